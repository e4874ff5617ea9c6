import type { FastifyInstance } from 'fastify';
import { stateOutlines } from '../modules/trips/state-outlines.js';

export const STATE_OUTLINES_PATH = '/api/map/us-states.geojson';

/**
 * GET /api/map/us-states.geojson: the maps' offline base layer (US state outlines, public data, no
 * sign-in). Gzipped when the browser accepts it (~70 kB instead of ~240 kB); cached for a day.
 */
export function registerMapOutlineRoutes(app: FastifyInstance): void {
  app.get(STATE_OUTLINES_PATH, async (req, reply) => {
    const outlines = stateOutlines();
    reply
      .header('content-type', 'application/geo+json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('etag', outlines.etag)
      .header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === outlines.etag) return reply.status(304).send();
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(outlines.gzip);
    }
    return reply.send(outlines.json);
  });
}
