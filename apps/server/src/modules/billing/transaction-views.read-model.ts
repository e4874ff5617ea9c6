// Read model of the transaction lists: reads participant_statements (statements) for the statement a
// transaction bills, whose dates give the transaction's standing, and payment_cards (payments) for the
// brand and last four digits of the card that paid it. One query per table for a whole page of
// transactions, where a call per row into those modules would not scale; it only reads.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { participantStatements, paymentCards } from '../../db/schema/index.js';

export type TransactionStatementRow = typeof participantStatements.$inferSelect;

export interface TransactionCardRow {
  id: string;
  brand: string | null;
  last4: string | null;
}

export class TransactionViewsReadModel {
  constructor(private readonly db: Database) {}

  async statements(ids: string[]): Promise<TransactionStatementRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(participantStatements).where(inArray(participantStatements.id, ids));
  }

  async cards(ids: string[]): Promise<TransactionCardRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: paymentCards.id, brand: paymentCards.brand, last4: paymentCards.last4 })
      .from(paymentCards)
      .where(inArray(paymentCards.id, ids));
  }
}
