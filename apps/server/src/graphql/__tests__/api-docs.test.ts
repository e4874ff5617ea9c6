import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.js';

const docs = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/api.md'),
  'utf8',
);

describe('docs/api.md', () => {
  it('describes every query and mutation of the schema', () => {
    const names = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      type && isObjectType(type) ? Object.keys(type.getFields()) : [],
    );
    const undocumented = names.filter((name) => !new RegExp(`\`${name}[\`(]`).test(docs));
    expect(undocumented).toEqual([]);
  });
});
