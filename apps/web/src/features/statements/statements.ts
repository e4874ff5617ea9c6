/**
 * The statement's PDF link, or null: the spec shows the download "only when isProcessed and balance is
 * not null" (participant spec section 2), where processed meant the statement had been produced. Here
 * `isProcessed` means settled, so the link shows once the PDF exists (pdfUrl) and the balance is known —
 * an unpaid statement, the one a participant most needs, can be downloaded (decision 007).
 */
export function statementDownloadUrl(statement: { balance?: number | null; pdfUrl?: string | null }): string | null {
  if (statement.balance == null) return null;
  return statement.pdfUrl ?? null;
}

/** The statements the tab lists: those e-mailed to the participant or made by the monthly run (spec section 7). */
export function isListedStatement(statement: { shouldSendEmailToParticipant: boolean; createdBy?: string | null }) {
  return statement.shouldSendEmailToParticipant || statement.createdBy === STATEMENTS_SYSTEM_ACTOR;
}

/** The author of statements made by the monthly run. */
export const STATEMENTS_SYSTEM_ACTOR = 'System';

/** The month's road charges before the fuel-tax credit: mileage, cordon, time-of-day and toll fees. */
export function statementFees(statement: { mbufFee: number; cordonFee: number; todFee: number; tollFee: number }) {
  return statement.mbufFee + statement.cordonFee + statement.todFee + statement.tollFee;
}

/** A statement line's vehicle as the lines name it: year, make and model, or null when unknown. */
export function vehicleName(
  vehicle: { year?: number | null; make?: string | null; model?: string | null } | undefined,
) {
  if (!vehicle) return null;
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || null;
}
