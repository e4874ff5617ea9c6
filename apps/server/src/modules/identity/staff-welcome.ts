import { GROUPS, PROGRAM_NAME } from '@rc/domain';

/**
 * The welcome e-mail of a staff account created without a password (npm run create-admin, or invited
 * from the staff console's user administration): how to choose a password.
 */
export function staffWelcomeEmail(email: string, portalUrl: string): { subject: string; text: string } {
  const reset = new URL('/forgot-password', portalUrl).toString();
  return {
    subject: `Your ${PROGRAM_NAME} staff account`,
    text: [
      `A staff account (group ${GROUPS.admins}) has been created for ${email} in the ${PROGRAM_NAME} account portal.`,
      '',
      `To choose your password, open ${reset}, enter this address and then the six-digit code that is e-mailed to you.`,
      '',
      'If you did not expect this, tell your administrator.',
    ].join('\n'),
  };
}
