import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent, secondsLeft, sessionTimeoutMs } from '../sessionRules';

describe('the idle timeout', () => {
  it('takes PARTICIPANT_SESSION_TIMEOUT minutes, default 10 for anything but a positive number', () => {
    expect(sessionTimeoutMs('1')).toBe(60_000);
    expect(sessionTimeoutMs(' 15 ')).toBe(900_000);
    expect(sessionTimeoutMs('0.5')).toBe(30_000);
    for (const bad of ['', null, undefined, '0', '-3', 'ten']) expect(sessionTimeoutMs(bad)).toBe(600_000);
  });

  it('counts down whole seconds, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('the consent cookie', () => {
  it('lasts 90 days (Max-Age, so it survives restarts and then expires), Secure over https', () => {
    expect(consentCookie(false)).toBe('cookieConsent=accepted; Max-Age=7776000; Path=/; SameSite=Lax');
    expect(consentCookie(true)).toMatch(/; Secure$/);
  });

  it('is found among the other cookies', () => {
    expect(hasConsent('a=1; cookieConsent=accepted; b=2')).toBe(true);
    expect(hasConsent('cookieConsent=no')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });
});
