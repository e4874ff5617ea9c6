import { registerTexts } from '../../i18n';

/**
 * The mileageReports texts in English, under `mileageReports` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const mileageReportsEn = {
  create: {
    title: 'Create Mileage Report',
    readOnly: 'The participant submits odometer readings here. This view is read-only.',
    intro:
      "Report your vehicle's odometer reading with a clear photograph of the odometer. Readings are checked by our help desk.",
    noManualVehicles:
      'None of your vehicles reports its mileage by odometer photograph, so there is nothing to report here.',
    readingDate: 'Reading Date',
    readingDateHint: 'Readings are reported for today.',
    vehicle: 'Vehicle',
    chooseVehicle: 'Choose a vehicle',
    unit: 'Your odometer shows',
    unitMiles: 'Miles',
    unitKilometres: 'Kilometres',
    odometer: 'Odometer Mileage ({{unit}})',
    odometerHint: 'The number on your odometer, in {{unitName}}.',
    bothUnits: '{{typed}} is {{other}}; readings are stored in kilometres.',
    storedReading: 'Your reading is stored as {{km}} ({{mi}}).',
    photo: 'Odometer Photograph',
    photoHint: 'A JPEG, PNG, WebP or HEIC image of up to 10 MB.',
    uploading: 'Uploading the photograph…',
    uploaded: 'Photograph uploaded.',
    photoPreview: 'Preview of the odometer photograph you chose',
    heicConverted: 'Your HEIC photograph is shown converted to JPEG.',
    submit: 'Submit',
    submitting: 'Submitting…',
    successTitle: 'Mileage report submitted',
    seeReports: 'See your mileage reports',
    reportAnother: 'Report another reading',
    photoKept: 'No connection: the photograph is kept on this device and uploaded with the report.',
    photoCompressing: 'Preparing the photograph…',
    queuedTitle: 'Saved on this device',
    queuedBody:
      'You are offline. The report is kept on this device and sent as soon as the portal is open with a connection.',
    queuedReading: 'Your reading will be stored as {{km}} ({{mi}}).',
  },
  queue: {
    title: 'Waiting to be sent',
    intro: 'Readings made without a connection. They are sent by themselves when the connection returns.',
    item: '{{vehicle}}: {{reading}}, taken {{date}}',
    waiting: 'Waiting for a connection.',
    refused: 'Not accepted: {{reason}}',
    sendNow: 'Send now',
    discard: 'Discard',
    discardLabel: 'Discard the reading of {{date}}',
    sent_one: '{{count}} mileage report made offline was sent.',
    sent_other: '{{count}} mileage reports made offline were sent.',
    refusedToast: 'A mileage report made offline was not accepted. See Create Mileage Report.',
  },
  list: {
    title: 'Mileage Reports',
    tableLabel: 'Your mileage reports, newest first',
    empty: 'You have not reported any mileage yet.',
    readingDate: 'Reading Date',
    vehicle: 'Vehicle',
    odometer: 'Odometer Mileage',
    auditStatus: 'Audit Status',
    photo: 'Photograph',
    dispute: 'Dispute',
    viewPhoto: 'View',
    viewPhotoLabel: 'View the odometer photograph of {{date}}',
    noPhoto: 'None',
    rejectedReason: 'Reason: {{reason}}',
    status: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
    },
  },
  viewer: {
    title: 'Odometer photograph of {{date}}',
    vehicleLine: '{{vehicle}}, odometer {{odometer}}',
    photoAlt: 'Odometer photograph of {{vehicle}} reported on {{date}} ({{position}} of {{total}})',
    loadFailed: 'The photograph could not be loaded. The link may have expired.',
    reload: 'Load again',
    original: 'Open the photograph as uploaded',
  },
  units: {
    km: 'kilometres',
    mi: 'miles',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    mileageReports: typeof mileageReportsEn;
  }
}

registerTexts(
  { mileageReports: mileageReportsEn },
  { es: () => import('./texts.es').then((module) => ({ mileageReports: module.mileageReportsEs })) },
);
