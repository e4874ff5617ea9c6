import { describe, expect, it } from 'vitest';
import { decodeManifest, parseManifest } from '../manifest.js';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeManifest', () => {
  it('decodes base64 text, URL-safe base64 and data: URLs', () => {
    expect(decodeManifest(b64('a,b\n'))).toBe('a,b\n');
    expect(decodeManifest(Buffer.from('a,b??>\n').toString('base64url'))).toBe('a,b??>\n');
    expect(decodeManifest(`data:text/csv;base64,${b64('a,b')}`)).toBe('a,b');
    expect(decodeManifest(b64('\uFEFFx,y'))).toBe('x,y');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['not base64!', 'not base64'],
    ['abcde', 'impossible length'],
    [b64('   \n  '), 'blank text'],
    [Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString('base64'), 'not UTF-8'],
    [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]).toString('base64'), 'binary (a zip file)'],
  ])('refuses %j (%s)', (manifest) => {
    expect(decodeManifest(manifest)).toBeNull();
  });
});

describe('parseManifest', () => {
  it('reads the six columns in order without a header', () => {
    expect(parseManifest('SN1,490154203237518,a@example.com,1HGCM82633A004352,UPS,1Z1\n')).toEqual([
      {
        line: 1,
        serialNumber: 'SN1',
        imei: '490154203237518',
        participant: 'a@example.com',
        vin: '1HGCM82633A004352',
        carrier: 'UPS',
        trackingNumber: '1Z1',
      },
    ]);
  });

  it('maps columns by the header names when there is a header, and skips blank lines', () => {
    const rows = parseManifest(
      'VIN,Serial Number,IMEI,Account Number,Carrier,Tracking Number\r\n\r\n1HGCM82633A004352, SN2 ,490154203237518,100001,USPS,9400\r\n',
    );
    expect(rows).toEqual([
      {
        line: 3,
        serialNumber: 'SN2',
        imei: '490154203237518',
        participant: '100001',
        vin: '1HGCM82633A004352',
        carrier: 'USPS',
        trackingNumber: '9400',
      },
    ]);
  });

  it('reads tab-separated text files', () => {
    const rows = parseManifest('SN3\t490154203237518\tb@example.com\t1HGCM82633A004352\n');
    expect(rows?.[0]).toMatchObject({
      serialNumber: 'SN3',
      participant: 'b@example.com',
      carrier: '',
      trackingNumber: '',
    });
  });

  it('keeps quoted commas inside a field', () => {
    const rows = parseManifest('SN4,490154203237518,c@example.com,1HGCM82633A004352,"Fast, Inc.",T1\n');
    expect(rows?.[0]?.carrier).toBe('Fast, Inc.');
  });

  it('is null for text that is not a table', () => {
    expect(parseManifest('hello world\n')).toBeNull();
    expect(parseManifest('\n\n')).toBeNull();
    expect(parseManifest('a,"unterminated\n')).toBeNull();
  });

  it('gives a header-only manifest no rows', () => {
    expect(parseManifest('serial,imei,email,vin,carrier,tracking\n')).toEqual([]);
  });
});
