import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import '../modules/configuration/configuration.schema.js';
import '../modules/participants/participants.schema.js';
import '../modules/programs/programs.schema.js';

export const schema = builder.toSchema();

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
