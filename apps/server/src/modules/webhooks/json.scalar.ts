import type { ScalarRef } from '@pothos/core';
import { GraphQLError, valueFromASTUntyped } from 'graphql';
import { builder } from '../../graphql/builder.js';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** Any JSON value, passed through as is (webhook payloads, trip logs, adjustment content). */
export type JsonValue = unknown;

/**
 * The JSON scalar. The builder declares only DateTime among its scalars, so the scalar is registered
 * under its own name and its reference typed here as unknown in and out.
 */
export const JSONScalar = builder.scalarType('JSON' as 'DateTime', {
  description: 'Any JSON value',
  serialize: (value) => value as Date,
  parseValue: (value) => {
    if (value === undefined) throw new GraphQLError('JSON value expected');
    return value as Date;
  },
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables) as Date,
}) as unknown as ScalarRef<BuilderTypes, JsonValue, JsonValue>;
