import { registerTexts } from '../../i18n';

/**
 * The staff Vehicles tab's texts in English, under `staffVehicles`; registered when the tab loads, so
 * participants never download them. Spanish: texts.es.ts.
 */
export const staffVehiclesEn = {
  title: 'Vehicles',
  empty: 'This participant has no vehicles.',
  add: 'Add vehicle',
  editVehicle: 'Edit {{vehicle}}',
  removeVehicle: 'Remove {{vehicle}}',
  columns: {
    vin: 'VIN',
    make: 'Make',
    model: 'Model',
    year: 'Year',
    type: 'Fuel type',
    subtype: 'Subtype',
    licensePlate: 'Plate',
    registrationState: 'State',
    isPrimary: 'Primary',
    mroType: 'Reporting type',
    mroId: 'Device / connection',
    beginningOdometerReading: 'Beginning odometer',
    currentOdometerReading: 'Current odometer',
    mileage: 'Mileage',
    mileageUserFee: 'Mileage fee',
    fuelTaxCredit: 'Fuel tax credit',
    epaMpg: 'EPA mpg',
    firstDataReceived: 'First data',
    lastReportedVin: 'VIN last reported',
    created: 'Created',
    updated: 'Updated',
    updatedBy: 'Updated by',
  },
  fuelType: { gas: 'Gas', hybrid: 'Hybrid', diesel: 'Diesel', electric: 'Electric' },
  dialog: {
    editTitle: 'Edit vehicle',
    createTitle: 'Add a vehicle',
    vin: 'VIN (optional)',
    year: 'Year',
    make: 'Make',
    model: 'Model',
    noOptions: 'Nothing matches',
    loadingOptions: 'Loading…',
    licensePlate: 'License plate',
    registrationState: 'Registration state',
    type: 'Fuel type',
    noType: 'Not given',
    mroType: 'Reporting type',
    beginningOdometerReading: 'Beginning odometer ({{unit}})',
    currentOdometerReading: 'Current odometer ({{unit}})',
    odometerHint: 'In {{unit}}; stored in kilometres.',
    telematicsWarning:
      'Switching to In-Vehicle Telematics asks the participant to restore their vehicle-data connection.',
    required: 'Required',
    numberInvalid: 'Enter a number of 0 or more',
    yearInvalid: 'Enter a four-digit year',
    save: 'Save',
    create: 'Add vehicle',
    cancel: 'Cancel',
  },
  confirmRemove: {
    title: 'Remove this vehicle?',
    message:
      'Remove {{vehicle}} from this participant? A vehicle with trips, mileage reports or a device cannot be removed.',
    confirm: 'Remove',
  },
  saved: 'The vehicle was saved.',
  created: 'The vehicle was added.',
  removed: 'The vehicle was removed.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffVehicles: typeof staffVehiclesEn;
  }
}

registerTexts(
  { staffVehicles: staffVehiclesEn },
  { es: () => import('./texts.es').then((module) => ({ staffVehicles: module.staffVehiclesEs })) },
);
