import { describe, expect, it } from 'vitest';
import {
  type AdjustableSegment,
  centsToDollars,
  isChanged,
  parseDollars,
  segmentAdjustment,
  type TripRates,
} from '../adjustmentFees';

const rates: TripRates = {
  mro: { centsPerMileageUnit: 1.118468, centsPerFuelUnit: 13.2 },
  tods: new Map([['tod-1', 5]]),
  cordons: new Map([['cordon-1', 10]]),
};

const segment: AdjustableSegment = {
  type: 'public',
  stateCode: 'CA',
  todId: null,
  cordonId: null,
  cordonEnterFeeCents: 0,
  mileage: 10,
  fuel: 1,
  mileageFeeCents: 11,
  fuelFeeCents: 13,
  cordonFeeCents: 0,
  todFeeCents: 0,
  tollFeeCents: 0,
};

describe('trip adjustment fees', () => {
  it('recomputes the mileage fee and fuel-tax credit with the trip rate, in integer cents', () => {
    const adjustment = segmentAdjustment(segment, { mileage: 20, fuel: 2.5, tollFeeCents: 0 }, rates);
    expect(adjustment).toEqual({
      adjMileage: 10,
      adjFuel: 1.5,
      adjMileageFeeCents: 22 - 11, // 20 km × 1.118468 ¢ = 22.37 → 22
      adjFuelFeeCents: 33 - 13, // 2.5 L × 13.2 ¢ = 33
      adjCordonFeeCents: 0,
      adjTodFeeCents: 0,
      adjTollFeeCents: 0,
    });
    expect(Number.isInteger(adjustment.adjMileageFeeCents)).toBe(true);
    expect(isChanged(adjustment)).toBe(true);
  });

  it('charges no mileage fee outside the billing state, nor for private segments', () => {
    const outside = segmentAdjustment(
      { ...segment, stateCode: 'NV' },
      { mileage: 20, fuel: 1, tollFeeCents: 0 },
      rates,
    );
    expect(outside.adjMileageFeeCents).toBe(0);
    expect(outside.adjMileage).toBe(10);
    const private_ = segmentAdjustment(
      { ...segment, type: 'private' },
      { mileage: 20, fuel: 1, tollFeeCents: 0 },
      rates,
    );
    expect(private_.adjMileageFeeCents).toBe(0);
  });

  it('recomputes the time-of-day and cordon fees (entry fee plus mileage) of the segment', () => {
    const adjustment = segmentAdjustment(
      {
        ...segment,
        todId: 'tod-1',
        todFeeCents: 50,
        cordonId: 'cordon-1',
        cordonEnterFeeCents: 200,
        cordonFeeCents: 300,
      },
      { mileage: 12.5, fuel: 1, tollFeeCents: 0 },
      rates,
    );
    expect(adjustment.adjTodFeeCents).toBe(63 - 50); // 12.5 × 5 = 62.5 → 63 (half up)
    expect(adjustment.adjCordonFeeCents).toBe(200 + 125 - 300);
  });

  it('changes nothing when nothing was edited, and takes the toll fee as typed', () => {
    const same = segmentAdjustment(segment, { mileage: 10, fuel: 1, tollFeeCents: 0 }, rates);
    expect(isChanged(same)).toBe(false);
    expect(segmentAdjustment(segment, { mileage: 10, fuel: 1, tollFeeCents: 250 }, rates).adjTollFeeCents).toBe(250);
  });

  it('keeps quantity deltas free of floating-point noise', () => {
    expect(
      segmentAdjustment({ ...segment, mileage: 1 }, { mileage: 1.1, fuel: 1, tollFeeCents: 0 }, rates).adjMileage,
    ).toBe(0.1);
  });

  it('reads dollars as integer cents without floating point', () => {
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('-0.05')).toBe(-5);
    expect(parseDollars('3')).toBe(300);
    expect(parseDollars('1.234')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(-5)).toBe('-0.05');
  });
});
