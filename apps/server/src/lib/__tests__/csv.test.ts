import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from '../csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and records, with LF or CRLF, and ignores a final line break', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c,\n,,,\n')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(parseCsv('id,name\n1,"Vans, Cargo Type"\n2,"say ""hi"""\n3,"two\nlines"\n4,""\n')).toEqual([
      ['id', 'name'],
      ['1', 'Vans, Cargo Type'],
      ['2', 'say "hi"'],
      ['3', 'two\nlines'],
      ['4', ''],
    ]);
  });

  it('ignores a byte-order mark and rejects an unterminated quote', () => {
    expect(parseCsv('\ufeffa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a\n"open')).toThrow(/unterminated/);
  });

  it('maps records by header, filling missing trailing fields and skipping blank lines', () => {
    expect(parseCsvRecords('email,pilot\nx@example.com,MBUF\n\ny@example.com\n')).toEqual([
      { email: 'x@example.com', pilot: 'MBUF' },
      { email: 'y@example.com', pilot: '' },
    ]);
    expect(parseCsvRecords('')).toEqual([]);
  });
});
