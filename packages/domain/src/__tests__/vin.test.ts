import { describe, expect, it } from 'vitest';
import {
  firstIssueMessage,
  isTelematicsCompatible,
  isValidVin,
  MODEL_YEAR_CODES,
  makeKey,
  messages,
  normaliseVin,
  telematicsMinModelYear,
  VIN_TRANSLITERATION,
  VIN_WEIGHTS,
  vinCheckDigit,
  vinModelYear,
  vinWmi,
} from '../index.js';

describe('VIN check digit (49 CFR 565.15)', () => {
  it('uses the regulation tables', () => {
    expect(VIN_WEIGHTS).toEqual([8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(Object.keys(VIN_TRANSLITERATION).join('')).toBe('ABCDEFGHJKLMNPRSTUVWXYZ');
    expect(['I', 'O', 'Q'].some((l) => l in VIN_TRANSLITERATION)).toBe(false);
  });

  // Real VINs whose position 9 is the right check digit.
  it.each([
    ['1HGCM82633A004352', '3'], // 2003 Honda Accord (the regulation's worked example)
    ['1M8GDM9AXKP042788', 'X'], // remainder 10 is written X
    ['JH4KA7561PC008269', '1'], // 1993 Acura Legend
    ['5YJSA1E14HF178360', '4'], // 2017 Tesla Model S
    ['1N4AL3AP8JC231503', '8'], // 2018 Nissan Altima
    ['5YJ3E1EA2KF317000', '2'], // 2019 Tesla Model 3 (5YJ3E1EA7KF317000 with its right check digit)
    ['11111111111111111', '1'],
  ])('%s is valid with check digit %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(isValidVin(vin)).toBe(true);
  });

  it('ignores case and surrounding spaces', () => {
    expect(isValidVin('  1hgcm82633a004352 ')).toBe(true);
    expect(normaliseVin(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
  });

  it.each([
    ['5YJ3E1EA7KF317000', 'wrong check digit: the sum gives 2, position 9 holds 7'],
    ['1HGCM82635A004352', 'check digit changed'],
    ['1HGCM82633A004353', 'a changed serial no longer matches'],
    ['1M8GDM9A1KP042788', 'X expected'],
    ['1HGCM82633A00435', '16 characters'],
    ['1HGCM82633A0043522', '18 characters'],
    ['1HGCM8263IA004352', 'I is never used'],
    ['1HGCM8263OA004352', 'O is never used'],
    ['1HGCQ82633A004352', 'Q is never used'],
    ['1HGCM82633A00435-', 'punctuation'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('has no check digit for text that is not 17 VIN characters', () => {
    expect(vinCheckDigit('1HGCM82633A00435')).toBeNull();
    expect(vinCheckDigit('1HGCM8263IA004352')).toBeNull();
  });
});

describe('VIN model year (position 10, cycle by position 7)', () => {
  it.each([
    ['1HGCM82633A004352', 2003], // position 7 '6' digit: 1980–2009, '3' = 2003
    ['JH4KA7561PC008269', 1993], // 'P' with a digit in position 7
    ['5YJ3E1EA2KF317000', 2019], // position 7 'E' letter: 2010–2039, 'K' = 2019
    ['5YJSA1E14HF178360', 2017],
    ['1N4AL3AP8JC231503', 2018],
    ['1M8GDM9AXKP042788', 1989], // position 7 '9' digit: 'K' = 1989
  ])('%s is model year %i', (vin, year) => {
    expect(vinModelYear(vin)).toBe(year);
  });

  it('spans the 30-year cycle A…Y, 1…9 without I, O, Q, U, Z and 0', () => {
    expect(MODEL_YEAR_CODES).toHaveLength(30);
    for (const c of 'IOQUZ0') expect(MODEL_YEAR_CODES).not.toContain(c);
    expect(vinModelYear('1HGCM8263AA004352')).toBe(1980);
  });

  it.each(['U', 'Z', '0'])('has no year for code %s', (code) => {
    expect(vinModelYear(`1HGCM8263${code}A004352`)).toBeNull();
  });

  it('reads the letter cycle from position 7', () => {
    expect(vinModelYear('1HGCM8A63AA004352')).toBe(2010);
    expect(vinModelYear('1HGCM8263AA004352')).toBe(1980);
    expect(vinModelYear('1HGCM8A639A004352')).toBe(2039);
  });
});

describe('VIN manufacturer code', () => {
  it('is positions 1–3, or 1–3 and 12–14 when position 3 is 9', () => {
    expect(vinWmi('1HGCM82633A004352')).toBe('1HG');
    expect(vinWmi('1R9BP1234XA123456')).toBe('1R9123');
  });
});

describe('telematics compatibility by make and model year', () => {
  it.each([
    ['Tesla', 2015, true],
    ['Tesla', 2014, false],
    ['Ford', 2018, true],
    ['Ford', 2017, false],
    ['Hyundai', 2018, false],
    ['Hyundai', 2019, true],
    ['Volkswagen', 2019, false],
    ['Volkswagen', 2020, true],
    ['MERCEDES-BENZ', 2019, true],
    ['mercedes benz', 2018, false],
    ['Honda', 2019, false],
    ['Honda', 2020, true],
    ['GM', 2018, true], // vPIC's common name of the General Motors brands
    ['Subaru', 2024, false], // a make not in the table is not compatible
    ['', 2024, false],
    [null, 2024, false],
  ])('%s %s → %s', (make, year, compatible) => {
    expect(isTelematicsCompatible(make, year)).toBe(compatible);
  });

  it('compares makes without case or punctuation', () => {
    expect(makeKey('Mercedes-Benz')).toBe('mercedesbenz');
    expect(telematicsMinModelYear('bmw')).toBe(2018);
    expect(telematicsMinModelYear('Unknown Motors')).toBeNull();
  });

  it('needs a model year', () => {
    expect(isTelematicsCompatible('Tesla', null)).toBe(false);
  });

  it('keeps firstIssueMessage usable with the VIN messages', () => {
    expect(messages.vinInvalid).toBe('Unable to determine vehicle information because the Vehicle VIN is not valid.');
    expect(typeof firstIssueMessage).toBe('function');
  });
});
