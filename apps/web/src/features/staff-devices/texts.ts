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
    editorTitle: 'Edit event of {{date}}',
    saved: 'The event was saved.',
    columns: {
      dateTime: 'Date',
      code: 'Code',
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
