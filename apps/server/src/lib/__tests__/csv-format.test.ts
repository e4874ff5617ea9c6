import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv.js';
import { csvField, csvRecord } from '../csv-format.js';

describe('csvField', () => {
  it('writes plain text, numbers, booleans, dates and nothing as they read', () => {
    expect(csvField('Quimby')).toBe('Quimby');
    expect(csvField(100123)).toBe('100123');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-03-01T12:00:00.000Z'))).toBe('2026-03-01T12:00:00.000Z');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField('+1 209 555 0101')).toBe("'+1 209 555 0101");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('reads back as written, but for the apostrophe before a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('=1', '+', '-x', '@', '\t', '"', ',', '\r\n')), {
          minLength: 1,
          maxLength: 6,
        }),
        (fields) => {
          const [parsed] = parseCsv(`${csvRecord(['h', ...fields])}`);
          const expected = fields.map((f) => (/^[=+\-@\t\r]/.test(f) ? `'${f}` : f));
          expect(parsed).toEqual(['h', ...expected]);
        },
      ),
    );
  });
});
