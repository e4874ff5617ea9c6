import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../schema.js';

describe('schema.graphql', () => {
  it('is the printed schema of the code (run `npm run generate` when this fails)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
    expect(readFileSync(file, 'utf8')).toBe(printedSchema());
  });
});
