import { describe, expect, it } from 'vitest';
import { DOWNTOWN_SF_OUTLINE, TOLLS } from '../../../db/seed/rates.js';
import { stateAt } from '../../../modules/charging/engine/geo.js';
import { bearingDeg, bearingDifference, distanceM, insideRing, type LatLng } from '../geo.js';
import { Random } from '../random.js';
import * as R from '../roads.js';
import { allRoutes, PERSONAS, route, routeEnd, routeLengthM, routeStart } from '../routes.js';
import { driveRoute, type Track } from '../track.js';

const DIRECTION_BEARING = { N: 0, E: 90, S: 180, W: 270 } as const;
const GANTRIES = TOLLS.flatMap((t) => t.gantries.map((g) => ({ ...g, toll: t.name })));

/** Speed between consecutive fixes, km/h. */
function speeds(track: Track): number[] {
  const out: number[] = [];
  for (let i = 1; i < track.points.length; i++) {
    const a = track.points[i - 1] as [number, number, number];
    const b = track.points[i] as [number, number, number];
    out.push((distanceM([a[0], a[1]], [b[0], b[1]]) / (b[2] - a[2])) * 3.6);
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/** The closest fix to a place, with the heading of travel there (over ±5 s). */
function passage(track: Track, at: LatLng) {
  let best = Infinity;
  let index = 0;
  track.points.forEach((p, i) => {
    const d = distanceM([p[0], p[1]], at);
    if (d < best) {
      best = d;
      index = i;
    }
  });
  const a = track.points[Math.max(0, index - 5)] as [number, number, number];
  const b = track.points[Math.min(track.points.length - 1, index + 5)] as [number, number, number];
  return { distance: best, heading: bearingDeg([a[0], a[1]], [b[0], b[1]]) };
}

describe('route library', () => {
  it('joins every piece of every route end to end and keeps consecutive waypoints a few km apart at most', () => {
    for (const r of allRoutes()) {
      for (let i = 1; i < r.pieces.length; i++) {
        const end = (r.pieces[i - 1] as R.RoadPiece).points.at(-1) as LatLng;
        const start = (r.pieces[i] as R.RoadPiece).points[0] as LatLng;
        expect(distanceM(end, start), `${r.id}: ${r.pieces[i - 1]?.name} → ${r.pieces[i]?.name}`).toBeLessThan(1);
      }
      for (const p of r.pieces) {
        for (let i = 1; i < p.points.length; i++) {
          // Interstates across the desert have the longest straight stretches.
          expect(distanceM(p.points[i - 1] as LatLng, p.points[i] as LatLng), `${r.id} ${p.name} #${i}`).toBeLessThan(
            35_000,
          );
        }
      }
    }
  });

  it('has realistic road distances between the cities', () => {
    const km = (id: string) => {
      const r = allRoutes().find((x) => x.id === id);
      if (!r) throw new Error(id);
      return routeLengthM(r) / 1000;
    };
    // Published driving distances, within 5 %.
    expect(km('sf-mission:sacramento')).toBeGreaterThan(135);
    expect(km('sf-mission:sacramento')).toBeLessThan(150);
    expect(km('oakland-lake:reno')).toBeGreaterThan(320);
    expect(km('oakland-lake:reno')).toBeLessThan(345);
    expect(km('sacramento:los-angeles')).toBeGreaterThan(590);
    expect(km('sacramento:los-angeles')).toBeLessThan(625);
    expect(km('sacramento:ashland')).toBeGreaterThan(440);
    expect(km('sacramento:ashland')).toBeLessThan(480);
    expect(km('pasadena:las-vegas')).toBeGreaterThan(415);
    expect(km('pasadena:las-vegas')).toBeLessThan(455);
  });

  it('ends each trip out of state in that state, and starts it in California', () => {
    const outOfState = PERSONAS.flatMap((p) => p.longTrips).filter((t) => t.state !== 'CA');
    expect(new Set(outOfState.map((t) => t.state))).toEqual(new Set(['NV', 'OR', 'AZ']));
    for (const t of outOfState) {
      expect(stateAt(...routeStart(t.route))?.code, t.route.id).toBe('CA');
      expect(stateAt(...routeEnd(t.route))?.code, t.route.id).toBe(t.state);
      const track = driveRoute(t.route, new Random(t.route.id));
      const last = track.points.at(-1) as [number, number, number];
      expect(stateAt(last[0], last[1])?.code, t.route.id).toBe(t.state);
    }
  });

  it('passes each toll bridge gantry in its paying direction within 60 m on the toll commutes, and the other way home', () => {
    const tollCommutes = PERSONAS.flatMap((p) => p.commutes).filter((c) => c.features.includes('toll'));
    const paid = new Set<string>();
    for (const c of tollCommutes) {
      const out = driveRoute(c.to, new Random(c.to.id));
      const home = driveRoute(c.back, new Random(c.back.id));
      const passed = GANTRIES.filter((g) => passage(out, [g.lat, g.lon]).distance < 60);
      expect(passed.length, c.to.id).toBeGreaterThan(0);
      for (const g of passed) {
        const there = passage(out, [g.lat, g.lon]);
        expect(bearingDifference(there.heading, DIRECTION_BEARING[g.direction]), `${c.to.id} ${g.id}`).toBeLessThan(45);
        paid.add(g.toll);
        const back = passage(home, [g.lat, g.lon]);
        expect(back.distance, `${c.back.id} ${g.id}`).toBeLessThan(60);
        expect(bearingDifference(back.heading, DIRECTION_BEARING[g.direction]), `${c.back.id} ${g.id}`).toBeGreaterThan(
          90,
        );
      }
    }
    // The Bay Bridge, the Golden Gate, the San Mateo, Dumbarton and Richmond–San Rafael bridges.
    expect(paid).toEqual(
      new Set([
        'San Francisco–Oakland Bay Bridge',
        'Golden Gate Bridge',
        'San Mateo–Hayward Bridge',
        'Dumbarton Bridge',
        'Richmond–San Rafael Bridge',
      ]),
    );
  });

  it('passes the Carquinez Bridge gantry northbound on I-80 towards Sacramento', () => {
    const trip = PERSONAS.find((p) => p.id === 'oakland-lake')?.longTrips.find((t) => t.destination === 'Sacramento');
    if (!trip) throw new Error('no trip');
    const track = driveRoute(trip.route, new Random(1));
    const gantry = GANTRIES.find((g) => g.id === 'gantry-cb-nb');
    if (!gantry) throw new Error('no gantry');
    const p = passage(track, [gantry.lat, gantry.lon]);
    expect(p.distance).toBeLessThan(60);
    expect(bearingDifference(p.heading, 0)).toBeLessThan(45);
  });

  it('drives the cordon commutes from outside into downtown San Francisco and home again', () => {
    const cordonCommutes = PERSONAS.flatMap((p) => p.commutes).filter((c) => c.features.includes('cordon'));
    expect(cordonCommutes.length).toBeGreaterThanOrEqual(4);
    for (const c of cordonCommutes) {
      expect(insideRing(routeStart(c.to), DOWNTOWN_SF_OUTLINE), c.to.id).toBe(false);
      expect(insideRing(routeEnd(c.to), DOWNTOWN_SF_OUTLINE), c.to.id).toBe(true);
      expect(insideRing(routeStart(c.back), DOWNTOWN_SF_OUTLINE), c.back.id).toBe(true);
      expect(insideRing(routeEnd(c.back), DOWNTOWN_SF_OUTLINE), c.back.id).toBe(false);
      const track = driveRoute(c.to, new Random(c.to.id));
      const inside = track.points.filter((p) => insideRing([p[0], p[1]], DOWNTOWN_SF_OUTLINE)).length;
      expect(inside, c.to.id).toBeGreaterThan(10);
    }
  });
});

describe('driving a route at 1 Hz', () => {
  it('gives fixes one second apart with plausible speeds on every route', () => {
    // Every commute and errand, and the long drives of three households (they cover every road).
    const sample = PERSONAS.flatMap((p) => [
      ...p.commutes.flatMap((c) => [c.to, c.back]),
      ...p.errands,
      ...(['sacramento', 'pasadena', 'oakland-lake'].includes(p.id) ? p.longTrips.map((t) => t.route) : []),
    ]);
    for (const r of sample) {
      const track = driveRoute(r, new Random(`speeds ${r.id}`));
      track.points.forEach((p, i) => {
        expect(p[2]).toBe(i);
      });
      expect(track.durationS).toBe(track.points.length - 1);
      const v = speeds(track);
      expect(Math.max(...v), r.id).toBeLessThan(130);
      // The fixes follow the road: the GPS distance is the road distance within 2 %.
      const gps = v.reduce((sum, x) => sum + x / 3.6, 0) / 1000;
      expect(Math.abs(gps - track.distanceKm) / track.distanceKm, r.id).toBeLessThan(0.02);
    }
  });

  it('drives freeways at 95–115 km/h and city streets at 25–40 km/h', () => {
    const freeway = driveRoute(route('freeway', 'I-80', R.I80_CAPCITY_RENO), new Random(7));
    const moving = speeds(freeway).filter((x) => x > 5);
    expect(median(moving)).toBeGreaterThanOrEqual(95);
    expect(median(moving)).toBeLessThanOrEqual(115);
    const city = driveRoute(route('city', 'Mission', R.SF_MISSION_TO_SOMA, R.SF_SOMA_TO_MISSION), new Random(7));
    const cruising = speeds(city).filter((x) => x > 20);
    expect(median(cruising)).toBeGreaterThanOrEqual(25);
    expect(median(cruising)).toBeLessThanOrEqual(40);
    // Red lights: the car stands still now and then in town.
    expect(speeds(city).filter((x) => x === 0).length).toBeGreaterThan(10);
  });

  it('starts where the route starts and stops where it ends', () => {
    for (const r of allRoutes().slice(0, 20)) {
      const track = driveRoute(r, new Random(r.id));
      const first = track.points[0] as [number, number, number];
      const last = track.points.at(-1) as [number, number, number];
      expect(distanceM([first[0], first[1]], routeStart(r))).toBeLessThan(15);
      expect(distanceM([last[0], last[1]], routeEnd(r))).toBeLessThan(15);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const r = allRoutes()[5] as ReturnType<typeof allRoutes>[number];
    expect(driveRoute(r, new Random('a'))).toEqual(driveRoute(r, new Random('a')));
    expect(driveRoute(r, new Random('a')).points).not.toEqual(driveRoute(r, new Random('b')).points);
  });
});
