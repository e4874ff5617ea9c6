import { describe, expect, it } from 'vitest';
import {
  createMileageReportingOptionSchema,
  firstIssueMessage,
  messages,
  resolvedModel,
  updateParticipantConnectionSchema,
  vehicleDetailsSchema,
  vehicleFormSchema,
  vinRequiredForYear,
} from '../index.js';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

const valid = {
  year: 2019,
  make: 'Tesla',
  model: 'Model 3 Long Range',
  vin: '5YJ3E1EA2KF317000',
  type: 'electric',
  registrationState: 'ca',
  licensePlate: ' 8abc123 ',
};

describe('vehicle registration form (participant spec section 5)', () => {
  it('accepts a valid vehicle and normalises state, plate and VIN', () => {
    const parsed = vehicleDetailsSchema.parse({ ...valid, vin: ' 5yj3e1ea2kf317000 ' });
    expect(parsed).toMatchObject({ registrationState: 'CA', licensePlate: '8ABC123', vin: '5YJ3E1EA2KF317000' });
  });

  it.each([
    [{ model: '' }, messages.vehicleModelRequired],
    [{ model: undefined }, messages.vehicleModelRequired],
    [{ model: 'Other' }, messages.vehicleOtherModelRequired],
    [{ model: 'other', otherModel: '  ' }, messages.vehicleOtherModelRequired],
    [{ registrationState: '' }, messages.registrationStateRequired],
    [{ registrationState: 'XX' }, messages.registrationStateRequired],
    [{ licensePlate: '' }, messages.licensePlateRequired],
    [{ licensePlate: '123456789' }, messages.licensePlateTooLong],
    [{ year: 1995 }, messages.vehicleYearOutOfRange],
    [{ year: new Date().getFullYear() + 2 }, messages.vehicleYearOutOfRange],
    [{ year: undefined }, messages.vehicleYearRequired],
    [{ year: 2001, vin: null }, messages.vinRequired],
    [{ year: 2006, vin: '' }, messages.vinRequired],
    [{ subtype: 'Motorcycle' }, messages.motorcycleNotEligible],
    [{ vin: '5YJ3E1EA7KF317000' }, messages.vinInvalid],
    [{ vin: 'ABC' }, messages.vinInvalid],
    [{ make: '' }, messages.vehicleMakeRequired],
  ])('%j → %s', (change, message) => {
    expect(messageOf(vehicleDetailsSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('refuses a 9-character plate with its message: the plate is never cut to 8', () => {
    const result = vehicleDetailsSchema.safeParse({ ...valid, licensePlate: 'ABCD12345' });
    expect(messageOf(result)).toBe(messages.licensePlateTooLong);
    expect(vehicleDetailsSchema.parse({ ...valid, licensePlate: 'abcd1234' }).licensePlate).toBe('ABCD1234');
  });

  it('asks a VIN from model years 1996 to 2006 only, also when registering with a VIN is off', () => {
    const years = [1995, 1996, 2005, 2006, 2007, null];
    expect(years.map(vinRequiredForYear)).toEqual([false, true, true, true, false, false]);
    const noVin = { ...valid, year: 2005, make: 'Toyota', model: 'Camry', type: 'gas', vin: '' };
    const result = vehicleFormSchema(false).safeParse(noVin);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['vin'], message: messages.vinRequired })]);
    expect(vehicleFormSchema(false).safeParse({ ...noVin, year: 2007 }).success).toBe(true);
  });

  it('puts eligibility first: an old motorcycle is told about the date range', () => {
    expect(messageOf(vehicleDetailsSchema.safeParse({ ...valid, year: 1990, subtype: 'motorcycle', model: '' }))).toBe(
      messages.vehicleYearOutOfRange,
    );
  });

  it('needs no VIN from 2007 on, and stores the free text of an Other model', () => {
    const parsed = vehicleDetailsSchema.parse({
      ...valid,
      year: 2007,
      vin: '',
      model: 'Other',
      otherModel: 'Roadster',
    });
    expect(parsed.vin).toBeNull();
    expect(resolvedModel(parsed)).toBe('Roadster');
    expect(resolvedModel({ model: 'Civic' })).toBe('Civic');
  });
});

describe('device association', () => {
  const device = {
    username: 'u1',
    vehicleId: 'v1',
    deviceSerialNumber: ' sn-100 ',
    deviceImei: '490154203237518',
    gpsEnabled: true,
  };
  it('upper-cases the serial number', () => {
    expect(createMileageReportingOptionSchema.parse(device).deviceSerialNumber).toBe('SN-100');
  });
  it.each([
    [{ deviceSerialNumber: '' }, messages.fillRequiredFields],
    [{ vehicleId: undefined }, messages.fillRequiredFields],
    [{ gpsEnabled: undefined }, messages.fillRequiredFields],
    [{ deviceImei: '12345' }, messages.deviceImeiInvalid],
    [
      { shippedDate: '2024-08-10T00:00:00Z', deliveredDate: '2024-08-09T00:00:00Z' },
      messages.deviceDeliveredBeforeShipped,
    ],
  ])('%j → %s', (change, message) => {
    expect(messageOf(createMileageReportingOptionSchema.safeParse({ ...device, ...change }))).toBe(message);
  });
});

describe('connection update', () => {
  it('only clears tokens', () => {
    expect(updateParticipantConnectionSchema.safeParse({ id: 'c', username: 'u', accessToken: null }).success).toBe(
      true,
    );
    expect(messageOf(updateParticipantConnectionSchema.safeParse({ id: 'c', username: 'u', accessToken: 'x' }))).toBe(
      messages.connectionTokensClearOnly,
    );
  });
});
