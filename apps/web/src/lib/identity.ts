import { normaliseEmail } from '@rc/domain';
import { request } from './auth';

/**
 * Identity actions used by the sign-in, password and enrolment pages (kept apart from lib/auth so
 * the main chunk does not carry the domain's zod schemas). E-mail is trimmed and lower-cased.
 */
export async function signIn(email: string, password: string): Promise<void> {
  await request('POST', '/sign-in/email', { email: normaliseEmail(email), password });
}

export async function signUp(email: string, password: string): Promise<void> {
  const address = normaliseEmail(email);
  await request('POST', '/sign-up/email', { email: address, password, name: address });
}

export async function verifyEmail(email: string, otp: string): Promise<void> {
  await request('POST', '/email-otp/verify-email', { email: normaliseEmail(email), otp: otp.trim() });
}

export async function resendVerificationCode(email: string): Promise<void> {
  await request('POST', '/email-otp/send-verification-otp', {
    email: normaliseEmail(email),
    type: 'email-verification',
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await request('POST', '/email-otp/request-password-reset', { email: normaliseEmail(email) });
}

export async function resetPassword(email: string, otp: string, password: string): Promise<void> {
  await request('POST', '/email-otp/reset-password', { email: normaliseEmail(email), otp: otp.trim(), password });
}
