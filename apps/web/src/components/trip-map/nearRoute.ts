import type { Feature, FeatureCollection, Geometry } from 'geojson';

/** States this far (in degrees) around a route are drawn at once; the others once the view reaches them. */
export const NEAR_ROUTE_DEGREES = 6;

/** A longitude/latitude box: west, south, east, north. */
export type Box = readonly [west: number, south: number, east: number, north: number];

/** The box of a route's [lat, lng] points, widened by `degrees` on every side. */
export function routeBox(route: readonly (readonly [number, number])[], degrees = NEAR_ROUTE_DEGREES): Box {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lat, lng] of route) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west - degrees, south - degrees, east + degrees, north + degrees];
}

/** The box of a GeoJSON geometry's positions; null for one without positions. */
export function geometryBox(geometry: Geometry | null): Box | null {
  if (!geometry) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  let any = false;
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [lng, lat] = value as [number, number];
      any = true;
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      return;
    }
    for (const item of value) visit(item);
  };
  if (geometry.type === 'GeometryCollection') {
    for (const part of geometry.geometries) {
      const box = geometryBox(part);
      if (box) visit([box.slice(0, 2), box.slice(2)]);
    }
  } else visit(geometry.coordinates);
  return any ? [west, south, east, north] : null;
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Whether `outer` holds all of `inner`. */
export const boxContains = (outer: Box, inner: Box) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

/** The features of a collection whose box overlaps `box`. */
export function featuresNear<F extends FeatureCollection>(collection: F, box: Box): F {
  return {
    ...collection,
    features: collection.features.filter((feature: Feature) => {
      const own = geometryBox(feature.geometry);
      return own !== null && overlaps(own, box);
    }),
  };
}
