import { describe, expect, it } from 'vitest';
import {
  createMileageReportSchema,
  createTripAdjustmentSchema,
  firstIssueMessage,
  isOdometerIncrease,
  isSegmentVisibleToParticipant,
  isTripVisibleToParticipant,
  messages,
  tripPaymentStatus,
  tripTotals,
  updateMileageReportSchema,
  updateMroEventSchema,
  updateTripSchema,
  windowStart,
} from '../index.js';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

const seg = (type: string, paymentStatus = 'pending') => ({ type, paymentStatus });

describe('trip payment status (from public segments)', () => {
  it.each([
    ['no segments at all', [], 'pending'],
    ['only private and state segments', [seg('private', 'paid'), seg('state', 'failed')], 'N/A'],
    ['one pending public segment', [seg('public')], 'pending'],
    ['one paid public segment', [seg('public', 'paid')], 'paid in full'],
    ['one failed public segment', [seg('public', 'failed')], 'failed'],
    ['all public paid', [seg('public', 'paid'), seg('public', 'paid'), seg('private')], 'paid in full'],
    ['any public failed wins over paid', [seg('public', 'paid'), seg('public', 'failed')], 'failed'],
    ['failed wins over pending', [seg('public'), seg('public', 'failed')], 'failed'],
    ['more than one public, some paid', [seg('public', 'paid'), seg('public')], 'paid in part'],
    ['three public, one paid', [seg('public'), seg('public', 'paid'), seg('public')], 'paid in part'],
    ['several public, none paid', [seg('public'), seg('public')], 'pending'],
    ['a failed private segment does not count', [seg('public', 'paid'), seg('private', 'failed')], 'paid in full'],
  ] as const)('%s → %s', (_name, segments, expected) => {
    expect(tripPaymentStatus(segments)).toBe(expected);
  });
});

describe('segment visibility for participants', () => {
  it.each([
    ['public', 'CA', true],
    ['private', 'CA', true],
    ['state', 'CA', false],
    ['public', 'NV', false],
    ['private', 'OR', false],
    ['state', 'NV', true],
    ['public', null, false],
    ['state', null, true],
    ['unknown', 'CA', false],
  ] as const)('%s segment in %s → %s', (type, stateCode, visible) => {
    expect(isSegmentVisibleToParticipant({ type, stateCode })).toBe(visible);
  });
});

describe('trip visibility for participants', () => {
  it.each([
    ['processed', 0.06, true],
    ['processed', 12.5, true],
    ['processed', 0.059, false],
    ['processed', null, false],
    ['pending', 10, false],
    ['failed', 10, false],
  ] as const)('%s with distMro %s → %s', (processStatus, distMro, visible) => {
    expect(isTripVisibleToParticipant({ processStatus, distMro })).toBe(visible);
  });
});

describe('trip totals', () => {
  it('adds public and private mileage and fuel; billable is public in CA', () => {
    expect(
      tripTotals([
        { type: 'public', stateCode: 'CA', mileage: 10, fuel: 1 },
        { type: 'private', stateCode: 'CA', mileage: 2, fuel: 0.25 },
        { type: 'public', stateCode: 'NV', mileage: 5, fuel: 0.5 },
        { type: 'state', stateCode: 'NV', mileage: 5, fuel: 0.5 },
      ]),
    ).toEqual({ totalDistance: 17, billableDistance: 10, totalFuel: 1.75 });
  });
  it('is zero without segments', () => {
    expect(tripTotals([])).toEqual({ totalDistance: 0, billableDistance: 0, totalFuel: 0 });
  });
});

describe('updateTrip input', () => {
  it('requires a note to invalidate', () => {
    expect(messageOf(updateTripSchema.safeParse({ id: 't1', invalid: true }))).toBe(
      messages.tripInvalidateNoteRequired,
    );
    expect(messageOf(updateTripSchema.safeParse({ id: 't1', invalid: true, notes: '   ' }))).toBe(
      messages.tripInvalidateNoteRequired,
    );
    expect(updateTripSchema.safeParse({ id: 't1', invalid: true, notes: 'Duplicate upload' }).success).toBe(true);
  });
  it('only sets a trip back to pending', () => {
    expect(messageOf(updateTripSchema.safeParse({ id: 't1', processStatus: 'processed' }))).toBe(
      messages.tripReprocessOnlyPending,
    );
  });
  it('changes the route only with a re-process request', () => {
    expect(messageOf(updateTripSchema.safeParse({ id: 't1', distGps: 3 }))).toBe(
      messages.tripReprocessFieldsNeedPending,
    );
    expect(
      updateTripSchema.safeParse({ id: 't1', processStatus: 'pending', polyline: '_p~iF~ps|U', distGps: 3 }).success,
    ).toBe(true);
  });
  it('refuses a route that is not an encoded polyline', () => {
    expect(messageOf(updateTripSchema.safeParse({ id: 't1', processStatus: 'pending', polyline: 'a b\n' }))).toBe(
      messages.tripPolylineInvalid,
    );
  });
});

describe('createTripAdjustment input', () => {
  it('requires a note', () => {
    expect(messageOf(createTripAdjustmentSchema.safeParse({ tripId: 't', adjMileage: 1 }))).toBe(
      messages.tripAdjustmentNoteRequired,
    );
    expect(messageOf(createTripAdjustmentSchema.safeParse({ tripId: 't', adjMileage: 1, note: ' ' }))).toBe(
      messages.tripAdjustmentNoteRequired,
    );
  });
  it('requires at least one changed amount', () => {
    expect(messageOf(createTripAdjustmentSchema.safeParse({ tripId: 't', note: 'x' }))).toBe(
      messages.tripAdjustmentChangeRequired,
    );
    expect(
      messageOf(createTripAdjustmentSchema.safeParse({ tripId: 't', note: 'x', adjMileage: 0, adjTollFeeCents: 0 })),
    ).toBe(messages.tripAdjustmentChangeRequired);
    const ok = createTripAdjustmentSchema.parse({ tripId: 't', note: 'x', adjTollFeeCents: -250 });
    expect(ok).toMatchObject({ adjTollFeeCents: -250, adjMileage: 0, note: 'x' });
  });
  it('takes money as integer cents', () => {
    expect(createTripAdjustmentSchema.safeParse({ tripId: 't', note: 'x', adjMileageFeeCents: 1.5 }).success).toBe(
      false,
    );
  });
});

describe('mileage reports', () => {
  const base = {
    username: 'u1',
    vehicleId: 'v1',
    odoMileage: 1200.5,
    tsReportDate: new Date(),
    photos: [{ storageKey: 'participant/u1/mileage-reports/1700000000000.jpg', size: 2048, mimeType: 'image/jpeg' }],
  };
  it('accepts a complete report and starts it pending', () => {
    expect(createMileageReportSchema.parse(base).auditStatus).toBe('pending');
  });
  it.each([
    ['odometer', { odoMileage: undefined }, messages.mileageReportOdometerRequired],
    ['vehicle', { vehicleId: '' }, messages.mileageReportVehicleRequired],
    ['date', { tsReportDate: undefined }, messages.mileageReportDateRequired],
    ['photo', { photos: [] }, messages.mileageReportPhotoRequired],
  ])('requires the %s', (_name, change, message) => {
    expect(messageOf(createMileageReportSchema.safeParse({ ...base, ...change }))).toBe(message);
  });
  it("refuses a photo outside the participant's folder or not an image", () => {
    const other = [{ ...base.photos[0], storageKey: 'participant/u2/mileage-reports/1.jpg' }];
    expect(messageOf(createMileageReportSchema.safeParse({ ...base, photos: other }))).toBe(
      messages.mileageReportPhotoInvalid,
    );
    const pdf = [{ ...base.photos[0], mimeType: 'application/pdf' }];
    expect(messageOf(createMileageReportSchema.safeParse({ ...base, photos: pdf }))).toBe(
      messages.mileageReportPhotoInvalid,
    );
  });
  it('refuses a reading date in the future', () => {
    const tsReportDate = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    expect(messageOf(createMileageReportSchema.safeParse({ ...base, tsReportDate }))).toBe(
      messages.mileageReportDateInFuture,
    );
  });
  it.each([
    [null, 10, true],
    [10, 10.5, true],
    [10, 10, false],
    [10, 9, false],
  ] as const)('previous %s, next %s → increase %s', (previous, next, ok) => {
    expect(isOdometerIncrease(previous, next)).toBe(ok);
  });
  it('approving needs the actual mileage', () => {
    expect(messageOf(updateMileageReportSchema.safeParse({ id: 'm', auditStatus: 'approved' }))).toBe(
      messages.actualMileageRequired,
    );
    // The reason is optional for either decision (staff spec section 5); the reject notice leaves its line out.
    expect(updateMileageReportSchema.safeParse({ id: 'm', auditStatus: 'rejected' }).success).toBe(true);
    expect(updateMileageReportSchema.safeParse({ id: 'm', auditStatus: 'rejected', reason: '  ' }).data?.reason).toBe(
      null,
    );
    expect(updateMileageReportSchema.safeParse({ id: 'm', auditStatus: 'rejected', reason: 'Blurred' }).success).toBe(
      true,
    );
    expect(messageOf(updateMileageReportSchema.safeParse({ id: 'm', auditStatus: 'pending' }))).toBe(
      messages.mileageReportDecisionRequired,
    );
  });
});

describe('MRO events and default windows', () => {
  it('edits flag, type and description', () => {
    expect(updateMroEventSchema.parse({ id: 'e', flagged: true, type: ' trip ' })).toEqual({
      id: 'e',
      flagged: true,
      type: 'trip',
    });
  });
  it('computes the 7-day and one-month windows', () => {
    const now = new Date('2024-09-15T12:00:00.000Z');
    expect(windowStart(now, { days: 7 }).toISOString()).toBe('2024-09-08T12:00:00.000Z');
    expect(windowStart(now, { months: 1 }).toISOString()).toBe('2024-08-15T12:00:00.000Z');
  });
});
