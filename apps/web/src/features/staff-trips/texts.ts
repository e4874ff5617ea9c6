import { registerTexts } from '../../i18n';

/**
 * The staff trip screens' texts in English, under `staffTrips`; registered when the staff console
 * loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffTripsEn = {
  trips: {
    title: 'Trips',
    intro: 'Every trip of this participant created in the range, whatever its process status, invalid trips included.',
    empty: 'No trips in this range.',
  },
  invalidate: {
    title: 'Invalidate Trips',
    intro:
      'The valid trips of this participant created in the range. Choose the trips to invalidate: their charges not yet on a statement are left out of the next one. Charges already billed stay on their statement.',
    empty: 'No valid trips in this range.',
    action: 'Invalidate',
    actionCount: 'Invalidate ({{count}})',
    dialogTitle: 'Invalidate trips',
    dialogMessage_one: 'Invalidate the chosen trip? It stays in the trip list, marked invalid.',
    dialogMessage_other: 'Invalidate the {{count}} chosen trips? They stay in the trip list, marked invalid.',
    note: 'Invalidation note',
    noteHint: 'Why the trips are invalid; kept on each trip and in the audit trail.',
    done_one: 'Trip invalidated.',
    done_other: '{{count}} trips invalidated.',
    failed: 'Trip {{id}} could not be invalidated: {{error}}',
  },
  filters: {
    processStatus: 'Process status',
    anyStatus: 'Any status',
    validity: 'Validity',
    all: 'All trips',
    valid: 'Valid only',
    invalid: 'Invalid only',
  },
  columns: {
    id: 'Trip id',
    recordId: 'Record id',
    start: 'Start',
    end: 'End',
    vehicle: 'Vehicle (VIN)',
    vehicleId: 'Vehicle id',
    device: 'Device serial',
    distMro: 'distMro (km)',
    distGps: 'distGps (km)',
    distRoute: 'distRoute (km)',
    odoMro: 'odoMro (km)',
    totalDistance: 'Total distance (km)',
    billableDistance: 'Billable distance (km)',
    processStatus: 'Process status',
    processMsg: 'Process message',
    processedAt: 'Processed',
    reviewStatus: 'Review status',
    reviewReason: 'Review reason',
    invalid: 'Invalid',
    notes: 'Notes',
    mileageFee: 'Mileage fee',
    fuelFee: 'Fuel tax credit',
    cordonFee: 'Cordon fee',
    todFee: 'ToD fee',
    tollFee: 'Toll fee',
    paymentStatus: 'Payment status',
    routeEngine: 'Route engine',
    created: 'Created',
    updated: 'Updated',
    updatedBy: 'Updated by',
  },
  processStatus: { pending: 'pending', processed: 'processed', failed: 'failed' },
  details: {
    processMsg: 'Process message',
    notes: 'Notes',
    none: 'None',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffTrips: typeof staffTripsEn;
  }
}

registerTexts(
  { staffTrips: staffTripsEn },
  { es: () => import('./texts.es').then((module) => ({ staffTrips: module.staffTripsEs })) },
);
