import type { Executor } from '../db/actor.js';

/** What erased free text reads as: the record stays, its words are gone (decision 020). */
export const ERASED_TEXT = '[erased]';

/** The e-mail address an erased account keeps where one is required (a reserved domain: it never delivers). */
export const erasedEmail = (username: string) => `${username}@erased.invalid`;

/**
 * A module's part of erasing a closed account (decision 020): in the caller's transaction, it removes
 * or blanks the personal data it owns of `username` and says how many rows it changed. The username
 * itself (a random id) stays as the pseudonym of the records that remain.
 */
export interface PersonalDataEraser {
  erasePersonalData(tx: Executor, username: string): Promise<number>;
}
