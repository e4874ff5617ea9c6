/**
 * The address waiting for its e-mail code after Create Account, kept in this tab's sessionStorage so a
 * reload resumes at the code step instead of Create Account (the account itself already exists on the
 * server, unconfirmed). Only the address is kept, never the password.
 */
const PENDING_KEY = 'rc.enrolment.pendingEmail';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function pendingSignUpEmail(): string | null {
  return storage()?.getItem(PENDING_KEY) || null;
}

export function rememberPendingSignUp(email: string | null): void {
  if (email) storage()?.setItem(PENDING_KEY, email);
  else storage()?.removeItem(PENDING_KEY);
}
