/**
 * The telematics consent round trip (participant spec sections 2 and 4): Next on Reporting Options
 * sends the browser to the vehicle maker's consent page with a random state kept in sessionStorage;
 * the page returns to /telematics/callback. A failed authorisation disables telematics and
 * preselects automatedWithLocation; a vehicle maker that was not answering leaves telematics available,
 * to try again later. The outcome is remembered per participant in localStorage, so a reload, another
 * tab or a later visit still says the consent failed (and offers to try again).
 */
const STATE_KEY = 'rc.telematics.state';
const FAILED_KEY = 'rc.telematics.failed';

/** Where the last enrolment consent's failure is kept: localStorage, per participant. */
function failedKey(username: string): string {
  return `${FAILED_KEY}.${username}`;
}

function lasting(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
const INTENT_KEY = 'rc.telematics.intent';

/** The built-in sandbox vehicle maker's consent page (served by our server). */
export const CONSENT_PATH = '/integrations/telematics/sandbox/consent';
export const CALLBACK_PATH = '/telematics/callback';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A consent started outside enrolment (the account's Connections tab): the vehicle to connect and the
 * in-app address to return to; the callback passes the outcome there as `TelematicsReturnState`.
 */
export interface TelematicsIntent {
  vehicleId: string;
  returnTo: string;
}

/** The navigation state the callback returns to a TelematicsIntent's address with. */
export interface TelematicsReturnState {
  telematicsConnected: boolean;
  /** Not connected because the vehicle maker was not answering (try again later). */
  telematicsUnavailable?: boolean;
}

/**
 * Keeps a fresh random state (and the intent, when the consent is not enrolment's) and returns the
 * consent page address to navigate to.
 */
export function telematicsConsentUrl(intent?: TelematicsIntent): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage()?.setItem(STATE_KEY, state);
  if (intent) storage()?.setItem(INTENT_KEY, JSON.stringify(intent));
  else storage()?.removeItem(INTENT_KEY);
  const query = new URLSearchParams({ state, redirect_uri: `${window.location.origin}${CALLBACK_PATH}` });
  return `${CONSENT_PATH}?${query.toString()}`;
}

/** True when `state` is the one this tab sent; the stored state is used up either way. */
export function consumeTelematicsState(state: string | null): boolean {
  const expected = storage()?.getItem(STATE_KEY) ?? null;
  storage()?.removeItem(STATE_KEY);
  return Boolean(state && expected && state === expected);
}

/** The participant's last enrolment consent was refused or failed. */
export function telematicsFailed(username: string): boolean {
  return lasting()?.getItem(failedKey(username)) === '1';
}

/** The participant's last connection attempt found the vehicle maker not answering. */
export function telematicsUnavailable(username: string): boolean {
  return lasting()?.getItem(failedKey(username)) === 'unavailable';
}

/** Records the outcome of the participant's enrolment consent (false: connected, or trying again). */
export function setTelematicsFailed(username: string, failed: boolean | 'unavailable'): void {
  if (failed) lasting()?.setItem(failedKey(username), failed === 'unavailable' ? 'unavailable' : '1');
  else lasting()?.removeItem(failedKey(username));
}

/** The intent this tab's consent was started with (used up), or null for enrolment's own. */
export function consumeTelematicsIntent(): TelematicsIntent | null {
  const raw = storage()?.getItem(INTENT_KEY) ?? null;
  storage()?.removeItem(INTENT_KEY);
  if (!raw) return null;
  try {
    const intent = JSON.parse(raw) as Partial<TelematicsIntent>;
    // Only an address inside this app: never another origin.
    const inApp = typeof intent.returnTo === 'string' && /^\/(?![/\\])/.test(intent.returnTo);
    if (!inApp || typeof intent.vehicleId !== 'string' || !intent.vehicleId) return null;
    return { vehicleId: intent.vehicleId, returnTo: intent.returnTo as string };
  } catch {
    return null;
  }
}
