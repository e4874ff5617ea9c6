import { registerTexts } from '../../i18n';

/**
 * The pilot settings screens' texts in English (/pilotProgramsAndRates, /pilotProgram/{id}), under
 * `staffRates`; registered when one of them loads. Spanish: texts.es.ts.
 */
export const staffRatesEn = {
  title: 'Pilot programs and rates',
  tabsLabel: 'Pilot settings',
  tabs: {
    programs: 'Programs',
    states: 'States',
    cordons: 'Cordons',
    tod: 'Time of Day',
    tolls: 'Tolls',
    epa: 'EPA Vehicles',
  },
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit {{name}}',
  history: 'History of {{name}}',
  saved: '{{name}} saved.',
  scheduled: '{{name}}: the change takes effect on {{date}}.',
  yes: 'Yes',
  no: 'No',
  notSet: '(not set)',
  effectiveFrom: 'Takes effect on',
  effectiveFromHelp: 'Today or later (California time). Trips already priced keep their prices.',
  effectiveFromInvalid: 'Choose today or a later day.',
  programs: {
    title: 'Programs',
    empty: 'No pilot programs.',
    columns: {
      shortName: 'Short name',
      name: 'Name',
      category: 'Category',
      description: 'Description',
      isDeviceRequired: 'Device required',
      isGpsRequired: 'GPS required',
    },
  },
  program: {
    back: 'Back to programs',
    notFound: 'Pilot program not found.',
    fields: {
      id: 'Id',
      shortName: 'Short name (fixed)',
      name: 'Name',
      category: 'Category',
      description: 'Description',
      isDeviceRequired: 'A mileage reporting device is required',
      isGpsRequired: 'GPS (location) is required',
    },
    details: 'Details',
    detailFields: {
      participantsSelected: 'Participants selected',
      assetsAndRoadScope: 'Assets and road scope',
      participantStatement: 'Participant statement',
      minimumDataRequired: 'Minimum data required',
      locationGPS: 'Location (GPS)',
    },
    nameRequired: 'A name is required.',
    tooLong: 'At most {{max}} characters.',
  },
  states: {
    title: 'MRO rates by state',
    empty: 'No MRO rates.',
    stateFilter: 'State',
    allStates: 'All states',
    columns: {
      state: 'State',
      mroType: 'Reporting type',
      perMileage: 'Cents per {{unit}}',
      perFuel: 'Cents per {{unit}}',
      inForce: 'In force',
      updatedBy: 'Updated by',
    },
    editing: 'Edit the {{mroType}} rates of {{state}}',
    rateInvalid: 'Enter a number of cents of zero or more.',
  },
  tod: {
    title: 'Time of day rates',
    empty: 'No time of day rates.',
    columns: {
      name: 'Name',
      days: 'Days',
      start: 'Start',
      end: 'End',
      perMileage: 'Cents per {{unit}}',
      inForce: 'In force',
    },
    editing: 'Edit the time of day rate {{name}}',
    days: 'Days',
    daysRequired: 'Choose at least one day.',
    timeInvalid: 'Enter a time as HH:MM.',
    timeOrder: 'The start time must be before the end time.',
    nameRequired: 'A name is required.',
  },
  tolls: {
    title: 'Tolls',
    empty: 'No tolls.',
    columns: { state: 'State', name: 'Name', price: 'Price', gantries: 'Gantries', inForce: 'In force' },
    editing: 'Edit the toll {{name}}',
    state: 'State',
    price: 'Price (dollars)',
    priceInvalid: 'Enter an amount in dollars and cents of zero or more.',
    stateInvalid: 'Enter a two-letter state code.',
    mapTitle: 'Toll gantries',
    mapLabel: 'Map of {{count}} toll gantries',
    gantry: '{{toll}}: gantry {{assetId}} ({{direction}})',
  },
  epa: {
    title: 'EPA vehicles',
    empty: 'No EPA vehicles for this make and year.',
    make: 'Make',
    year: 'Year',
    search: 'Search',
    yearInvalid: 'Enter a model year.',
    columns: {
      id: 'Id',
      make: 'Make',
      year: 'Year',
      model: 'Model',
      trany: 'Transmission',
      cylinders: 'Cylinders',
      fuelType: 'Fuel type',
      fuelType1: 'Fuel type 1',
      fuelType2: 'Fuel type 2',
      displacement: 'Displacement (L)',
      atvType: 'Alternative fuel',
      vehicleClass: 'Class',
      mpgCombined: 'MPG combined',
      mpgCity: 'MPG city',
      mpgHighway: 'MPG highway',
      kplCombined: 'KPL combined',
      kplCity: 'KPL city',
      kplHighway: 'KPL highway',
    },
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffRates: typeof staffRatesEn;
  }
}

registerTexts(
  { staffRates: staffRatesEn },
  { es: () => import('./texts.es').then((module) => ({ staffRates: module.staffRatesEs })) },
);
