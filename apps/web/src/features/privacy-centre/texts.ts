import { registerTexts } from '../../i18n';

/**
 * The privacy centre's texts in English, under `privacy` (registerTexts). The Spanish ones are in
 * texts.es.ts, so English readers never download them.
 */
export const privacyEn = {
  title: 'Privacy centre',
  intro:
    'What the road charge pilot holds about you, how long each kind of data is kept and why, and a copy of all of it for you to download.',
  loadError: 'Your privacy information could not be loaded. Please try again later.',
  option: {
    heading: 'Your reporting option and location',
    automatedWithLocation:
      'You report with a plug-in device with GPS. It records where and when you drive, so trips can be charged by road, zone or time of day. Only you and the pilot staff can see these locations.',
    automatedWithoutLocation:
      'You report with a plug-in device without GPS. It records distance and fuel only: no location is ever stored for your trips.',
    telematics: 'Your vehicle maker reports your odometer readings. No location is stored for your trips.',
    manual: 'You report your odometer readings with a photo. No location is stored for your trips.',
    none: 'You have not chosen a reporting option yet.',
    locationHeld_one: 'Location is held now for {{count}} trip.',
    locationHeld_other: 'Location is held now for {{count}} trips.',
    noLocationHeld: 'No location data is held about you now.',
    locationKept:
      'Location data is kept for {{days}} days after a trip’s charges are paid (or after it is processed, when it is never billed), then destroyed.',
  },
  categories: {
    heading: 'What we hold about you',
    held: 'Held now',
    kept: 'Kept',
    why: 'Why',
    what: 'What',
    account: {
      title: 'Account',
      what: 'Your name, e-mail address, phone number, address, language, agreements, account status and your answers to the enrolment questions.',
      held: 'Your account',
      why: 'To run your account, contact you and check that you may take part.',
    },
    vehicles: {
      title: 'Vehicles',
      what: 'Each vehicle’s make, model, year, VIN, licence plate and odometer, and any connection to your vehicle maker.',
      held_one: '{{count}} vehicle, {{connections}} vehicle-maker connection(s)',
      held_other: '{{count}} vehicles, {{connections}} vehicle-maker connection(s)',
      why: 'To charge the right vehicle and apply its fuel tax credit.',
    },
    devices: {
      title: 'Reporting devices',
      what: 'The serial number, shipping, activation and the events your device sends (such as its heartbeat).',
      held_one: '{{count}} device',
      held_other: '{{count}} devices',
      why: 'To know your device works and to support you when it does not.',
    },
    trips: {
      title: 'Trips (without location)',
      what: 'When each trip started and ended, its distance, fuel, the charges of each segment and any adjustment.',
      held_one: '{{count}} trip',
      held_other: '{{count}} trips',
      why: 'To calculate your road charge and fuel tax credit, and to answer a dispute.',
    },
    location: {
      title: 'Trips with location (GPS)',
      what: 'The GPS points and route of trips recorded by a device with GPS.',
      held: '{{trips}} trip(s), {{points}} GPS point(s)',
      why: 'To charge by road, zone or time of day, and to check a trip you dispute. Statements keep only totals.',
    },
    photos: {
      title: 'Photos',
      what: 'The odometer photos of your mileage reports.',
      held_one: '{{count}} photo',
      held_other: '{{count}} photos',
      why: 'To check the odometer reading you reported.',
    },
    payments: {
      title: 'Statements and payments',
      what: 'Your monthly statements (and their PDFs), charges, payments and refunds, and saved cards (only the brand, last four digits and expiry: never the card number).',
      held: '{{statements}} statement(s), {{transactions}} transaction(s), {{cards}} saved card(s)',
      why: 'To bill you, take your payments and keep the pilot’s accounts.',
    },
    messages: {
      title: 'Messages',
      what: 'Your support inquiries and their messages, and the e-mails we sent you.',
      held: '{{messages}} inquiry message(s), {{emails}} e-mail(s)',
      why: 'To answer you and keep a record of what we told you.',
    },
  },
  retention: {
    untilPilotEnd: 'Until {{days}} days after the pilot ends ({{date}}).',
    location:
      '{{days}} days after the trip’s charges are paid (or after it is processed, when it is never billed), then destroyed, with a record of each destruction.',
    export: 'Exports are deleted {{days}} days after they are ready.',
    afterClosing:
      'If your account is closed, your personal data is erased {{days}} days after closing: your name, contact details and address, your vehicles’ VIN and plate, your messages, photos, saved cards and sign-in. Your charges and payments are kept without your name, so that the pilot’s accounts still add up. An account that still owes money is erased once it is settled.',
  },
  export: {
    heading: 'Download your data',
    intro:
      'Ask for a copy of everything we hold about you: a ZIP file with your records as JSON and CSV files, your photos, your statement PDFs and the location data still held. When it is ready we e-mail you a link that works for {{days}} days, only when you are signed in.',
    request: 'Request my data',
    requesting: 'Requesting…',
    queued: 'Your export has been requested and will start shortly.',
    running: 'Preparing your export: step {{done}} of {{total}}.',
    ready: 'Your export is ready. We sent a link to your e-mail address; it works until {{date}}.',
    download: 'Download my data (ZIP)',
    failed: 'Your export could not be prepared. Please request it again, or contact support.',
    deleted: 'Your last export was deleted on {{date}}, {{days}} days after it was ready.',
    requestedByStaff: 'Requested by the pilot’s support team on your behalf.',
    requested: 'Your data export has been requested. We will e-mail you when it is ready.',
  },
  policy: {
    heading: 'Privacy policy',
    text: 'How the pilot uses and protects your data is explained in the privacy policy.',
    page: 'Read the privacy policy',
    pdf: 'Privacy policy (PDF)',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    privacy: typeof privacyEn;
  }
}

registerTexts(
  { privacy: privacyEn },
  { es: () => import('./texts.es').then((module) => ({ privacy: module.privacyEs })) },
);
