/**
 * The participants' idle timeout and the cookie-consent record (participant spec sections 2 and 9:
 * PARTICIPANT_SESSION_TIMEOUT minutes, default 10, then a 10-second warning; consent lasts 90 days).
 */

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 10;
export const IDLE_WARNING_SECONDS = 10;
export const CONSENT_DAYS = 90;
export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_ACCEPTED = 'accepted';

/**
 * localStorage key of the last activity (epoch ms) in any tab of this browser: every tab reads it
 * before warning, so a participant working in one tab is not signed out by an idle other tab.
 */
export const LAST_ACTIVITY_KEY = 'lastActivity';
/** localStorage key written when a tab signs the participant out for inactivity (the others follow). */
export const IDLE_SIGN_OUT_KEY = 'idleSignOut';

/** PARTICIPANT_SESSION_TIMEOUT (minutes) in milliseconds; anything but a positive number means the default. */
export function sessionTimeoutMs(configured: string | null | undefined): number {
  const minutes = Number((configured ?? '').trim());
  const valid = (configured ?? '').trim() !== '' && Number.isFinite(minutes) && minutes > 0;
  return (valid ? minutes : DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000;
}

/** Whole seconds left until `deadline` (never below 0), as the countdown shows them. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The consent cookie: Max-Age so it lasts 90 days across browser restarts and then expires. */
export function consentCookie(secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}`,
    `Max-Age=${CONSENT_DAYS * 24 * 60 * 60}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether a `document.cookie` string holds the consent. */
export function hasConsent(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}`);
}

export function readSharedActivity(): number {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function writeSharedActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage unavailable: this tab still times itself.
  }
}

export function announceIdleSignOut(at: number): void {
  try {
    localStorage.setItem(IDLE_SIGN_OUT_KEY, String(at));
  } catch {
    // Storage unavailable: the other tabs time out on their own.
  }
}
