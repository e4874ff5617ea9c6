import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_DEFINITIONS,
  confirmSignUpSchema,
  emailSchema,
  firstIssueMessage,
  firstNameSchema,
  groupsForRole,
  isAdmin,
  isParticipant,
  kmToMiles,
  messages,
  milesToKm,
  passwordSchema,
  phoneSchema,
  resetPasswordSchema,
  signInSchema,
  zipSchema,
} from '../index.js';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

describe('e-mail', () => {
  it('trims and lower-cases before use', () => {
    expect(emailSchema.parse('  Dana.Driver+pilot@Example.COM ')).toBe('dana.driver+pilot@example.com');
  });
  it.each(['plainaddress', 'a@b', 'a@b.c', 'no spaces@example.com', 'x@exa mple.com', ''])('rejects %j', (v) => {
    expect(messageOf(emailSchema.safeParse(v))).toBe(messages.emailInvalid);
  });
  it.each(['a_b%c@d-e.org', 'first.last@sub.example.co'])('accepts %j', (v) => {
    expect(emailSchema.safeParse(v).success).toBe(true);
  });
});

describe('password', () => {
  it('requires one', () => {
    expect(messageOf(passwordSchema.safeParse(''))).toBe(messages.passwordRequired);
    expect(messageOf(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(messages.passwordRequired);
  });
  it.each(['Short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('rejects %j with the rule', (v) => {
    expect(messageOf(passwordSchema.safeParse(v))).toBe(messages.passwordRule);
  });
  it('accepts 8+ characters with upper, lower and a digit', () => {
    expect(passwordSchema.safeParse('Demo-Pass-2024').success).toBe(true);
  });
});

describe('verification code and reset', () => {
  it('needs six digits', () => {
    expect(messageOf(confirmSignUpSchema.safeParse({ email: 'a@b.co', code: '' }))).toBe(
      messages.verificationCodeRequired,
    );
    expect(messageOf(confirmSignUpSchema.safeParse({ email: 'a@b.co', code: '12345' }))).toBe(
      messages.verificationCodeInvalidFormat,
    );
    expect(confirmSignUpSchema.parse({ email: 'a@b.co', code: ' 123456 ' }).code).toBe('123456');
  });
  it('asks for a new password with the spec message', () => {
    expect(messageOf(resetPasswordSchema.safeParse({ email: 'a@b.co', code: '123456', password: '' }))).toBe(
      messages.newPasswordRequired,
    );
  });
});

describe('profile fields', () => {
  it('names take letters, spaces and hyphens, at least 2', () => {
    expect(firstNameSchema.safeParse('Mary-Ann Lee').success).toBe(true);
    expect(messageOf(firstNameSchema.safeParse('J'))).toBe(messages.firstNameRule);
    expect(messageOf(firstNameSchema.safeParse('R2D2'))).toBe(messages.firstNameRule);
  });
  it('phone follows (999) 999-9999 and zip has 5 digits', () => {
    expect(phoneSchema.safeParse('(916) 555-0142').success).toBe(true);
    expect(messageOf(phoneSchema.safeParse('916-555-0142'))).toBe(messages.phoneRequired);
    expect(zipSchema.safeParse('95814').success).toBe(true);
    expect(messageOf(zipSchema.safeParse('9581'))).toBe(messages.zipRequired);
  });
});

describe('groups', () => {
  it('maps identity roles to the spec groups; no group counts as a participant', () => {
    expect(groupsForRole('admin')).toEqual(['Admins']);
    expect(groupsForRole('user')).toEqual(['Users']);
    expect(groupsForRole(null)).toEqual([]);
    expect(isParticipant([])).toBe(true);
    expect(isParticipant(['Users'])).toBe(true);
    expect(isParticipant(['Admins'])).toBe(false);
    expect(isAdmin(groupsForRole('admin'))).toBe(true);
  });
});

describe('configuration keys', () => {
  it('lists every key of section 9 of both specs once, each with a name and description', () => {
    const keys = CONFIGURATION_DEFINITIONS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [
      'REGISTRATION_CLOSED',
      'PARTICIPANT_SESSION_TIMEOUT',
      'MILEAGE_UNIT',
      'FUEL_UNIT',
      'FEATURE_MULTIPLE_VEHICLES',
      'TRIP_DEFAULT_DISPLAY',
      'FEATURE_REGISTER_WITH_VIN',
      'PAYMENTS_PERSIST',
      'PAYMENTS_REGISTRATION',
      'PAYMENTS_PROVIDER',
      'PAYMENTS_ALLOWED',
      'BILLING_BALANCE_DUE_DAYS',
      'BILLING_BALANCE_OVERDUE_DAYS',
      'BILLING_BALANCE_DEFAULT_DAYS',
    ]) {
      expect(keys).toContain(key);
    }
    const byKey = Object.fromEntries(CONFIGURATION_DEFINITIONS.map((d) => [d.key, d]));
    expect(byKey.BILLING_BALANCE_DUE_DAYS?.defaultValue).toBe('14');
    expect(byKey.BILLING_BALANCE_OVERDUE_DAYS?.defaultValue).toBe('21');
    expect(byKey.BILLING_BALANCE_DEFAULT_DAYS?.defaultValue).toBe('30');
    expect(byKey.PARTICIPANT_SESSION_TIMEOUT?.defaultValue).toBe('10');
    for (const d of CONFIGURATION_DEFINITIONS) expect(d.name && d.description).toBeTruthy();
  });
});

describe('units', () => {
  it('converts with the spec factor and round-trips', () => {
    expect(kmToMiles(1.609344)).toBeCloseTo(1, 6);
    expect(milesToKm(kmToMiles(123.4))).toBeCloseTo(123.4, 9);
  });
});
