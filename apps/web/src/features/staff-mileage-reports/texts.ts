import { registerTexts } from '../../i18n';

/**
 * The staff Mileage Reports tab's texts in English, under `staffMileageReports`; registered when the
 * tab loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffMileageReportsEn = {
  title: 'Mileage Reports',
  empty: 'This participant has no mileage reports.',
  create: 'Create mileage report',
  columns: {
    reportDate: 'Report date',
    vehicle: 'Vehicle',
    odometer: 'Odometer',
    auditStatus: 'Audit status',
    reason: 'Reason',
    photo: 'Photo',
    createdBy: 'Created by',
    updatedBy: 'Updated by',
    created: 'Created',
  },
  auditStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  noPhoto: 'No photo',
  viewPhoto: 'View the odometer photo of {{date}}',
  viewer: {
    title: 'Odometer photo of {{date}}',
    details: '{{vehicle}}: {{odometer}} reported on {{date}}',
    photoAlt: 'Odometer photo of {{vehicle}} reported on {{date}} ({{position}} of {{total}})',
    original: 'Open the photo as uploaded',
    opensInNewTab: '(opens in a new tab)',
    loadFailed: 'The photo could not be loaded. The link may have expired.',
    reload: 'Reload',
    close: 'Close',
  },
  dialog: {
    title: 'Create a mileage report',
    intro:
      'Report an odometer reading with its photo for this participant. It waits for the mileage audit like any other report.',
    vehicle: 'Vehicle',
    chooseVehicle: 'Choose a vehicle',
    noManualVehicles: 'This participant has no vehicle that reports by odometer photo (Manual Odometer Reporting).',
    reportDate: 'Report date',
    reportDateInvalid: 'Choose a date that is not in the future',
    odometer: 'Odometer reading ({{unit}})',
    odometerHint: 'In {{unit}}; stored in kilometres.',
    photo: 'Odometer photo',
    photoHint: 'JPEG, PNG, WebP or HEIC, up to 10 MB.',
    uploading: 'Uploading the photo…',
    uploaded: 'Photo uploaded.',
    preview: 'Preview of the odometer photo',
    cancel: 'Cancel',
    submit: 'Create report',
  },
  created: 'The mileage report was created.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffMileageReports: typeof staffMileageReportsEn;
  }
}

registerTexts(
  { staffMileageReports: staffMileageReportsEn },
  { es: () => import('./texts.es').then((module) => ({ staffMileageReports: module.staffMileageReportsEs })) },
);
