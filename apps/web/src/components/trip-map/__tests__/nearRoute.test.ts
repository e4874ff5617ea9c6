import type { FeatureCollection, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { boxContains, featuresNear, geometryBox, routeBox } from '../nearRoute';

const square = (name: string, west: number, south: number, size: number) => ({
  type: 'Feature' as const,
  properties: { name },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  } as Polygon,
});

// Rough boxes of a few states, longitude/latitude.
const states: FeatureCollection<Polygon, { name: string }> = {
  type: 'FeatureCollection',
  features: [
    square('California-ish', -124, 32.5, 9),
    square('Nevada-ish', -120, 35, 5),
    square('Utah-ish', -114, 37, 5),
    square('Florida-ish', -87, 25, 6),
    square('Maine-ish', -71, 43, 4),
  ],
};

describe('the base layer near a route', () => {
  // Sacramento to Reno, [lat, lng] as the map's points are.
  const route: [number, number][] = [
    [38.58, -121.49],
    [39.53, -119.81],
  ];

  it('widens the route’s box by the given degrees', () => {
    expect(routeBox(route, 6)).toEqual([-127.49, 32.58, -113.81, 45.53]);
  });

  it('keeps the states within reach of the route and drops the far ones', () => {
    const near = featuresNear(states, routeBox(route));
    expect(near.features.map((f) => f.properties.name)).toEqual(['California-ish', 'Nevada-ish', 'Utah-ish']);
    expect(featuresNear(states, routeBox(route, 0)).features.map((f) => f.properties.name)).toEqual([
      'California-ish',
      'Nevada-ish',
    ]);
  });

  it('measures multipolygons, collections and empty geometries', () => {
    expect(
      geometryBox({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [1, 2],
              [3, 4],
              [1, 4],
            ],
          ],
          [
            [
              [-5, -6],
              [0, 0],
              [-5, 0],
            ],
          ],
        ],
      }),
    ).toEqual([-5, -6, 3, 4]);
    expect(
      geometryBox({
        type: 'GeometryCollection',
        geometries: [
          { type: 'Point', coordinates: [10, 20] },
          {
            type: 'LineString',
            coordinates: [
              [-10, 5],
              [0, 30],
            ],
          },
        ],
      }),
    ).toEqual([-10, 5, 10, 30]);
    expect(geometryBox(null)).toBeNull();
    expect(geometryBox({ type: 'MultiPolygon', coordinates: [] })).toBeNull();
  });

  it('tells when the view has gone beyond the near box', () => {
    const near = routeBox(route);
    expect(boxContains(near, [-122, 38, -119, 40])).toBe(true);
    expect(boxContains(near, [-130, 30, -110, 48])).toBe(false);
  });
});
