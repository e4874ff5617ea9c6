import { describe, expect, it } from 'vitest';
import { KPL_PER_MPG, vehicleEfficiency } from '../index.js';

describe('vehicleEfficiency', () => {
  it('gives a fuel car MPG in miles and km per litre in km, as before', () => {
    expect(vehicleEfficiency({ type: 'gas', mpg: 30, kpl: 12.754 }, 'mi')).toEqual({ kind: 'mpg', value: 30 });
    expect(vehicleEfficiency({ type: 'hybrid', mpg: 50, kpl: 21.257 }, 'km')).toEqual({ kind: 'kpl', value: 21.257 });
    expect(vehicleEfficiency({ type: 'gas', mpg: null, kpl: null }, 'mi')).toBeNull();
  });

  it('gives an electric car MPGe and kWh per 100 miles or km, never km per litre', () => {
    // EPA: 131 MPGe is 25.7 kWh/100 mi (33.705 kWh per gallon equivalent), 16.0 kWh/100 km.
    const miles = vehicleEfficiency({ type: 'electric', mpg: 131, kpl: 55.694 }, 'mi');
    expect(miles).toMatchObject({ kind: 'electric', mpge: 131, unit: 'mi' });
    expect(miles?.kind === 'electric' && miles.kwhPer100).toBeCloseTo(25.73, 2);
    const km = vehicleEfficiency({ type: 'electric', mpg: 131, kpl: 55.694 }, 'km');
    expect(km).toMatchObject({ kind: 'electric', mpge: 131, unit: 'km' });
    expect(km?.kind === 'electric' && km.kwhPer100).toBeCloseTo(15.99, 2);
    // Only the km-per-litre figure stored: MPGe from it.
    const fromKpl = vehicleEfficiency({ type: 'electric', mpg: null, kpl: 131 * KPL_PER_MPG }, 'km');
    expect(fromKpl?.kind === 'electric' && fromKpl.mpge).toBeCloseTo(131, 9);
    expect(vehicleEfficiency({ type: 'electric', mpg: null, kpl: null }, 'km')).toBeNull();
  });
});
