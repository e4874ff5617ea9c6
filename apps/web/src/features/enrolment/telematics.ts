/**
 * The telematics consent round trip (participant spec sections 2 and 4): Next on Reporting Options
 * sends the browser to the vehicle maker's consent page with a random state kept in sessionStorage;
 * the page returns to /telematics/callback. A failed authorisation disables telematics and
 * preselects automatedWithLocation (remembered for the tab in sessionStorage).
 */
const STATE_KEY = 'rc.telematics.state';
const FAILED_KEY = 'rc.telematics.failed';

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

/** Keeps a fresh random state and returns the consent page address to navigate to. */
export function telematicsConsentUrl(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage()?.setItem(STATE_KEY, state);
  const query = new URLSearchParams({ state, redirect_uri: `${window.location.origin}${CALLBACK_PATH}` });
  return `${CONSENT_PATH}?${query.toString()}`;
}

/** True when `state` is the one this tab sent; the stored state is used up either way. */
export function consumeTelematicsState(state: string | null): boolean {
  const expected = storage()?.getItem(STATE_KEY) ?? null;
  storage()?.removeItem(STATE_KEY);
  return Boolean(state && expected && state === expected);
}

export function telematicsFailed(): boolean {
  return storage()?.getItem(FAILED_KEY) === '1';
}

export function setTelematicsFailed(failed: boolean): void {
  if (failed) storage()?.setItem(FAILED_KEY, '1');
  else storage()?.removeItem(FAILED_KEY);
}
