import { MRO_EVENT_CODE_DESCRIPTIONS } from '@rc/domain';
import { registerTexts } from '../../i18n';

/**
 * The staff MRO Devices and MRO Events tabs' texts in English, under `staffDevices`; registered when a
 * tab loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffDevicesEn = {
  devices: {
    title: 'MRO Devices',
    empty: 'This participant has no reporting devices.',
    edit: 'Edit device {{serial}}',
    remove: 'Remove device {{serial}}',
    editorTitle: 'Edit device {{serial}}',
    columns: {
      serial: 'Serial',
      participant: 'Participant',
      imei: 'IMEI',
      manufacturer: 'Manufacturer',
      model: 'Model',
      hardwareVersion: 'Hardware version',
      firmwareVersion: 'Firmware version',
      gps: 'GPS',
      shipped: 'Shipped',
      carrier: 'Carrier',
      tracking: 'Tracking number',
      delivered: 'Delivered',
      activation: 'Activated',
      firstReported: 'First reported',
      lastReported: 'Last reported',
      vehicle: 'Vehicle',
      created: 'Created',
    },
    shippedDate: 'Shipped date',
    deliveredDate: 'Delivered date',
    gpsEnabled: 'GPS enabled',
    saved: 'The device was saved.',
    removed: 'The device was removed.',
    confirmRemove: {
      title: 'Remove this device?',
      message:
        'Remove device {{serial}}? Its record is deleted and the vehicle it reports for is left without a device (N/A).',
      confirm: 'Remove',
    },
    eventsTitle: 'Events of device {{serial}}',
    eventsEmpty: 'This device has no events.',
  },
  events: {
    title: 'MRO Events',
    empty: 'No events in this date range.',
    flaggedOnly: 'Flagged only',
    edit: 'Edit event of {{date}}',
    openTrip: 'Open trip of the event of {{date}}',
    openTripShort: 'Open trip',
    editorTitle: 'Edit event of {{date}}',
    saved: 'The event was saved.',
    columns: {
      dateTime: 'Date',
      code: 'Code',
      codeDescription: 'Code description',
      type: 'Type',
      description: 'Description',
      flagged: 'Flagged',
      serial: 'Device serial',
      vehicleId: 'Vehicle id',
      tripId: 'Trip id',
      odometerStart: 'Odometer start',
      odometer: 'Odometer',
      mileage: 'Mileage',
      source: 'Source',
      processed: 'Processed',
      updatedBy: 'Updated by',
    },
    type: 'Type',
    description: 'Description',
    flagged: 'Flagged',
  },
  /** The error-event codes' descriptions (staff spec section 8), keyed by code. */
  codes: Object.fromEntries(Object.entries(MRO_EVENT_CODE_DESCRIPTIONS)) as Record<string, string>,
  page: {
    title: 'Devices',
    empty: 'No devices match.',
    serial: 'Device serial',
    participant: 'Participant',
    associate: 'Associate a device',
    bulkRegister: 'Bulk-register devices',
  },
  register: {
    title: 'Associate a device',
    participant: 'Participant',
    vehicle: 'Vehicle',
    noVehicles: 'This participant has no vehicles.',
    serial: 'Device serial number',
    imei: 'IMEI',
    manufacturer: 'Manufacturer',
    model: 'Model',
    gps: 'The device reports location (GPS)',
    carrier: 'Shipping carrier',
    tracking: 'Tracking number',
    submit: 'Associate device',
    back: 'Back to devices',
    saved: 'Device {{serial}} was associated.',
  },
  bulk: {
    title: 'Bulk-register devices',
    intro:
      'Upload a shipping manifest (.csv or .txt): serial number, IMEI, participant e-mail or account number, VIN, carrier, tracking number. A header row is optional.',
    chooseFile: 'Choose manifest',
    file: 'Shipping manifest',
    noFile: 'No file chosen',
    submit: 'Register devices',
    importing: 'Registering devices',
    progress: 'Registering devices: {{done}} of {{total}} rows',
    resultTitle: 'Result',
    registered_one: '{{count}} new device was registered.',
    registered_other: '{{count}} new devices were registered.',
    notices_one: '{{count}} participant will be notified. Duplicates skipped: {{duplicates}}.',
    notices_other: '{{count}} participants will be notified. Duplicates skipped: {{duplicates}}.',
    errorsTitle: 'Errors ({{count}})',
    noErrors: 'No errors.',
    columns: { line: 'Line', participant: 'Participant', serial: 'Serial', vehicle: 'Vehicle (VIN)', error: 'Error' },
  },
  eventsPage: {
    title: 'MRO Events',
    empty: 'No events match.',
    processed: 'Processed',
    processedAll: 'All',
    processedYes: 'Processed',
    processedNo: 'Not processed',
    serial: 'Device serial',
    participant: 'Participant',
    code: 'Code',
    anyCode: 'Any code',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffDevices: typeof staffDevicesEn;
  }
}

registerTexts(
  { staffDevices: staffDevicesEn },
  { es: () => import('./texts.es').then((module) => ({ staffDevices: module.staffDevicesEs })) },
);
