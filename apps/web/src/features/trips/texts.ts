import { registerTexts } from '../../i18n';

/**
 * The trips texts in English, under `trips` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const tripsEn = {
  tab: {
    title: 'Trips',
    intro:
      'Your processed trips, the most recently driven first. Open a trip to see its route, segments and adjustments.',
    tableLabel: 'Trips',
    empty: 'You do not have any trips yet.',
    openTrip: 'Trip of {{start}}',
  },
  columns: {
    start: 'Start',
    end: 'End',
    totalMileage: 'Total mileage',
    billableMileage: 'Billable mileage',
    fuel: 'Fuel',
    mileageFee: 'Road charge',
    fuelFee: 'Fuel tax credit',
    cordonFee: 'Cordon fee',
    todFee: 'Time-of-day fee',
    tollFee: 'Toll fee',
    paymentStatus: 'Payment status',
    segment: 'Segment',
    state: 'State',
    type: 'Type',
    mileage: 'Mileage',
    date: 'Date',
    note: 'Note',
  },
  paymentStatus: {
    'N/A': 'N/A',
    failed: 'Failed',
    'paid in full': 'Paid in full',
    'paid in part': 'Paid in part',
    pending: 'Pending',
    paid: 'Paid',
  },
  segmentType: {
    public: 'Public roads',
    private: 'Private roads',
    state: 'Whole state',
  },
  page: {
    title: 'Trip',
    heading: 'Trip of {{start}}',
    back: 'Back to trips',
    tabsLabel: 'Trip sections',
    loadFailed: 'The trip could not be loaded. Please try again later.',
  },
  tabs: {
    Visualization: 'Visualization',
    Segments: 'Segments',
    Info: 'Info',
    Adjustments: 'Adjustments',
  },
  segments: {
    tableLabel: 'Trip segments',
    empty: 'This trip has no segments.',
    number: 'Segment {{number}}',
  },
  info: {
    tableLabel: 'Trip information',
    id: 'Trip ID',
    vin: 'Vehicle VIN',
    device: 'Device serial number',
    deviceDistance: 'Distance reported by the device',
    processedAt: 'Processed',
  },
  // What happens to the trip's GPS points and routes (decision 015); dates MM-DD-YYYY.
  locationRetention: {
    keptUntil: 'Location data kept until {{date}}',
    keptAfterPayment: "Location data kept until {{days}} days after this trip's charges are paid",
    destroyedOn: 'Location data destroyed on {{date}}',
  },
  adjustments: {
    tableLabel: 'Trip adjustments',
    empty: 'There are no adjustments for this trip.',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    trips: typeof tripsEn;
  }
}

registerTexts({ trips: tripsEn }, { es: () => import('./texts.es').then((module) => ({ trips: module.tripsEs })) });
