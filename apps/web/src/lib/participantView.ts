import { createContext, type ReactNode, useContext } from 'react';

/**
 * How the participant's own account tabs are being shown. A participant on /my-account gets the
 * default (their own, editable view). The staff console's Participant View (app/staff) renders the same
 * tabs for another username inside a provider with readOnly: the tabs then hide or disable every
 * action that would change something (pay, save, submit, add or delete a card, connect, write to
 * support), leave the page title to the console, and show staff the extra Inquiries columns.
 */
export interface ParticipantViewMode {
  /** Staff reading a participant's view: nothing can be changed from it. */
  readOnly: boolean;
  /** Staff-only Inquiries columns (participant name, author, raw status), by inquiry id. */
  inquiryColumns?: readonly { id: string; header: string; cell: (inquiryId: string) => ReactNode }[];
}

const ParticipantViewContext = createContext<ParticipantViewMode>({ readOnly: false });

export const ParticipantViewProvider = ParticipantViewContext.Provider;

/** The mode the account tabs are shown in (the participant's own, editable view by default). */
export function useParticipantViewMode(): ParticipantViewMode {
  return useContext(ParticipantViewContext);
}
