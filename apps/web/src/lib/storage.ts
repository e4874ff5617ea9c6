/** localStorage key of the signed-in username (participant spec section 6). */
export const ACCOUNT_NAME_KEY = 'accountName';

export function rememberAccountName(username: string | null): void {
  try {
    if (username) localStorage.setItem(ACCOUNT_NAME_KEY, username);
    else localStorage.removeItem(ACCOUNT_NAME_KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}
