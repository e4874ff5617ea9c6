import type { FastifyInstance } from 'fastify';
import { countyOutlines, type StateOutlines, stateOutlines } from '../modules/trips/state-outlines.js';

export const STATE_OUTLINES_PATH = '/api/map/us-states.geojson';
export const COUNTY_OUTLINES_PATH = '/api/map/counties.geojson';

/**
 * GET /api/map/us-states.geojson and /api/map/counties.geojson: the maps' offline base layer (US state
 * outlines; the counties of California and its neighbours, with where to write their names), public
 * data, no sign-in. Gzipped when the browser accepts it; cached for a day.
 */
export function registerMapOutlineRoutes(app: FastifyInstance): void {
  const serve = (path: string, outlines: () => StateOutlines) =>
    app.get(path, async (req, reply) => {
      const layer = outlines();
      reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('etag', layer.etag)
        .header('vary', 'accept-encoding');
      if (req.headers['if-none-match'] === layer.etag) return reply.status(304).send();
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(layer.gzip);
      }
      return reply.send(layer.json);
    });
  serve(STATE_OUTLINES_PATH, stateOutlines);
  serve(COUNTY_OUTLINES_PATH, countyOutlines);
}
