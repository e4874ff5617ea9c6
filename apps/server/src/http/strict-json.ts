import type { FastifyInstance } from 'fastify';
import { decodeUtf8, jsonTextProblem } from '../lib/json-text.js';

const badBody = (message: string) => Object.assign(new Error(message), { statusCode: 400, code: 'INVALID_JSON' });

/**
 * JSON bodies on every route: fastify's own parser (prototype-poisoning checks included), but the
 * bytes must be valid UTF-8 and the text valid Unicode. Otherwise a bad byte would be replaced
 * silently, and a lone surrogate would reach the database and fail there as a server error.
 */
export function registerStrictJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(badBody('The request body is not valid UTF-8 text.'), undefined);
    parseJson(req, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = jsonTextProblem(value);
      if (problem) return done(badBody(`The request body is not valid JSON text: ${problem}.`), undefined);
      return done(null, value);
    });
  });
}
