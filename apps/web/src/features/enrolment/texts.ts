import { registerTexts } from '../../i18n';

/**
 * The enrolment wizard's texts in English, under `register` in the catalogue. They are added to it when a
 * module using them loads (the wizard), so other pages do not download them; the
 * Spanish ones are in texts.es.ts. The spec's exact messages stay in the domain `messages`.
 */
export const registerEn = {
  title: 'Enrolment',
  heading: 'Enrol in the pilot',
  stepsLabel: 'Enrolment steps',
  steps: {
    createAccount: 'Create Account',
    yourInformation: 'Your Information',
    vehicleInformation: 'Vehicle Information',
    reportingOptions: 'Reporting Options',
    billingInformation: 'Billing Information',
    agreements: 'Agreements',
  },
  stepOf: 'Step {{current}} of {{total}}',
  complete: 'Complete',
  loadFailed: 'Your enrolment could not be loaded. Please reload the page.',
  information: {
    intro: 'Tell us how to reach you. Fields marked * are required.',
    gender: 'Gender (optional)',
    ageGroup: 'Age Group (optional)',
    notSaying: 'Not specified',
    preferredContactType: 'Preferred Contact Type',
    contactTypes: { email: 'Email', phone: 'Phone' },
    genders: { female: 'Female', male: 'Male', nonBinary: 'Non-binary', preferNotToSay: 'Prefer not to say' },
  },
  vehicle: {
    intro: 'Tell us about the vehicle you will drive in the pilot.',
    year: 'Year',
    make: 'Make',
    model: 'Model',
    otherModel: 'Other',
    otherModelText: 'Model (free text)',
    fuelType: 'Fuel Type',
    fuelTypes: { gas: 'Gas', diesel: 'Diesel', hybrid: 'Hybrid', electric: 'Electric' },
    registrationState: 'State of Registration',
    licensePlate: 'License Plate',
    vin: 'Vehicle VIN',
    vinHint: '17 characters',
    vinHintForYear: 'Required for model years {{from}} to {{to}}: 17 characters',
    licensePlateHint: 'Up to {{max}} characters',
    vinOk: 'VIN checked: {{year}} {{make}}',
    noMakes: 'No makes found for this year.',
  },
  reporting: {
    intro: 'Choose how the miles you drive will be reported.',
    legend: 'Preferred reporting option',
    descriptions: {
      automatedWithLocation: 'A plug-in device that reports your miles with location.',
      automatedWithoutLocation: 'A plug-in device that reports your miles without location.',
      telematics: "Your vehicle maker's connected-car service reports your odometer.",
      manual: 'You report your odometer with a photograph each month.',
    },
    unavailable: 'Not available for your vehicle or pilot program.',
    telematicsUnavailable: 'Not available: the connection to your vehicle maker failed.',
    connecting: 'Connecting to your vehicle maker…',
    retryTelematics: 'Try Telematics again',
  },
  agreements: {
    intro: 'Please answer both questions and accept the agreements to complete your enrolment.',
    question1:
      'Are you an employee or contractor of the California State Transportation Agency or one of its departments listed below?',
    agencies: {
      calsta: 'California State Transportation Agency',
      caltrans: 'Caltrans',
      chp: 'California Highway Patrol',
      dmv: 'Department of Motor Vehicles',
      ctc: 'California Transportation Commission',
      hsr: 'High-Speed Rail Authority',
      bopc: 'Board of Pilot Commissioners',
      ots: 'Office of Traffic Safety',
    },
    question2: 'Are you a member of the California Legislature or an elected official?',
    giftCardNote: 'Answering Yes makes you ineligible for up to {{giftCardAmount}} in gift cards.',
    yes: 'Yes',
    no: 'No',
    acceptParticipantAgreement: 'I have read and accept the <1>Participant Agreement</1>',
    acceptPrivacyPolicy: 'I have read and accept the <1>Privacy Policy</1>',
    participantAgreement: 'Participant Agreement',
    privacyPolicy: 'Privacy Policy',
  },
  createAccountIntro: 'Create your account with your email address and a password.',
  submit: 'Create Account',
  codeIntro: 'We sent a six digit code to {{email}}. Enter it to confirm your email address.',
  useAnotherEmail: 'Use a different email address',
  confirmedIntro: 'Your email address {{email}} is confirmed. Enter your password to continue.',
  continue: 'Continue',
  haveAccount: 'Already have an account? Sign in',
  questions: 'Questions? Contact us at {{email}}',
  questionsPhone: 'Or call us at {{phone}}',
};

declare module '../../i18n' {
  interface FeatureTexts {
    register: typeof registerEn;
  }
}

registerTexts(
  { register: registerEn },
  { es: () => import('./texts.es').then((module) => ({ register: module.registerEs })) },
);
