import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from '../src/graphql/schema.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');
writeFileSync(target, printedSchema());
console.log(`wrote ${target}`);
