import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { mileageReportFormSchema, odometerReadingKm, parseOdometerInput } from '../mileage-reports.js';
import { milesToKm } from '../units.js';

const photo = { storageKey: 'participant/u1/mileage-reports/1.jpg', size: 10, mimeType: 'image/jpeg' as const };

describe('mileageReportFormSchema', () => {
  it('sends a reading typed in km as km', () => {
    const parsed = mileageReportFormSchema('km').parse({ vehicleId: 'v1', odometer: '12,345.5', photo });
    expect(parsed).toEqual({ vehicleId: 'v1', odometer: 12345.5, photo });
  });

  it('converts a reading typed in miles to km', () => {
    const parsed = mileageReportFormSchema('mi').parse({ vehicleId: 'v1', odometer: '40180', photo });
    expect(parsed.odometer).toBeCloseTo(milesToKm(40180), 9);
    expect(parsed.odometer).toBeCloseTo(64663.2, 0);
  });

  it('takes the reading in the unit chosen on the form, whatever the display unit', () => {
    const miles = mileageReportFormSchema('km').parse({ vehicleId: 'v1', unit: 'mi', odometer: '40,180', photo });
    expect(miles).toEqual({ vehicleId: 'v1', odometer: milesToKm(40180), photo });
    const km = mileageReportFormSchema('mi').parse({ vehicleId: 'v1', unit: 'km', odometer: '64663.2', photo });
    expect(km.odometer).toBe(64663.2);
    // The limit is on the stored km: 1,900,000 km passes, 1,900,000 miles (3,057,774 km) does not.
    expect(
      mileageReportFormSchema('mi').safeParse({ vehicleId: 'v1', unit: 'km', odometer: '1900000', photo }).success,
    ).toBe(true);
    const tooFar = mileageReportFormSchema('km').safeParse({ vehicleId: 'v1', unit: 'mi', odometer: '1900000', photo });
    expect(tooFar.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['odometer', messages.mileageReportOdometerTooLarge],
    ]);
  });

  it('parses a typed reading and converts it to the km stored', () => {
    expect(parseOdometerInput(' 12,345.5 ')).toBe(12345.5);
    expect(parseOdometerInput('')).toBeNull();
    expect(parseOdometerInput('12a')).toBeNull();
    expect(odometerReadingKm(100, 'mi')).toBeCloseTo(160.9344, 9);
    expect(odometerReadingKm(100, 'km')).toBe(100);
  });

  it('names every missing field with its own message', () => {
    const result = mileageReportFormSchema('km').safeParse({ vehicleId: '', odometer: ' ', photo: null });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(byField).toEqual({
      vehicleId: messages.mileageReportVehicleRequired,
      odometer: messages.mileageReportOdometerRequired,
      photo: messages.mileageReportPhotoRequired,
    });
  });

  it('refuses readings that are not a plain number, or beyond any odometer', () => {
    const schema = mileageReportFormSchema('km');
    for (const odometer of ['-5', '12a', '1e5', '1.2.3']) {
      const result = schema.safeParse({ vehicleId: 'v1', odometer, photo });
      expect(result.error?.issues[0]?.message, odometer).toBe(messages.mileageReportOdometerInvalid);
    }
    const huge = mileageReportFormSchema('mi').safeParse({ vehicleId: 'v1', odometer: '2000000', photo });
    expect(huge.error?.issues[0]?.message).toBe(messages.mileageReportOdometerTooLarge);
  });
});
