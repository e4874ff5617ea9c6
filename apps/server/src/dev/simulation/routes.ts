import { distanceM, type LatLng, polylineLengthM } from './geo.js';
import * as R from './roads.js';
import { PLACES, type RoadPiece, reversed, type SpeedClass } from './roads.js';

/** A drivable route: road pieces end to end (each piece starts where the previous one ends). */
export interface Route {
  id: string;
  name: string;
  pieces: readonly RoadPiece[];
}

/** What a commute passes that a pilot charges for. */
export type CommuteFeature = 'cordon' | 'toll';

export interface Commute {
  /** Home to work and back. */
  to: Route;
  back: Route;
  features: readonly CommuteFeature[];
}

export interface LongTrip {
  destination: string;
  /** State code of the destination (CA, NV, OR, AZ). */
  state: string;
  route: Route;
  /** True when the driver stays at least one night before driving back. */
  overnight: boolean;
}

/** A simulated household: where it lives, where it commutes, its errands and its longer drives. */
export interface Persona {
  id: string;
  label: string;
  /** The participant's postal address (verified against the offline ZIP table). */
  address: { address1: string; city: string; postalCode: string };
  home: LatLng;
  commutes: readonly Commute[];
  /** Home to a shop and the like; driven out and back. */
  errands: readonly Route[];
  longTrips: readonly LongTrip[];
}

export function route(id: string, name: string, ...pieces: RoadPiece[]): Route {
  return { id, name, pieces };
}

/** The same route driven back. */
export function reverseRoute(r: Route, name = `${r.name} (return)`): Route {
  return { id: `${r.id}:back`, name, pieces: [...r.pieces].reverse().map(reversed) };
}

function nearestIndex(points: readonly LatLng[], p: LatLng): number {
  let best = 0;
  let bestD = Infinity;
  points.forEach((q, i) => {
    const d = distanceM(p, q);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

/** The part of a road between its waypoints nearest to `from` and `to`, driven from `from` (reversed if need be). */
export function between(p: RoadPiece, from: LatLng, to: LatLng): RoadPiece {
  const i = nearestIndex(p.points, from);
  const j = nearestIndex(p.points, to);
  const slice = i <= j ? p.points.slice(i, j + 1) : [...p.points.slice(j, i + 1)].reverse();
  return { name: p.name, kind: p.kind, points: slice };
}

const last = (p: RoadPiece): LatLng => p.points[p.points.length - 1] as LatLng;
const first = (p: RoadPiece): LatLng => p.points[0] as LatLng;

/** Total length of a route in metres. */
export function routeLengthM(r: Route): number {
  return r.pieces.reduce((sum, p) => sum + polylineLengthM(p.points), 0);
}

/** Length of a route in metres by speed class. */
export function routeLengthByClass(r: Route): Record<SpeedClass, number> {
  const out: Record<SpeedClass, number> = { city: 0, arterial: 0, highway: 0 };
  for (const p of r.pieces) out[p.kind] += polylineLengthM(p.points);
  return out;
}

/** The route's waypoints end to end, joins counted once. */
export function routePoints(r: Route): LatLng[] {
  const out: LatLng[] = [];
  for (const p of r.pieces) {
    for (const q of p.points) {
      const prev = out[out.length - 1];
      if (!prev || distanceM(prev, q) > 0.5) out.push(q);
    }
  }
  return out;
}

export function routeStart(r: Route): LatLng {
  return first(r.pieces[0] as RoadPiece);
}

export function routeEnd(r: Route): LatLng {
  return last(r.pieces[r.pieces.length - 1] as RoadPiece);
}

// Shared legs ------------------------------------------------------------------------------------------

const ALBANY: LatLng = [37.899, -122.306];
const RICHARDS: LatLng = [38.5425, -121.7375];
const JOHN_DALY: LatLng = [37.7045, -122.4695];
const LAKESHORE_580: LatLng = [37.8122, -122.2462];
const SHORELINE_101: LatLng = [37.416, -122.08];
const UNIVERSITY_101: LatLng = [37.454, -122.141];
const I80_6TH: LatLng = [37.7775, -122.4026];
const JULIAN_87: LatLng = [37.342, -121.901];

/** I-80 from Albany east to Sacramento (downtown) or on to Reno. */
const i80AlbanyToSacramento = [
  between(R.I80_MAZE_DAVIS, ALBANY, RICHARDS),
  R.I80_DAVIS_WESTSAC,
  R.US50_WESTSAC_DOWNTOWN,
];
const i80AlbanyToReno = [
  between(R.I80_MAZE_DAVIS, ALBANY, RICHARDS),
  R.I80_DAVIS_WESTSAC,
  R.I80_WESTSAC_CAPCITY,
  R.I80_CAPCITY_RENO,
];
const mazeToAlbany = between(R.I80_MAZE_DAVIS, PLACES.maze, ALBANY);
const mazeToLosAngeles = [R.I580_MAZE_I5, between(R.I5_SAC_LA, PLACES.i5x580, PLACES.laDowntown)];
const mazeToSanJose = [R.I880_MAZE_SJ];
/** From the Maze over the Bay Bridge (the paying direction) into SoMa. */
const mazeToSoma = [R.BAY_BRIDGE_WB, R.SF_FREMONT_EXIT_TO_HOWARD];

/** Long drives from the Bay Area, given the way from home to the Maze (and to I-80 at Albany when it is not through the Maze). */
function bayLongTrips(id: string, toMaze: RoadPiece[], toAlbany: RoadPiece[] = [...toMaze, mazeToAlbany]): LongTrip[] {
  return [
    {
      destination: 'Sacramento',
      state: 'CA',
      route: route(`${id}:sacramento`, 'To Sacramento on I-80', ...toAlbany, ...i80AlbanyToSacramento),
      overnight: false,
    },
    {
      destination: 'Reno, Nevada',
      state: 'NV',
      route: route(`${id}:reno`, 'To Reno on I-80 over Donner Summit', ...toAlbany, ...i80AlbanyToReno),
      overnight: true,
    },
    {
      destination: 'Los Angeles',
      state: 'CA',
      route: route(`${id}:los-angeles`, 'To Los Angeles on I-580 and I-5', ...toMaze, ...mazeToLosAngeles),
      overnight: true,
    },
    {
      destination: 'San José',
      state: 'CA',
      route: route(`${id}:san-jose`, 'To San José on I-880', ...toMaze, ...mazeToSanJose),
      overnight: false,
    },
  ];
}

const errand = (id: string, p: RoadPiece) => route(id, p.name, p);

function commute(id: string, to: RoadPiece[], back: RoadPiece[] | null, features: CommuteFeature[]): Commute {
  const there = route(`${id}:to`, `Commute: ${to.map((p) => p.name).join(', ')}`, ...to);
  const home = back
    ? route(`${id}:back`, `Commute home: ${back.map((p) => p.name).join(', ')}`, ...back)
    : reverseRoute(
        there,
        `Commute home: ${[...to]
          .reverse()
          .map((p) => p.name)
          .join(', ')}`,
      );
  return { to: there, back: home, features };
}

// Personas -----------------------------------------------------------------------------------------------

const sfMissionToMaze = [R.SF_MISSION_TO_SOMA, R.SF_HOWARD_TO_BRIDGE, reversed(R.BAY_BRIDGE_WB)];
const oaklandToMaze = [R.OAK_LAKESHORE_TO_580, between(R.I580_MAZE_I5, LAKESHORE_580, PLACES.maze)];
const dalyToSoma = [R.DALY_WESTLAKE_TO_280, between(R.I280_SJ_SF, JOHN_DALY, PLACES.i280King), R.SF_KING_TO_HOWARD];
const dalyToMaze = [...dalyToSoma, R.SF_HOWARD_TO_BRIDGE, reversed(R.BAY_BRIDGE_WB)];
const sanMateoToSf101 = [R.SM_DOWNTOWN_TO_101, between(R.US101_SJ_SF, PLACES.us101SanMateo, PLACES.sf101x80)];
const sanMateoToMaze = [...sanMateoToSf101, R.I80_SOMA_EB, reversed(R.BAY_BRIDGE_WB)];
const haywardToMaze = [R.HAY_DOWNTOWN_TO_880, between(R.I880_MAZE_SJ, PLACES.i880x92, PLACES.maze)];
const fremontToMaze = [R.FRE_ARDENWOOD_TO_84, between(R.I880_MAZE_SJ, PLACES.i880x84, PLACES.maze)];
const richmondToAlbany = [R.RICH_POINT_TO_580, R.RICH_580_TO_I80];
const richmondToMaze = [...richmondToAlbany, between(R.I80_MAZE_DAVIS, ALBANY, PLACES.maze)];
const millValleyTo580 = [
  {
    name: 'US-101 northbound, Marin',
    kind: 'highway' as const,
    points: [
      [37.906, -122.545],
      [37.899, -122.531],
      [37.8935, -122.518],
      [37.905, -122.5165], // Tiburon Boulevard
      [37.925, -122.5145], // Paradise Drive, Corte Madera
      [37.938, -122.511], // Lucky Drive, Larkspur
      [37.9495, -122.5095], // I-580 interchange
    ] as LatLng[],
  },
  reversed(R.RICHMOND_BRIDGE_WB),
  R.RICH_580_TO_I80,
];
const millValleyToMaze = [...millValleyTo580, between(R.I80_MAZE_DAVIS, ALBANY, PLACES.maze)];
const sanJoseToDowntown = [R.SJ_WILLOW_GLEN_TO_87, between(R.SR87_NB, [37.308, -121.883], JULIAN_87)];
const sanJoseToMaze = [...sanJoseToDowntown, reversed(R.SJ_DOWNTOWN_TO_87), reversed(R.I880_MAZE_SJ)];
const sacramentoToDowntown = [R.SAC_MIDTOWN_TO_DOWNTOWN];
const downtownSacToSoma = [
  reversed(R.US50_WESTSAC_DOWNTOWN),
  reversed(R.I80_DAVIS_WESTSAC),
  reversed(R.I80_MAZE_DAVIS),
  ...mazeToSoma,
];
const laLongTrips = (id: string, toDowntown: RoadPiece[]): LongTrip[] => [
  {
    destination: 'Las Vegas, Nevada',
    state: 'NV',
    route: route(
      `${id}:las-vegas`,
      'To Las Vegas on I-10 and I-15',
      ...toDowntown,
      R.I10_LA_ONTARIO,
      R.I15_ONTARIO_LAS_VEGAS,
    ),
    overnight: true,
  },
  {
    destination: 'Quartzsite, Arizona',
    state: 'AZ',
    route: route(
      `${id}:quartzsite`,
      'To Quartzsite on I-10 by Blythe',
      ...toDowntown,
      R.I10_LA_ONTARIO,
      R.I10_ONTARIO_QUARTZSITE,
    ),
    overnight: true,
  },
  {
    destination: 'Sacramento',
    state: 'CA',
    route: route(`${id}:sacramento`, 'To Sacramento on I-5', ...toDowntown, reversed(R.I5_SAC_LA)),
    overnight: true,
  },
];

export const PERSONAS: readonly Persona[] = [
  {
    id: 'sf-mission',
    label: 'San Francisco, Mission District',
    address: { address1: '3080 24th Street', city: 'San Francisco', postalCode: '94110' },
    home: [37.7522, -122.4208],
    commutes: [commute('sf-mission:soma', [R.SF_MISSION_TO_SOMA], [R.SF_SOMA_TO_MISSION], ['cordon'])],
    errands: [
      errand('sf-mission:safeway', R.SF_MISSION_TO_SAFEWAY),
      errand('sf-mission:potrero', R.SF_MISSION_TO_POTRERO),
    ],
    longTrips: [
      ...bayLongTrips('sf-mission', sfMissionToMaze),
      {
        destination: 'San José',
        state: 'CA',
        route: route(
          'sf-mission:san-jose-280',
          'To San José on I-280',
          R.SF_MISSION_TO_SOMA,
          R.SF_HOWARD_TO_KING,
          reversed(R.I280_SJ_SF),
        ),
        overnight: false,
      },
    ],
  },
  {
    id: 'oakland-lake',
    label: 'Oakland, Grand Lake',
    address: { address1: '3300 Lakeshore Avenue', city: 'Oakland', postalCode: '94610' },
    home: [37.8098, -122.2475],
    commutes: [
      commute(
        'oakland-lake:soma',
        [...oaklandToMaze, ...mazeToSoma],
        [R.SF_HOWARD_TO_BRIDGE, reversed(R.BAY_BRIDGE_WB), ...[...oaklandToMaze].reverse().map(reversed)],
        ['cordon', 'toll'],
      ),
    ],
    errands: [
      errand('oakland-lake:downtown', R.OAK_LAKESHORE_TO_DOWNTOWN),
      errand('oakland-lake:rockridge', R.OAK_LAKESHORE_TO_ROCKRIDGE),
    ],
    longTrips: bayLongTrips('oakland-lake', oaklandToMaze),
  },
  {
    id: 'daly-city',
    label: 'Daly City, Westlake',
    address: { address1: '245 Southgate Avenue', city: 'Daly City', postalCode: '94015' },
    home: [37.699, -122.483],
    commutes: [
      commute(
        'daly-city:soma',
        dalyToSoma,
        [R.SF_HOWARD_TO_KING, between(R.I280_SJ_SF, PLACES.i280King, JOHN_DALY), reversed(R.DALY_WESTLAKE_TO_280)],
        ['cordon'],
      ),
    ],
    errands: [errand('daly-city:serramonte', R.DALY_WESTLAKE_TO_SERRAMONTE)],
    longTrips: [
      ...bayLongTrips('daly-city', dalyToMaze),
      {
        destination: 'San José',
        state: 'CA',
        route: route(
          'daly-city:san-jose-280',
          'To San José on I-280',
          R.DALY_WESTLAKE_TO_280,
          between(R.I280_SJ_SF, JOHN_DALY, PLACES.sjDowntown),
        ),
        overnight: false,
      },
    ],
  },
  {
    id: 'san-mateo',
    label: 'San Mateo, downtown',
    address: { address1: '120 North B Street', city: 'San Mateo', postalCode: '94401' },
    home: [37.5648, -122.3237],
    commutes: [
      commute(
        'san-mateo:soma',
        [...sanMateoToSf101, between(R.I80_SOMA_EB, PLACES.sf101x80, I80_6TH), R.SF_4TH_TO_HOWARD],
        [
          R.SF_HOWARD_TO_I80_WB,
          between(R.I80_SOMA_EB, I80_6TH, PLACES.sf101x80),
          between(R.US101_SJ_SF, PLACES.sf101x80, PLACES.us101SanMateo),
          reversed(R.SM_DOWNTOWN_TO_101),
        ],
        ['cordon'],
      ),
      commute(
        'san-mateo:palo-alto',
        [R.SM_DOWNTOWN_TO_101, between(R.US101_SJ_SF, PLACES.us101SanMateo, UNIVERSITY_101), R.PA_101_TO_DOWNTOWN],
        null,
        [],
      ),
    ],
    errands: [errand('san-mateo:hillsdale', R.SM_DOWNTOWN_TO_HILLSDALE)],
    longTrips: [
      ...bayLongTrips('san-mateo', sanMateoToMaze),
      {
        destination: 'San José',
        state: 'CA',
        route: route(
          'san-mateo:san-jose-101',
          'To San José on US-101',
          R.SM_DOWNTOWN_TO_101,
          between(R.US101_SJ_SF, PLACES.us101SanMateo, PLACES.us101x87),
          between(R.SR87_NB, PLACES.us101x87, JULIAN_87),
          reversed(R.SJ_DOWNTOWN_TO_87),
        ),
        overnight: false,
      },
    ],
  },
  {
    id: 'hayward',
    label: 'Hayward, downtown',
    address: { address1: '22300 Foothill Boulevard', city: 'Hayward', postalCode: '94541' },
    home: [37.6705, -122.083],
    commutes: [
      commute('hayward:san-mateo', [R.HAY_DOWNTOWN_TO_880, R.SAN_MATEO_BRIDGE_WB, R.SM_92_TO_DOWNTOWN], null, ['toll']),
    ],
    errands: [errand('hayward:southland', R.HAY_DOWNTOWN_TO_SOUTHLAND)],
    longTrips: [
      ...bayLongTrips('hayward', haywardToMaze),
      {
        destination: 'San Francisco',
        state: 'CA',
        route: route('hayward:san-francisco', 'To San Francisco over the Bay Bridge', ...haywardToMaze, ...mazeToSoma),
        overnight: false,
      },
    ],
  },
  {
    id: 'fremont',
    label: 'Fremont, Ardenwood',
    address: { address1: '5000 Ardenwood Boulevard', city: 'Fremont', postalCode: '94538' },
    home: [37.56, -122.048],
    commutes: [commute('fremont:menlo-park', [R.FRE_ARDENWOOD_TO_84, R.DUMBARTON_BRIDGE_WB], null, ['toll'])],
    errands: [errand('fremont:hub', R.FRE_ARDENWOOD_TO_HUB)],
    longTrips: bayLongTrips('fremont', fremontToMaze),
  },
  {
    id: 'richmond',
    label: 'Richmond, Point Richmond',
    address: { address1: '145 West Richmond Avenue', city: 'Richmond', postalCode: '94801' },
    home: [37.924, -122.383],
    commutes: [
      commute('richmond:san-rafael', [R.RICH_POINT_TO_580, R.RICHMOND_BRIDGE_WB, R.SR_101_TO_DOWNTOWN], null, ['toll']),
    ],
    errands: [errand('richmond:marina-bay', R.RICH_POINT_TO_MARINA_BAY)],
    longTrips: [
      ...bayLongTrips('richmond', richmondToMaze, richmondToAlbany),
      {
        destination: 'San Francisco',
        state: 'CA',
        route: route(
          'richmond:san-francisco',
          'To San Francisco over the Bay Bridge',
          ...richmondToMaze,
          ...mazeToSoma,
        ),
        overnight: false,
      },
    ],
  },
  {
    id: 'mill-valley',
    label: 'Mill Valley',
    address: { address1: '30 Sunnyside Avenue', city: 'Mill Valley', postalCode: '94941' },
    home: [37.906, -122.545],
    commutes: [
      commute(
        'mill-valley:fidi',
        [R.MV_HOME_TO_GOLDEN_GATE, R.GOLDEN_GATE_SB, R.SF_PRESIDIO_TO_FIDI],
        [R.SF_FIDI_TO_PRESIDIO, reversed(R.GOLDEN_GATE_SB), reversed(R.MV_HOME_TO_GOLDEN_GATE)],
        ['cordon', 'toll'],
      ),
    ],
    errands: [errand('mill-valley:tam-junction', R.MV_HOME_TO_TAM_JUNCTION)],
    longTrips: bayLongTrips('mill-valley', millValleyToMaze, millValleyTo580),
  },
  {
    id: 'san-jose',
    label: 'San José, Willow Glen',
    address: { address1: '1150 Lincoln Avenue', city: 'San Jose', postalCode: '95125' },
    home: [37.3075, -121.9],
    commutes: [
      commute(
        'san-jose:mountain-view',
        [
          R.SJ_WILLOW_GLEN_TO_87,
          R.SR87_NB,
          between(R.US101_SJ_SF, PLACES.us101x87, SHORELINE_101),
          R.MTV_101_TO_GOOGLEPLEX,
        ],
        null,
        [],
      ),
    ],
    errands: [errand('san-jose:valley-fair', R.SJ_WILLOW_GLEN_TO_VALLEY_FAIR)],
    longTrips: [
      ...bayLongTrips('san-jose', sanJoseToMaze).filter((t) => t.destination !== 'San José'),
      {
        destination: 'San Francisco',
        state: 'CA',
        route: route(
          'san-jose:san-francisco',
          'To San Francisco on US-101',
          R.SJ_WILLOW_GLEN_TO_87,
          R.SR87_NB,
          between(R.US101_SJ_SF, PLACES.us101x87, PLACES.sf101x80),
          between(R.I80_SOMA_EB, PLACES.sf101x80, I80_6TH),
          R.SF_4TH_TO_HOWARD,
        ),
        overnight: false,
      },
    ],
  },
  {
    id: 'davis',
    label: 'Davis, downtown',
    address: { address1: '226 F Street', city: 'Davis', postalCode: '95616' },
    home: [38.5445, -121.74],
    commutes: [
      commute('davis:sacramento', [R.DAVIS_DOWNTOWN_TO_80, R.I80_DAVIS_WESTSAC, R.US50_WESTSAC_DOWNTOWN], null, []),
    ],
    errands: [errand('davis:covell', R.DAVIS_DOWNTOWN_TO_COVELL)],
    longTrips: [
      {
        destination: 'Reno, Nevada',
        state: 'NV',
        route: route(
          'davis:reno',
          'To Reno on I-80 over Donner Summit',
          R.DAVIS_DOWNTOWN_TO_80,
          R.I80_DAVIS_WESTSAC,
          R.I80_WESTSAC_CAPCITY,
          R.I80_CAPCITY_RENO,
        ),
        overnight: true,
      },
      {
        destination: 'San Francisco',
        state: 'CA',
        route: route(
          'davis:san-francisco',
          'To San Francisco on I-80 over the Bay Bridge',
          R.DAVIS_DOWNTOWN_TO_80,
          reversed(R.I80_MAZE_DAVIS),
          ...mazeToSoma,
        ),
        overnight: false,
      },
      {
        destination: 'Ashland, Oregon',
        state: 'OR',
        route: route(
          'davis:ashland',
          'To Ashland on I-5',
          R.DAVIS_DOWNTOWN_TO_80,
          R.I80_DAVIS_WESTSAC,
          R.US50_WESTSAC_DOWNTOWN,
          R.I5_SAC_ASHLAND,
        ),
        overnight: true,
      },
    ],
  },
  {
    id: 'sacramento',
    label: 'Sacramento, Midtown',
    address: { address1: '2315 J Street', city: 'Sacramento', postalCode: '95816' },
    home: [38.5765, -121.4783],
    commutes: [commute('sacramento:downtown', sacramentoToDowntown, null, [])],
    errands: [errand('sacramento:arden', R.SAC_MIDTOWN_TO_ARDEN)],
    longTrips: [
      {
        destination: 'Reno, Nevada',
        state: 'NV',
        route: route(
          'sacramento:reno',
          'To Reno on I-80 over Donner Summit',
          ...sacramentoToDowntown,
          R.CAPCITY_DOWNTOWN_I80,
          R.I80_CAPCITY_RENO,
        ),
        overnight: true,
      },
      {
        destination: 'Ashland, Oregon',
        state: 'OR',
        route: route('sacramento:ashland', 'To Ashland on I-5', ...sacramentoToDowntown, R.I5_SAC_ASHLAND),
        overnight: true,
      },
      {
        destination: 'San Francisco',
        state: 'CA',
        route: route(
          'sacramento:san-francisco',
          'To San Francisco on I-80 over the Bay Bridge',
          ...sacramentoToDowntown,
          ...downtownSacToSoma,
        ),
        overnight: false,
      },
      {
        destination: 'Los Angeles',
        state: 'CA',
        route: route('sacramento:los-angeles', 'To Los Angeles on I-5', ...sacramentoToDowntown, R.I5_SAC_LA),
        overnight: true,
      },
    ],
  },
  {
    id: 'pasadena',
    label: 'Pasadena',
    address: { address1: '600 East Colorado Boulevard', city: 'Pasadena', postalCode: '91101' },
    home: [34.146, -118.132],
    commutes: [commute('pasadena:downtown-la', [R.PAS_HOME_TO_110, R.SR110_PASADENA_LA], null, [])],
    errands: [errand('pasadena:lake', R.PAS_HOME_TO_LAKE_SOUTH)],
    longTrips: laLongTrips('pasadena', [R.PAS_HOME_TO_110, R.SR110_PASADENA_LA]),
  },
  {
    id: 'santa-monica',
    label: 'Santa Monica',
    address: { address1: '1100 Wilshire Boulevard', city: 'Santa Monica', postalCode: '90401' },
    home: [34.0265, -118.4885],
    commutes: [commute('santa-monica:downtown-la', [R.SM_HOME_TO_I10, R.I10_SANTA_MONICA_LA], null, [])],
    errands: [errand('santa-monica:bundy', R.SM_HOME_TO_WILSHIRE_BUNDY)],
    longTrips: laLongTrips('santa-monica', [R.SM_HOME_TO_I10, R.I10_SANTA_MONICA_LA]),
  },
];

export function personaById(id: string): Persona {
  const p = PERSONAS.find((x) => x.id === id);
  if (!p) throw new Error(`unknown persona ${id}`);
  return p;
}

/** Every route of every persona (commutes both ways, errands, long trips), for checks. */
export function allRoutes(): Route[] {
  return PERSONAS.flatMap((p) => [
    ...p.commutes.flatMap((c) => [c.to, c.back]),
    ...p.errands,
    ...p.longTrips.map((t) => t.route),
  ]);
}
