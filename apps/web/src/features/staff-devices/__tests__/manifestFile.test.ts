import { describe, expect, it } from 'vitest';
import { isManifestFile } from '../BulkRegisterPage';

describe('isManifestFile (staff spec section 5: a .csv or .txt manifest)', () => {
  it('accepts .csv and .txt in any case and refuses other files', () => {
    expect(isManifestFile('shipment.csv')).toBe(true);
    expect(isManifestFile('SHIPMENT.TXT')).toBe(true);
    expect(isManifestFile('shipment.csv.pdf')).toBe(false);
    expect(isManifestFile('shipment.xlsx')).toBe(false);
    expect(isManifestFile('csv')).toBe(false);
  });
});
