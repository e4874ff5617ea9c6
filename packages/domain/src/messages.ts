/**
 * The exact user-facing English texts of the specifications, kept once.
 * Server errors carry the key (extensions.messageKey) so the web catalogue can translate it;
 * the English catalogue is built from this object.
 */
export const messages = {
  // Sign-in, sign-up, verification and reset (participant spec sections 5 and 8)
  emailInvalid: 'A correctly formatted email is required',
  passwordRequired: 'A password is required',
  passwordRule:
    'Password must be at least 8 characters long and contain an uppercase letter, a lowercase letter and a number',
  verificationCodeHelp: 'The six digit code sent to your email address',
  verificationCodeInvalidFormat: 'The six digit code sent to your email address',
  verificationCodeRequired: 'A verification code is required',
  newPasswordRequired: 'A new password is required',
  codeSent: 'Code Sent!',
  resetProblem: 'There was a problem resetting your password, please contact support',
  // Identity-service messages, worded like the identity service the original system used
  incorrectCredentials: 'Incorrect username or password.',
  userNotConfirmed: 'User is not confirmed.',
  usernameExists: 'An account with the given email already exists.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimitExceeded: 'Attempt limit exceeded, please try after some time.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  userDisabled: 'User is disabled.',
  notAuthenticated: 'The user is not authenticated',
  notAuthorized: 'You are not authorized to access this record.',
  adminOnly: 'This operation is only available to staff.',
  participantNotFound: 'Participant not found.',
  configurationNotFound: 'Configuration not found.',
  configurationValueNotAnOption: 'The value must be one of the options of this configuration.',
  invalidInput: 'The request is not valid.',
  unexpectedError: 'Something went wrong. Please try again.',
  // Profile (participant spec section 5)
  firstNameRule: 'First name is required and must contain only letters, spaces and hyphens',
  lastNameRule: 'Last name is required and must contain only letters, spaces and hyphens',
  phoneRequired: 'A phone number is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip is required',
  profileDisabledUntilOnboarded: 'Changes to your profile are disabled until you have been fully onboarded.',
  profileUpdated: 'Your account address / phone has been updated.',
  addressNotValid: 'The provided address is not valid.',
  poBoxNotAllowed: 'Post Office Boxes are not allowed.',
  // Enrolment
  pilotClosed: 'Pilot is closed.',
  emailNotEligible:
    'This email address is not eligible to participate in this pilot. If you believe you are receiving this message in error, please contact customer support.',
  // Dashboard
  onboardedReviewNotice: 'Thank you for enrolling. Your account is being reviewed; the review takes 2-3 business days.',
  suspendedNotice: 'Your account has been suspended. Please contact support.',
  preStatementNotice: 'The pilot officially starts on 1 August 2024. Your first statement will be billed in September.',
  // Misc from the staff spec
  noUnpaidTransactions: 'There are no unpaid transactions',
  deviceSerialRegistered: 'The provided device serial number has already been registered',
  fillRequiredFields: 'Please fill out all required fields',
  closeAccountReasonRequired: 'Please provide a reason for closing the account',
  maxCards: 'A maximum of 3 cards are allowed. Please delete some before adding more.',
  cardExpired: 'The card has expired',
} as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}
