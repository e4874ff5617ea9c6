import type { LatLng } from './geo.js';

/**
 * Real Californian (and neighbouring) roads as waypoint lists of [lat, lng], accurate to roughly
 * 100–200 m: freeways by their interchanges, city streets by their intersections. Each piece is
 * written in one direction of travel; `reversed()` gives the other. Toll bridges are written in
 * their paying direction and pass exactly through the seeded gantry (db/seed/rates.ts), so the
 * 1 Hz track passes within a few metres of it heading the way that pays.
 *
 * Speed classes set the simulated speed: city streets 25–40 km/h, arterials and expressways
 * 50–75 km/h, freeways 95–115 km/h.
 */
export type SpeedClass = 'city' | 'arterial' | 'highway';

export interface RoadPiece {
  name: string;
  kind: SpeedClass;
  points: readonly LatLng[];
}

const piece = (name: string, kind: SpeedClass, points: LatLng[]): RoadPiece => ({ name, kind, points });

/** The same road driven the other way. */
export function reversed(p: RoadPiece): RoadPiece {
  return { name: p.name, kind: p.kind, points: [...p.points].reverse() };
}

// Named places used by several pieces (where pieces join) ------------------------------------------

export const PLACES = {
  /** I-80 / I-580 / I-880 interchange at the east end of the Bay Bridge (the MacArthur Maze). */
  maze: [37.8292, -122.293],
  /** The westbound Bay Bridge deck over SoMa at 1st Street, where the Fremont Street exit leaves it. */
  somaDeck: [37.7855, -122.3905],
  /** Howard Street at 2nd Street, South of Market (inside the downtown cordon). */
  sfHoward2nd: [37.7865, -122.3988],
  /** Battery Street at Pine Street, Financial District (inside the downtown cordon). */
  sfBatteryPine: [37.7921, -122.4],
  /** I-80 / US-101 interchange at 10th Street, San Francisco. */
  sf101x80: [37.7714, -122.41],
  /** I-280 north end at King Street and 6th Street. */
  i280King: [37.774, -122.3962],
  /** I-80 / US-50 split in West Sacramento. */
  westSac: [38.577, -121.556],
  /** Downtown Sacramento, 10th Street at N Street (the Capitol). */
  sacDowntown: [38.5752, -121.4965],
  /** I-80 / Capital City Freeway junction, north-east Sacramento. */
  i80CapCity: [38.6485, -121.352],
  /** I-5 / I-580 split south of Tracy. */
  i5x580: [37.63, -121.27],
  /** Downtown Los Angeles, Figueroa Street at 7th Street. */
  laDowntown: [34.0485, -118.2605],
  /** I-10 / I-15 interchange, Ontario. */
  i10x15: [34.074, -117.53],
  /** Downtown San Jose, Santa Clara Street at 1st Street. */
  sjDowntown: [37.3364, -121.8905],
  /** US-101 / SR-87 interchange by San José airport. */
  us101x87: [37.37, -121.923],
  /** US-101 at 3rd Avenue, San Mateo. */
  us101SanMateo: [37.5735, -122.311],
  /** I-880 / SR-92 interchange, Hayward. */
  i880x92: [37.6345, -122.0995],
  /** I-880 / SR-84 (Decoto Road) interchange, Fremont. */
  i880x84: [37.556, -122.044],
} as const satisfies Record<string, LatLng>;

// Toll bridges, in their paying direction -------------------------------------------------------

/** I-80 westbound over the Bay Bridge: the Maze, the toll plaza (gantry SFOBB-WB-01), Yerba Buena Island, SoMa. */
export const BAY_BRIDGE_WB = piece('I-80 Bay Bridge westbound', 'highway', [
  PLACES.maze,
  [37.828, -122.296],
  [37.827, -122.299],
  [37.8262, -122.3018], // toll plaza, gantry SFOBB-WB-01
  [37.8252, -122.306],
  [37.824, -122.312],
  [37.8226, -122.318],
  [37.82, -122.329],
  [37.8175, -122.34],
  [37.8158, -122.348],
  [37.813, -122.355],
  [37.8105, -122.361], // Yerba Buena Island tunnel
  [37.8083, -122.3655],
  [37.803, -122.3715],
  [37.7985, -122.3768], // west span centre anchorage
  [37.7935, -122.3826],
  [37.788, -122.387],
  [37.7866, -122.3888], // over The Embarcadero
  PLACES.somaDeck,
]);

/** US-101 southbound over the Golden Gate Bridge: Vista Point, the bridge, the toll plaza (GGB-SB-01), Presidio Parkway. */
export const GOLDEN_GATE_SB = piece('US-101 Golden Gate Bridge southbound', 'highway', [
  [37.8324, -122.4812], // Vista Point
  [37.827, -122.4795], // north tower
  [37.8195, -122.4785],
  [37.8115, -122.4773], // south tower
  [37.8066, -122.4746], // toll plaza, gantry GGB-SB-01
  [37.8035, -122.4715],
  [37.802, -122.466],
  [37.8008, -122.458], // Presidio Parkway
  [37.7995, -122.4485], // Richardson Avenue
]);

/** SR-92 westbound over the San Mateo–Hayward Bridge: I-880, the toll plaza (SMHB-WB-01), the trestle, Foster City, US-101. */
export const SAN_MATEO_BRIDGE_WB = piece('SR-92 San Mateo–Hayward Bridge westbound', 'highway', [
  PLACES.i880x92,
  [37.6318, -122.1105], // Industrial Parkway West
  [37.629, -122.122], // Clawiter Road
  [37.6245, -122.137],
  [37.6205, -122.1495],
  [37.6182, -122.1578], // toll plaza, gantry SMHB-WB-01
  [37.6152, -122.1705],
  [37.6105, -122.188],
  [37.6055, -122.2055],
  [37.6005, -122.2225],
  [37.5955, -122.2375], // high-rise span
  [37.5905, -122.2485], // Foster City shore
  [37.5838, -122.2625], // Foster City Boulevard
  [37.5765, -122.2765], // Mariners Island Boulevard
  [37.5695, -122.2905],
  [37.5665, -122.2985], // US-101 interchange
]);

/** SR-84 westbound over the Dumbarton Bridge: I-880, Newark, the toll plaza (DB-WB-01), the bridge, Bayfront Expressway. */
export const DUMBARTON_BRIDGE_WB = piece('SR-84 Dumbarton Bridge westbound', 'highway', [
  PLACES.i880x84,
  [37.5515, -122.0535], // Ardenwood Boulevard
  [37.5455, -122.0605],
  [37.538, -122.066], // Newark Boulevard
  [37.5285, -122.0735], // Thornton Avenue
  [37.5175, -122.0815],
  [37.5095, -122.0855],
  [37.5055, -122.088],
  [37.504, -122.0966], // toll plaza, gantry DB-WB-01
  [37.5052, -122.1045],
  [37.5062, -122.1145],
  [37.5035, -122.1225],
  [37.499, -122.1285], // Menlo Park shore
  [37.4925, -122.1365], // Bayfront Expressway
  [37.4865, -122.1445],
  [37.4848, -122.1484], // Willow Road
]);

/** I-580 westbound over the Richmond–San Rafael Bridge: Point Richmond, the toll plaza (RSRB-WB-01), San Quentin, US-101. */
export const RICHMOND_BRIDGE_WB = piece('I-580 Richmond–San Rafael Bridge westbound', 'highway', [
  [37.9265, -122.3725], // Canal Boulevard
  [37.9292, -122.3832],
  [37.931, -122.393],
  [37.9331, -122.4035], // toll plaza, gantry RSRB-WB-01
  [37.9355, -122.4185],
  [37.9385, -122.4385],
  [37.9415, -122.4585],
  [37.944, -122.4785],
  [37.9458, -122.4905], // San Quentin shore
  [37.9468, -122.5025], // Sir Francis Drake Boulevard
  [37.9495, -122.5095], // US-101 interchange
]);

// Freeways ------------------------------------------------------------------------------------------

/** I-80 eastbound from the Maze along the East Bay shore to the Carquinez Bridge (gantry CB-NB-01, paying northbound), Vallejo, Fairfield, Vacaville, Dixon and Davis. */
export const I80_MAZE_DAVIS = piece('I-80 Oakland–Davis', 'highway', [
  PLACES.maze,
  [37.83, -122.296],
  [37.8385, -122.2985], // Powell Street, Emeryville
  [37.853, -122.301], // Ashby Avenue
  [37.8695, -122.304], // University Avenue, Berkeley
  [37.88, -122.3045], // Gilman Street
  [37.8895, -122.305], // Buchanan Street
  [37.899, -122.306], // I-580 split, Albany
  [37.9045, -122.3045], // Central Avenue
  [37.918, -122.311], // Potrero Avenue
  [37.9375, -122.3225], // Macdonald Avenue
  [37.959, -122.333], // San Pablo Dam Road
  [37.976, -122.329], // Hilltop
  [37.987, -122.319], // Richmond Parkway
  [38.0, -122.298], // Appian Way, Pinole
  [38.004, -122.286],
  [38.014, -122.268], // SR-4, Hercules
  [38.026, -122.258],
  [38.04, -122.24], // Cummings Skyway
  [38.054, -122.2255], // Crockett
  [38.059, -122.2258], // Carquinez Bridge
  [38.0667, -122.2279], // toll plaza, gantry CB-NB-01
  [38.074, -122.23],
  [38.085, -122.233], // SR-29, Vallejo
  [38.101, -122.23], // Georgia Street
  [38.113, -122.2295],
  [38.125, -122.235], // SR-37
  [38.137, -122.23],
  [38.153, -122.22], // American Canyon Road
  [38.175, -122.19],
  [38.2, -122.147], // Red Top Road
  [38.218, -122.117], // I-680, Cordelia
  [38.224, -122.096], // Green Valley Road
  [38.235, -122.08], // Suisun Valley Road
  [38.25, -122.06], // West Texas Street, Fairfield
  [38.2655, -122.0305], // Air Base Parkway
  [38.2775, -122.0125],
  [38.305, -121.999],
  [38.335, -121.9855],
  [38.354, -121.982], // Davis Street, Vacaville
  [38.372, -121.936], // Leisure Town Road
  [38.4, -121.88], // Midway Road
  [38.442, -121.828], // SR-113, Dixon
  [38.497, -121.794], // Pedrick Road
  [38.5255, -121.768],
  [38.538, -121.756], // Old Davis Road
  [38.5425, -121.7375], // Richards Boulevard, Davis
]);

/** I-80 eastbound from Davis over the Yolo Causeway to West Sacramento. */
export const I80_DAVIS_WESTSAC = piece('I-80 Davis–West Sacramento', 'highway', [
  [38.5425, -121.7375],
  [38.5535, -121.6965], // Mace Boulevard
  [38.5585, -121.665],
  [38.564, -121.62], // Yolo Causeway
  [38.5695, -121.585],
  [38.572, -121.57], // Enterprise Boulevard
  PLACES.westSac,
]);

/** US-50 / Business 80 eastbound from West Sacramento over the Pioneer Bridge to downtown Sacramento. */
export const US50_WESTSAC_DOWNTOWN = piece('US-50 West Sacramento–downtown', 'highway', [
  PLACES.westSac,
  [38.5752, -121.5435], // Jefferson Boulevard
  [38.5745, -121.528],
  [38.5742, -121.5145], // Pioneer Bridge
  [38.5735, -121.5055], // I-5 interchange
  [38.5725, -121.5], // exit 10th Street
  PLACES.sacDowntown,
]);

/** I-80 eastbound around the north of Sacramento: West Sacramento, Natomas, to the Capital City Freeway junction. */
export const I80_WESTSAC_CAPCITY = piece('I-80 West Sacramento–North Highlands', 'highway', [
  PLACES.westSac,
  [38.586, -121.547],
  [38.6, -121.533], // Sacramento River
  [38.619, -121.526],
  [38.633, -121.515], // I-5 interchange
  [38.638, -121.495], // Truxel Road
  [38.64, -121.482], // Northgate Boulevard
  [38.641, -121.459], // Norwood Avenue
  [38.642, -121.43], // Raley Boulevard
  [38.6445, -121.404],
  [38.646, -121.38],
  PLACES.i80CapCity,
]);

/** Capital City Freeway (Business 80) from downtown Sacramento north-east to I-80. */
export const CAPCITY_DOWNTOWN_I80 = piece('Capital City Freeway', 'highway', [
  PLACES.sacDowntown,
  [38.5705, -121.4945], // W–X freeway
  [38.5695, -121.482],
  [38.568, -121.468], // 29th–30th Streets
  [38.58, -121.462],
  [38.592, -121.45], // American River
  [38.6, -121.43], // Arden Way
  [38.61, -121.405], // Fair Oaks Boulevard
  [38.622, -121.385], // Marconi Avenue
  [38.638, -121.366],
  PLACES.i80CapCity,
]);

/** I-80 eastbound over Donner Summit to Truckee, the Nevada line near Verdi, and Reno. */
export const I80_CAPCITY_RENO = piece('I-80 Sacramento–Reno', 'highway', [
  PLACES.i80CapCity,
  [38.665, -121.33], // Madison Avenue
  [38.69, -121.306], // Antelope Road
  [38.715, -121.299], // Riverside Avenue, Roseville
  [38.732, -121.286],
  [38.745, -121.268], // Douglas Boulevard
  [38.777, -121.26], // SR-65
  [38.792, -121.236], // Rocklin Road
  [38.803, -121.212], // Sierra College Boulevard
  [38.818, -121.186], // Horseshoe Bar Road, Loomis
  [38.848, -121.166], // Penryn
  [38.872, -121.134], // Newcastle
  [38.895, -121.078], // Auburn
  [38.924, -121.058], // Bell Road
  [38.966, -121.014],
  [38.999, -120.992], // Applegate
  [39.037, -120.974], // Weimar
  [39.099, -120.953], // Colfax
  [39.13, -120.923],
  [39.178, -120.858], // Gold Run
  [39.204, -120.84], // Dutch Flat
  [39.21, -120.81], // Alta
  [39.223, -120.778],
  [39.261, -120.706], // Blue Canyon
  [39.297, -120.671], // Emigrant Gap
  [39.319, -120.615], // Yuba Gap
  [39.312, -120.543], // Cisco Grove
  [39.314, -120.5],
  [39.318, -120.44], // Kingvale
  [39.324, -120.383], // Soda Springs
  [39.338, -120.345], // Donner Summit
  [39.338, -120.3],
  [39.333, -120.25],
  [39.329, -120.205], // Truckee
  [39.327, -120.18], // SR-267
  [39.345, -120.13],
  [39.37, -120.08], // Hirschdale
  [39.394, -120.023], // Floriston
  [39.429, -120.035], // Farad
  [39.47, -120.018],
  [39.495, -120.001], // state line
  [39.51, -119.98], // Verdi, Nevada
  [39.508, -119.95],
  [39.514, -119.927], // Mogul
  [39.517, -119.895],
  [39.522, -119.865], // McCarran Boulevard
  [39.528, -119.835], // Keystone Avenue
  [39.531, -119.816], // Virginia Street
  [39.527, -119.8132], // downtown Reno
]);

/** I-5 northbound from downtown Sacramento up the Sacramento Valley, past Redding and Mount Shasta, into Oregon to Ashland. */
export const I5_SAC_ASHLAND = piece('I-5 Sacramento–Ashland', 'highway', [
  PLACES.sacDowntown,
  [38.5805, -121.504], // I-5 at J Street
  [38.6, -121.512],
  [38.633, -121.515], // I-80
  [38.655, -121.55],
  [38.685, -121.76], // Woodland
  [38.75, -121.82],
  [38.885, -121.97], // Dunnigan
  [39.02, -122.06],
  [39.15, -122.15], // Williams
  [39.35, -122.19],
  [39.524, -122.21], // Willows
  [39.747, -122.2], // Orland
  [39.927, -122.18], // Corning
  [40.18, -122.24], // Red Bluff
  [40.33, -122.28],
  [40.45, -122.3], // Anderson
  [40.587, -122.37], // Redding
  [40.68, -122.36],
  [40.758, -122.324], // Pit River Bridge, Shasta Lake
  [40.895, -122.377], // Lakehead
  [41.02, -122.38],
  [41.14, -122.32], // Castella
  [41.218, -122.272], // Dunsmuir
  [41.31, -122.315], // Mount Shasta
  [41.42, -122.385], // Weed
  [41.56, -122.5],
  [41.735, -122.635], // Yreka
  [41.83, -122.58],
  [41.91, -122.558], // Hornbrook
  [41.997, -122.614], // Hilt, state line
  [42.04, -122.61],
  [42.08, -122.599], // Siskiyou Summit, Oregon
  [42.14, -122.62],
  [42.188, -122.665], // Ashland exit 14
  [42.1946, -122.7095], // downtown Ashland
]);

/** I-5 southbound from downtown Sacramento through Stockton and the west side of the San Joaquin Valley, over the Grapevine to Los Angeles. */
export const I5_SAC_LA = piece('I-5 Sacramento–Los Angeles', 'highway', [
  PLACES.sacDowntown,
  [38.5735, -121.5055], // US-50 interchange
  [38.54, -121.515], // Sutterville Road
  [38.49, -121.525], // Pocket
  [38.424, -121.486], // Laguna Boulevard
  [38.41, -121.484], // Elk Grove Boulevard
  [38.23, -121.43], // Thornton
  [38.138, -121.411], // Lodi
  [38.054, -121.372], // Eight Mile Road
  [37.982, -121.333], // March Lane, Stockton
  [37.952, -121.295], // downtown Stockton
  [37.88, -121.28], // French Camp
  [37.823, -121.292], // Lathrop
  [37.775, -121.303], // I-205
  [37.7, -121.29],
  PLACES.i5x580,
  [37.548, -121.198], // Westley
  [37.47, -121.165], // Patterson
  [37.24, -121.08], // Gustine
  [37.048, -121.013], // SR-152, Santa Nella
  [36.9, -120.85],
  [36.75, -120.688], // Little Panoche Road
  [36.597, -120.552], // Panoche Road
  [36.43, -120.4],
  [36.254, -120.246], // SR-198, Coalinga
  [36.1, -120.08],
  [36.005, -119.96], // Kettleman City
  [35.81, -119.83],
  [35.616, -119.693], // Lost Hills
  [35.398, -119.47], // Buttonwillow
  [35.26, -119.27],
  [35.12, -119.07],
  [35.004, -118.951], // SR-99 split, Wheeler Ridge
  [34.935, -118.93], // Grapevine
  [34.87, -118.892], // Fort Tejon
  [34.823, -118.881], // Tejon Pass
  [34.796, -118.854], // Gorman
  [34.71, -118.793],
  [34.67, -118.76], // Vista del Lago
  [34.585, -118.666],
  [34.49, -118.623], // Castaic
  [34.418, -118.586], // Magic Mountain Parkway
  [34.378, -118.553], // Lyons Avenue
  [34.33, -118.507], // SR-14, Newhall Pass
  [34.296, -118.478], // I-405
  [34.279, -118.446], // SR-118
  [34.253, -118.408], // Osborne Street
  [34.232, -118.381], // SR-170
  [34.22, -118.366], // Sunland Boulevard
  [34.202, -118.343], // Hollywood Way
  [34.182, -118.309], // Burbank Boulevard
  [34.153, -118.279], // SR-134
  [34.121, -118.271], // Los Feliz Boulevard
  [34.106, -118.247], // Fletcher Drive
  [34.088, -118.231],
  [34.083, -118.226], // SR-110 interchange
  [34.077, -118.233], // Stadium Way
  [34.07, -118.242], // Sunset Boulevard
  [34.062, -118.249], // Four Level Interchange
  [34.0565, -118.256], // 3rd Street
  PLACES.laDowntown,
]);

/** I-580 eastbound from the Maze through Oakland, Castro Valley, Dublin, Livermore and the Altamont Pass to I-5. */
export const I580_MAZE_I5 = piece('I-580 Oakland–Tracy', 'highway', [
  PLACES.maze,
  [37.8302, -122.284], // San Pablo Avenue
  [37.83, -122.275], // Market Street
  [37.8287, -122.266], // MacArthur BART
  [37.8262, -122.2585], // Broadway
  [37.8205, -122.256], // Harrison Street
  [37.8163, -122.2518], // Grand Avenue
  [37.8122, -122.2462], // Lakeshore Avenue
  [37.808, -122.238], // Park Boulevard
  [37.797, -122.215], // Fruitvale Avenue
  [37.788, -122.205], // 35th Avenue
  [37.776, -122.188], // Seminary Avenue
  [37.764, -122.162], // Golf Links Road
  [37.733, -122.136], // Estudillo Avenue, San Leandro
  [37.705, -122.105], // I-238
  [37.7, -122.08], // Castro Valley
  [37.696, -122.03], // Eden Canyon Road
  [37.703, -121.925], // I-680, Dublin
  [37.704, -121.88], // Santa Rita Road
  [37.699, -121.817], // Airway Boulevard, Livermore
  [37.697, -121.724], // Vasco Road
  [37.74, -121.651], // Altamont Pass
  [37.741, -121.545], // I-205 split
  [37.705, -121.49],
  [37.678, -121.44], // Corral Hollow Road
  [37.642, -121.343],
  PLACES.i5x580,
]);

/** I-880 southbound from the Maze through Oakland, San Leandro, Hayward, Union City and Fremont to San José. */
export const I880_MAZE_SJ = piece('I-880 Oakland–San José', 'highway', [
  PLACES.maze,
  [37.82, -122.2945], // Mandela Parkway
  [37.8085, -122.2925], // 7th Street
  [37.7985, -122.2795], // Broadway
  [37.79, -122.252], // 5th Avenue
  [37.778, -122.23], // 29th Avenue
  [37.767, -122.219], // High Street
  [37.753, -122.199], // Coliseum
  [37.718, -122.175], // Davis Street, San Leandro
  [37.704, -122.162], // Marina Boulevard
  [37.669, -122.115], // A Street, Hayward
  [37.65, -122.105],
  PLACES.i880x92,
  [37.627, -122.095], // Tennyson Road
  [37.615, -122.085], // Industrial Parkway
  [37.605, -122.075], // Whipple Road
  [37.589, -122.066], // Alvarado–Niles Road
  PLACES.i880x84,
  [37.535, -122.008], // Mowry Avenue
  [37.505, -121.975], // Auto Mall Parkway
  [37.456, -121.92], // Dixon Landing Road, Milpitas
  [37.408, -121.914], // Montague Expressway
  [37.366, -121.905], // US-101
  [37.348, -121.91], // Coleman Avenue
  [37.3375, -121.9025], // The Alameda
  PLACES.sjDowntown,
]);

/** US-101 northbound from San José airport up the Peninsula to the I-80 interchange in San Francisco. */
export const US101_SJ_SF = piece('US-101 San José–San Francisco', 'highway', [
  PLACES.us101x87,
  [37.376, -121.939], // De La Cruz Boulevard
  [37.385, -121.97], // Montague Expressway
  [37.392, -121.98], // Great America Parkway
  [37.396, -121.995], // Lawrence Expressway
  [37.399, -122.015], // Fair Oaks Avenue
  [37.4, -122.028], // Mathilda Avenue
  [37.405, -122.045], // SR-237
  [37.41, -122.065], // SR-85
  [37.416, -122.08], // Shoreline Boulevard
  [37.419, -122.09], // San Antonio Road
  [37.433, -122.105], // Oregon Expressway
  [37.447, -122.121], // Embarcadero Road
  [37.454, -122.141], // University Avenue
  [37.462, -122.151], // Willow Road
  [37.477, -122.17], // Marsh Road
  [37.487, -122.219], // SR-84, Woodside Road
  [37.495, -122.23], // Whipple Avenue
  [37.523, -122.27], // Ralston Avenue
  [37.54, -122.295], // Hillsdale Boulevard
  [37.5665, -122.2985], // SR-92
  PLACES.us101SanMateo,
  [37.578, -122.3205], // Poplar Avenue
  [37.5905, -122.3445], // Broadway, Burlingame
  [37.6025, -122.3815], // Millbrae Avenue
  [37.614, -122.393], // SFO
  [37.632, -122.405], // I-380
  [37.642, -122.406], // San Bruno Avenue
  [37.656, -122.401], // Grand Avenue
  [37.666, -122.399], // Oyster Point Boulevard
  [37.68, -122.392], // Sierra Point
  [37.709, -122.393], // Candlestick
  [37.723, -122.398], // Paul Avenue
  [37.731, -122.402], // Silver Avenue
  [37.7358, -122.407], // I-280 interchange
  [37.748, -122.4045], // Cesar Chavez Street
  [37.756, -122.4055],
  [37.762, -122.4065], // Hospital Curve
  [37.766, -122.406], // Vermont Street
  PLACES.sf101x80,
]);

/** I-80 eastbound from the US-101 interchange over SoMa (inside the cordon) to the Bay Bridge deck. */
export const I80_SOMA_EB = piece('I-80 SoMa eastbound', 'highway', [
  PLACES.sf101x80,
  [37.7744, -122.4064], // 8th Street
  [37.7775, -122.4026], // 6th Street
  [37.779, -122.4007], // 5th Street
  [37.7836, -122.3949], // 2nd Street
  PLACES.somaDeck,
]);

/** I-280 northbound from San José along the Peninsula hills and through Daly City to King Street, San Francisco. */
export const I280_SJ_SF = piece('I-280 San José–San Francisco', 'highway', [
  PLACES.sjDowntown,
  [37.333, -121.889],
  [37.3245, -121.889], // SR-87
  [37.3235, -121.9], // Bird Avenue
  [37.323, -121.937], // I-880 / SR-17
  [37.323, -121.95], // Winchester Boulevard
  [37.322, -121.976], // Saratoga Avenue
  [37.323, -121.996], // Lawrence Expressway
  [37.3235, -122.014], // Wolfe Road
  [37.3235, -122.032], // De Anza Boulevard
  [37.334, -122.062], // SR-85
  [37.341, -122.072], // Foothill Boulevard
  [37.356, -122.091], // Magdalena Avenue
  [37.368, -122.105], // El Monte Road
  [37.388, -122.154], // Page Mill Road
  [37.408, -122.2], // Alpine Road
  [37.42, -122.218], // Sand Hill Road
  [37.44, -122.246], // Woodside Road
  [37.466, -122.27], // Farm Hill Boulevard
  [37.489, -122.292], // Edgewood Road
  [37.509, -122.326],
  [37.532, -122.356], // SR-92
  [37.56, -122.376], // Black Mountain Road
  [37.596, -122.409], // Millbrae Avenue
  [37.624, -122.425], // I-380
  [37.635, -122.438],
  [37.648, -122.456], // Westborough Boulevard
  [37.662, -122.468], // Hickey Boulevard
  [37.672, -122.472], // Serramonte Boulevard
  [37.68, -122.473], // SR-1 split
  [37.6935, -122.4725],
  [37.7045, -122.4695], // John Daly Boulevard
  [37.71, -122.462],
  [37.717, -122.454],
  [37.7215, -122.4475], // Ocean Avenue
  [37.729, -122.437], // Monterey Boulevard
  [37.733, -122.427], // San Jose Avenue
  [37.734, -122.417], // Alemany Boulevard
  [37.7358, -122.407], // US-101 interchange
  [37.74, -122.4],
  [37.747, -122.3935], // Cesar Chavez Street
  [37.756, -122.3925],
  [37.764, -122.3925], // Mariposa Street
  [37.77, -122.394], // 16th Street
  PLACES.i280King,
]);

/** SR-87 northbound from Willow Glen through downtown San José to US-101. */
export const SR87_NB = piece('SR-87 Guadalupe Parkway', 'highway', [
  [37.308, -121.883], // Curtner Avenue area
  [37.3155, -121.884],
  [37.3245, -121.889], // I-280
  [37.334, -121.895], // Park Avenue
  [37.342, -121.901], // Julian Street
  [37.352, -121.909], // Taylor Street
  [37.362, -121.916], // Skyport Drive
  PLACES.us101x87,
]);

/** SR-110 (Arroyo Seco Parkway) southbound from Pasadena into downtown Los Angeles. */
export const SR110_PASADENA_LA = piece('SR-110 Arroyo Seco Parkway', 'highway', [
  [34.1395, -118.148], // Arroyo Parkway at Glenarm
  [34.1265, -118.152],
  [34.115, -118.162], // South Pasadena
  [34.108, -118.185], // Highland Park
  [34.095, -118.205], // Avenue 43
  [34.083, -118.226], // I-5 interchange
  [34.077, -118.233], // Stadium Way
  [34.07, -118.242], // Sunset Boulevard
  [34.062, -118.249], // Four Level Interchange
  [34.0565, -118.256], // 3rd Street
  PLACES.laDowntown,
]);

/** I-10 (Santa Monica Freeway) eastbound from Santa Monica to downtown Los Angeles. */
export const I10_SANTA_MONICA_LA = piece('I-10 Santa Monica Freeway', 'highway', [
  [34.018, -118.478], // Lincoln Boulevard
  [34.024, -118.464], // Cloverfield Boulevard
  [34.029, -118.451], // Bundy Drive
  [34.032, -118.433], // I-405
  [34.032, -118.413], // Overland Avenue
  [34.033, -118.4], // National Boulevard
  [34.035, -118.388], // Robertson Boulevard
  [34.035, -118.374], // La Cienega Boulevard
  [34.037, -118.364], // Fairfax Avenue
  [34.036, -118.344], // La Brea Avenue
  [34.038, -118.332], // Crenshaw Boulevard
  [34.037, -118.309], // Western Avenue
  [34.037, -118.292], // Vermont Avenue
  [34.0365, -118.273], // I-110 interchange
  [34.042, -118.266], // 9th Street exit
  PLACES.laDowntown,
]);

/** I-10 (San Bernardino Freeway) eastbound from downtown Los Angeles to the I-15 interchange in Ontario. */
export const I10_LA_ONTARIO = piece('I-10 San Bernardino Freeway', 'highway', [
  PLACES.laDowntown,
  [34.051, -118.248],
  [34.05, -118.233],
  [34.046, -118.218], // East Los Angeles Interchange
  [34.057, -118.2],
  [34.063, -118.165], // Atlantic Boulevard
  [34.069, -118.13], // Del Mar Avenue
  [34.072, -118.1], // Rosemead Boulevard
  [34.073, -118.04], // El Monte
  [34.073, -117.97], // Baldwin Park
  [34.073, -117.92], // West Covina
  [34.072, -117.88], // Covina
  [34.075, -117.8], // SR-57
  [34.069, -117.75], // Pomona
  [34.07, -117.69], // Montclair
  [34.07, -117.65], // Euclid Avenue, Ontario
  PLACES.i10x15,
]);

/** I-15 northbound over the Cajon Pass and across the Mojave to Primm and Las Vegas, Nevada. */
export const I15_ONTARIO_LAS_VEGAS = piece('I-15 Ontario–Las Vegas', 'highway', [
  PLACES.i10x15,
  [34.107, -117.529], // Foothill Boulevard
  [34.122, -117.528],
  [34.135, -117.517], // I-210
  [34.16, -117.48], // Sierra Avenue
  [34.22, -117.42], // Glen Helen Parkway
  [34.226, -117.405], // I-215, Devore
  [34.27, -117.455],
  [34.31, -117.475], // SR-138, Cajon Junction
  [34.34, -117.46], // Cajon Summit
  [34.38, -117.425],
  [34.428, -117.395], // Main Street, Hesperia
  [34.472, -117.348], // Bear Valley Road
  [34.523, -117.315], // Victorville
  [34.54, -117.292],
  [34.59, -117.25], // Stoddard Wells Road
  [34.7, -117.17],
  [34.868, -117.105], // Lenwood
  [34.886, -117.03], // Barstow
  [34.892, -116.99], // I-40
  [34.905, -116.826], // Yermo
  [34.96, -116.62], // Harvard Road
  [35.038, -116.38], // Afton Road
  [35.12, -116.23],
  [35.266, -116.074], // Baker
  [35.38, -115.89], // Halloran Springs
  [35.442, -115.63], // Cima Road
  [35.47, -115.54], // Mountain Pass
  [35.53, -115.47], // Nipton Road
  [35.58, -115.41],
  [35.611, -115.388], // Primm, state line
  [35.78, -115.324], // Jean, Nevada
  [35.93, -115.215], // Sloan
  [35.99, -115.185], // St. Rose Parkway
  [36.04, -115.18], // Blue Diamond Road
  [36.1, -115.18], // Tropicana Avenue
  [36.116, -115.185], // Flamingo Road
  [36.116, -115.173], // Las Vegas Strip at Flamingo
]);

/** I-10 eastbound from Ontario through the San Gorgonio Pass and the Coachella Valley to Blythe and Quartzsite, Arizona. */
export const I10_ONTARIO_QUARTZSITE = piece('I-10 Ontario–Quartzsite', 'highway', [
  PLACES.i10x15,
  [34.074, -117.433], // Sierra Avenue, Fontana
  [34.07, -117.395], // Cedar Avenue
  [34.065, -117.37], // Riverside Avenue
  [34.062, -117.302], // I-215, Colton
  [34.063, -117.259], // Tippecanoe Avenue
  [34.065, -117.221], // Alabama Street, Redlands
  [34.06, -117.185],
  [34.03, -117.115], // Yucaipa
  [34.005, -117.06], // County Line Road
  [33.94, -116.985], // Beaumont
  [33.925, -116.88], // Banning
  [33.919, -116.78], // Cabazon
  [33.923, -116.64], // Whitewater
  [33.909, -116.6], // SR-111
  [33.888, -116.548], // Indian Canyon Drive
  [33.863, -116.485],
  [33.842, -116.44], // Date Palm Drive
  [33.807, -116.391], // Monterey Avenue
  [33.786, -116.355], // Cook Street
  [33.762, -116.304], // Washington Street
  [33.738, -116.266], // Jefferson Street
  [33.72, -116.225], // Monroe Street, Indio
  [33.704, -116.16], // SR-86
  [33.665, -115.93],
  [33.661, -115.721], // Chiriaco Summit
  [33.71, -115.4], // Desert Center
  [33.665, -115.3], // Corn Springs Road
  [33.632, -115.1],
  [33.609, -114.9], // Wiley Well Road
  [33.611, -114.69],
  [33.61, -114.6], // Blythe
  [33.606, -114.538], // Colorado River, state line
  [33.604, -114.516], // Ehrenberg, Arizona
  [33.622, -114.4],
  [33.666, -114.229], // Quartzsite
]);

// City streets and local roads ----------------------------------------------------------------------

/** San Francisco: Valencia Street and Mission Street from the Mission District into SoMa (Howard at 2nd). */
export const SF_MISSION_TO_SOMA = piece('Valencia and Mission Streets', 'city', [
  [37.7522, -122.4208], // Valencia at 24th
  [37.7585, -122.4213], // Valencia at 20th
  [37.765, -122.4218], // Valencia at 16th
  [37.765, -122.4196], // 16th at Mission
  [37.7683, -122.4198], // Mission at 14th
  [37.772, -122.4195], // Mission at South Van Ness
  [37.7738, -122.4176], // Mission at 11th
  [37.7753, -122.4157], // Mission at 10th
  [37.7784, -122.4118], // Mission at 8th
  [37.7815, -122.408], // Mission at 6th
  [37.7846, -122.4042], // Mission at 4th
  [37.7877, -122.4003], // Mission at 2nd
  PLACES.sfHoward2nd,
]);

/** San Francisco: Howard Street south-west out of SoMa, South Van Ness and 16th Street back to the Mission. */
export const SF_SOMA_TO_MISSION = piece('Howard Street and South Van Ness Avenue', 'city', [
  PLACES.sfHoward2nd,
  [37.7834, -122.4026], // Howard at 4th
  [37.7803, -122.4065], // Howard at 6th
  [37.7772, -122.4103], // Howard at 8th
  [37.7741, -122.4142], // Howard at 10th
  [37.7727, -122.418], // Howard at South Van Ness
  [37.7688, -122.4177], // South Van Ness at 14th
  [37.765, -122.4175], // South Van Ness at 16th
  [37.765, -122.4218], // 16th at Valencia
  [37.7585, -122.4213],
  [37.7522, -122.4208], // Valencia at 24th
]);

/** SoMa streets from the Fremont Street exit of the westbound Bay Bridge to Howard at 2nd. */
export const SF_FREMONT_EXIT_TO_HOWARD = piece('Fremont Street exit and Howard Street', 'city', [
  PLACES.somaDeck,
  [37.7858, -122.3925], // Fremont Street ramp
  [37.787, -122.394], // Fremont at Folsom
  [37.7888, -122.3959], // Fremont at Howard
  [37.788, -122.3968], // Howard at 1st
  PLACES.sfHoward2nd,
]);

/** SoMa streets from Howard at 2nd to the eastbound Bay Bridge on-ramp at 1st and Harrison. */
export const SF_HOWARD_TO_BRIDGE = piece('2nd Street and Harrison Street', 'city', [
  PLACES.sfHoward2nd,
  [37.7853, -122.3972], // 2nd at Folsom
  [37.7842, -122.3957], // 2nd at Harrison
  [37.7857, -122.3938], // Harrison at 1st
  PLACES.somaDeck,
]);

/** SoMa streets from the I-80 4th Street exit north on 4th to Howard, then to 2nd. */
export const SF_4TH_TO_HOWARD = piece('4th Street and Howard Street', 'city', [
  [37.7775, -122.4026], // I-80 eastbound at 6th (exit ramp)
  [37.7811, -122.3995], // 4th at Harrison
  [37.7823, -122.4011], // 4th at Folsom
  [37.7834, -122.4026], // 4th at Howard
  [37.785, -122.4007], // Howard at 3rd
  PLACES.sfHoward2nd,
]);

/** SoMa streets from Howard at 2nd back to the westbound I-80 on-ramp at 5th and Harrison. */
export const SF_HOWARD_TO_I80_WB = piece('2nd Street and Harrison Street to I-80', 'city', [
  PLACES.sfHoward2nd,
  [37.7853, -122.3972], // 2nd at Folsom
  [37.7842, -122.3957], // 2nd at Harrison
  [37.7826, -122.3976], // Harrison at 3rd
  [37.7811, -122.3995], // Harrison at 4th
  [37.7796, -122.4014], // Harrison at 5th
  [37.7775, -122.4026], // I-80 on-ramp
]);

/** King Street and 4th Street from the end of I-280 into SoMa (Howard at 2nd). */
export const SF_KING_TO_HOWARD = piece('King Street and 4th Street', 'city', [
  PLACES.i280King,
  [37.7755, -122.396], // King at 5th
  [37.777, -122.3941], // King at 4th
  [37.7776, -122.3949], // 4th at Townsend
  [37.7799, -122.398], // 4th at Bryant
  [37.7811, -122.3995], // 4th at Harrison
  [37.7834, -122.4026], // 4th at Howard
  [37.785, -122.4007], // Howard at 3rd
  PLACES.sfHoward2nd,
]);

/** 2nd Street and King Street from Howard at 2nd back to I-280. */
export const SF_HOWARD_TO_KING = piece('2nd Street and King Street', 'city', [
  PLACES.sfHoward2nd,
  [37.7853, -122.3972], // 2nd at Folsom
  [37.7842, -122.3957], // 2nd at Harrison
  [37.783, -122.3941], // 2nd at Bryant
  [37.7819, -122.3926], // 2nd at Brannan
  [37.7801, -122.3903], // 2nd at King
  [37.7786, -122.3922], // King at 3rd
  [37.777, -122.3941], // King at 4th
  [37.7755, -122.396], // King at 5th
  PLACES.i280King,
]);

/** From the Golden Gate toll plaza through the Marina, Lombard Street, Van Ness Avenue and the Broadway Tunnel into the Financial District. */
export const SF_PRESIDIO_TO_FIDI = piece('Lombard Street, Van Ness Avenue and Broadway', 'arterial', [
  [37.7995, -122.4485], // Richardson Avenue
  [37.799, -122.4425], // Lombard at Divisadero
  [37.7997, -122.4335], // Lombard at Fillmore
  [37.8003, -122.4242], // Lombard at Van Ness
  [37.7981, -122.4237],
  [37.7961, -122.4232], // Van Ness at Broadway
  [37.7966, -122.4185], // Broadway at Hyde
  [37.797, -122.416], // Broadway Tunnel
  [37.7975, -122.411],
  [37.7977, -122.4083], // Broadway at Stockton
  [37.7979, -122.4054], // Broadway at Kearny
  [37.7981, -122.4036], // Broadway at Montgomery
  [37.7985, -122.401], // Broadway at Battery
  [37.7967, -122.4008], // Battery at Washington
  [37.7945, -122.4005], // Battery at Sacramento
  PLACES.sfBatteryPine,
]);

/** From the Financial District west on Pine Street to Van Ness Avenue, north to Lombard Street and out to the Presidio. */
export const SF_FIDI_TO_PRESIDIO = piece('Pine Street, Van Ness Avenue and Lombard Street', 'arterial', [
  PLACES.sfBatteryPine,
  [37.7916, -122.4041], // Pine at Kearny
  [37.7908, -122.4088], // Pine at Powell
  [37.7903, -122.4137], // Pine at Jones
  [37.7897, -122.4187], // Pine at Polk
  [37.7894, -122.4221], // Pine at Van Ness
  [37.7905, -122.4224], // Van Ness at California
  [37.7961, -122.4232], // Van Ness at Broadway
  [37.8003, -122.4242], // Van Ness at Lombard
  [37.7997, -122.4335], // Lombard at Fillmore
  [37.799, -122.4425], // Lombard at Divisadero
  [37.7995, -122.4485], // Richardson Avenue
]);

/** San Francisco errand: Valencia Street to the Safeway at Market and Church. */
export const SF_MISSION_TO_SAFEWAY = piece('24th, Guerrero, 18th and Church Streets', 'city', [
  [37.7522, -122.4208], // Valencia at 24th
  [37.752, -122.423], // 24th at Guerrero
  [37.7565, -122.4234], // Guerrero at 21st
  [37.7613, -122.424], // Guerrero at 18th
  [37.7615, -122.4285], // 18th at Church
  [37.7648, -122.4289], // Church at 15th
  [37.7673, -122.4292], // Church at Market
]);

/** San Francisco errand: 24th Street and Potrero Avenue to the Potrero Center at 16th. */
export const SF_MISSION_TO_POTRERO = piece('24th Street and Potrero Avenue', 'city', [
  [37.7522, -122.4208], // Valencia at 24th
  [37.7526, -122.4186], // 24th at Mission
  [37.7529, -122.4147], // 24th at Folsom
  [37.7532, -122.4104], // 24th at Bryant
  [37.7533, -122.4065], // 24th at Potrero
  [37.7573, -122.4067], // Potrero at 21st
  [37.7616, -122.4069], // Potrero at 18th
  [37.7655, -122.4075], // Potrero at 16th
]);

/** Oakland: Lakeshore Avenue to the westbound I-580 on-ramp. */
export const OAK_LAKESHORE_TO_580 = piece('Lakeshore Avenue', 'city', [
  [37.8098, -122.2475], // Lakeshore Avenue at Walker Avenue
  [37.811, -122.2468],
  [37.8122, -122.2462], // I-580 on-ramp
]);

/** Oakland errand: Lakeshore and Lakeside Drive around Lake Merritt to 14th Street and Broadway. */
export const OAK_LAKESHORE_TO_DOWNTOWN = piece('Lakeshore Avenue and Lakeside Drive', 'city', [
  [37.8098, -122.2475],
  [37.8075, -122.2512], // Lakeshore at East 18th
  [37.8048, -122.2547], // Lake Merritt, east shore
  [37.8, -122.2589], // Lakeshore at 1st Avenue
  [37.7988, -122.2625], // Lake Merritt Boulevard
  [37.8015, -122.2648], // 14th at Oak
  [37.803, -122.268], // 14th at Harrison
  [37.804, -122.2712], // 14th at Broadway
]);

/** Oakland errand: Grand Avenue and Broadway to Rockridge (College Avenue). */
export const OAK_LAKESHORE_TO_ROCKRIDGE = piece('Grand Avenue, Broadway and College Avenue', 'city', [
  [37.8098, -122.2475],
  [37.8112, -122.2495], // Lakeshore at Grand
  [37.8116, -122.2555], // Grand at Euclid
  [37.8117, -122.2615], // Grand at Harrison
  [37.8125, -122.2648], // Grand at Broadway
  [37.8195, -122.2615], // Broadway at 30th
  [37.8255, -122.2555], // Broadway at MacArthur
  [37.8335, -122.2528], // Broadway at 51st
  [37.839, -122.2523], // Broadway at College
  [37.844, -122.2515], // College at Shafter, Rockridge
]);

/** Daly City: Southgate Avenue and John Daly Boulevard from Westlake to I-280. */
export const DALY_WESTLAKE_TO_280 = piece('Southgate Avenue and John Daly Boulevard', 'arterial', [
  [37.699, -122.483], // Westlake
  [37.702, -122.478], // Lake Merced Boulevard at John Daly
  [37.7035, -122.4735],
  [37.7045, -122.4695], // I-280
]);

/** Daly City errand: Skyline and Serramonte Boulevard to Serramonte Center. */
export const DALY_WESTLAKE_TO_SERRAMONTE = piece('Skyline and Serramonte Boulevard', 'arterial', [
  [37.699, -122.483],
  [37.6935, -122.4805], // Southgate at Skyline
  [37.6855, -122.4775],
  [37.678, -122.4745],
  [37.6745, -122.4705], // Serramonte Boulevard
  [37.6728, -122.468], // Serramonte Center
]);

/** San Mateo: 3rd Avenue from downtown to US-101. */
export const SM_DOWNTOWN_TO_101 = piece('3rd Avenue, San Mateo', 'arterial', [
  [37.5648, -122.3237], // 3rd Avenue at B Street
  [37.5672, -122.3195], // 3rd at Delaware
  [37.5703, -122.3152], // 3rd at Humboldt / Norfolk
  PLACES.us101SanMateo,
]);

/** San Mateo errand: El Camino Real to Hillsdale Shopping Center. */
export const SM_DOWNTOWN_TO_HILLSDALE = piece('El Camino Real, San Mateo', 'arterial', [
  [37.5648, -122.3237],
  [37.5615, -122.3225], // El Camino at 5th
  [37.555, -122.3145], // El Camino at 17th / SR-92
  [37.5475, -122.3075], // El Camino at 25th
  [37.5398, -122.3005], // El Camino at 31st
  [37.5372, -122.2985], // Hillsdale Shopping Center
]);

/** Palo Alto: University Avenue from US-101 into downtown Palo Alto. */
export const PA_101_TO_DOWNTOWN = piece('University Avenue, Palo Alto', 'city', [
  [37.454, -122.141], // US-101
  [37.4525, -122.147], // University at Woodland
  [37.4505, -122.153], // University at Middlefield
  [37.4478, -122.1587], // University at Cowper
  [37.4455, -122.162], // University at Emerson
]);

/** Hayward: Jackson Street (SR-92) from downtown Hayward to I-880. */
export const HAY_DOWNTOWN_TO_880 = piece('Jackson Street, Hayward', 'arterial', [
  [37.6705, -122.083], // B Street at Main, downtown Hayward
  [37.668, -122.0855], // Jackson at Mission
  [37.6605, -122.0893], // Jackson at Santa Clara
  [37.6505, -122.0945], // Jackson at Hesperian
  [37.6415, -122.0978],
  PLACES.i880x92,
]);

/** Hayward errand: Hesperian Boulevard to Southland Mall. */
export const HAY_DOWNTOWN_TO_SOUTHLAND = piece('Jackson Street and Hesperian Boulevard', 'arterial', [
  [37.6705, -122.083],
  [37.668, -122.0855],
  [37.6605, -122.0893],
  [37.6505, -122.0945], // Hesperian
  [37.6515, -122.1005],
  [37.651, -122.1035], // Southland Mall
]);

/** San Mateo: from the SR-92 / US-101 interchange north on US-101 to 3rd Avenue and downtown. */
export const SM_92_TO_DOWNTOWN = piece('US-101 and 3rd Avenue, San Mateo', 'arterial', [
  [37.5665, -122.2985],
  PLACES.us101SanMateo,
  [37.5703, -122.3152],
  [37.5672, -122.3195],
  [37.5648, -122.3237],
]);

/** Fremont: Ardenwood to the SR-84 / I-880 interchange (Decoto Road). */
export const FRE_ARDENWOOD_TO_84 = piece('Paseo Padre Parkway and Decoto Road', 'arterial', [
  [37.56, -122.048], // Ardenwood
  [37.5585, -122.0455],
  PLACES.i880x84,
]);

/** Fremont errand: Paseo Padre Parkway and Mowry Avenue to the Fremont Hub. */
export const FRE_ARDENWOOD_TO_HUB = piece('Paseo Padre Parkway and Mowry Avenue', 'arterial', [
  [37.56, -122.048],
  [37.5565, -122.038],
  [37.5505, -122.0185],
  [37.5485, -122.0], // Paseo Padre at Mowry
  [37.548, -121.988], // Fremont Hub
]);

/** Richmond: Point Richmond to the westbound I-580 at Canal Boulevard. */
export const RICH_POINT_TO_580 = piece('Garrard Boulevard and Cutting Boulevard', 'city', [
  [37.924, -122.383], // Point Richmond
  [37.9235, -122.378],
  [37.9245, -122.3735],
  [37.9265, -122.3725], // I-580 at Canal Boulevard
]);

/** Richmond: the eastbound I-580 from Canal Boulevard to I-80 at Albany. */
export const RICH_580_TO_I80 = piece('I-580 Richmond–Albany', 'highway', [
  [37.9265, -122.3725],
  [37.923, -122.35],
  [37.9195, -122.34], // Marina Bay Parkway
  [37.914, -122.325], // Bayview Avenue
  [37.905, -122.314],
  [37.899, -122.306], // I-80
]);

/** Richmond errand: Cutting Boulevard to Marina Bay. */
export const RICH_POINT_TO_MARINA_BAY = piece('Cutting Boulevard and Marina Bay Parkway', 'city', [
  [37.924, -122.383],
  [37.92, -122.37],
  [37.917, -122.358],
  [37.914, -122.35], // Marina Bay
]);

/** San Rafael: from the US-101 / I-580 interchange north to downtown San Rafael (4th Street). */
export const SR_101_TO_DOWNTOWN = piece('US-101 and 4th Street, San Rafael', 'arterial', [
  [37.9495, -122.5095],
  [37.9595, -122.515], // US-101 at Bellam Boulevard
  [37.9675, -122.5205],
  [37.97, -122.523], // Central San Rafael exit
  [37.9735, -122.529], // 4th Street at Lincoln
  [37.9737, -122.531], // 4th Street at B Street
]);

/** Mill Valley: East Blithedale Avenue and US-101 south through Sausalito and the Waldo Tunnel to Vista Point. */
export const MV_HOME_TO_GOLDEN_GATE = piece('East Blithedale Avenue and US-101 southbound', 'highway', [
  [37.906, -122.545], // downtown Mill Valley
  [37.899, -122.531], // East Blithedale at Camino Alto
  [37.8935, -122.518], // US-101
  [37.885, -122.5085], // Richardson Bay Bridge
  [37.874, -122.504],
  [37.865, -122.497], // Spencer Avenue, Sausalito
  [37.854, -122.489], // Waldo Tunnel
  [37.842, -122.4835],
  [37.8324, -122.4812], // Vista Point
]);

/** Mill Valley errand: Miller Avenue to Tam Junction. */
export const MV_HOME_TO_TAM_JUNCTION = piece('Miller Avenue and Shoreline Highway', 'city', [
  [37.906, -122.545],
  [37.9015, -122.538], // Miller at Camino Alto
  [37.8955, -122.5315],
  [37.8845, -122.5265], // Tam Junction
]);

/** San José: Lincoln Avenue and Minnesota Avenue from Willow Glen to SR-87. */
export const SJ_WILLOW_GLEN_TO_87 = piece('Minnesota Avenue, Willow Glen', 'city', [
  [37.3075, -121.9], // Lincoln at Minnesota
  [37.3078, -121.894],
  [37.308, -121.889], // Minnesota at Almaden
  [37.308, -121.883], // SR-87
]);

/** San José errand: Lincoln Avenue and Bascom to Westfield Valley Fair. */
export const SJ_WILLOW_GLEN_TO_VALLEY_FAIR = piece('Lincoln Avenue and Bascom Avenue', 'arterial', [
  [37.3075, -121.9],
  [37.3125, -121.9025], // Lincoln at Willow
  [37.319, -121.9065], // Lincoln at Coe
  [37.3225, -121.9195], // Lincoln at Parkmoor / Race
  [37.3235, -121.932], // Bascom
  [37.3245, -121.944], // Stevens Creek at Monroe
  [37.3255, -121.9455], // Valley Fair
]);

/** Mountain View: from US-101 at Shoreline Boulevard to the Googleplex. */
export const MTV_101_TO_GOOGLEPLEX = piece('Shoreline Boulevard', 'city', [
  [37.416, -122.08],
  [37.419, -122.0805],
  [37.4215, -122.0825],
  [37.422, -122.084], // Amphitheatre Parkway
]);

/** Davis: from downtown Davis down Richards Boulevard to I-80. */
export const DAVIS_DOWNTOWN_TO_80 = piece('Richards Boulevard, Davis', 'city', [
  [38.5445, -121.74], // E Street at 2nd, downtown Davis
  [38.5433, -121.738],
  [38.5425, -121.7375],
]);

/** Davis errand: Covell Boulevard to the Nugget Market. */
export const DAVIS_DOWNTOWN_TO_COVELL = piece('F Street and Covell Boulevard', 'city', [
  [38.5445, -121.74],
  [38.5495, -121.7415], // F at 5th
  [38.556, -121.7425], // F at 14th
  [38.5615, -121.7435], // F at Covell
  [38.562, -121.752], // Covell at Anderson
]);

/** Sacramento: J Street from Midtown into downtown (10th and N). */
export const SAC_MIDTOWN_TO_DOWNTOWN = piece('J Street and 10th Street, Sacramento', 'city', [
  [38.5765, -121.4783], // J at 24th, Midtown
  [38.5775, -121.4842], // J at 19th
  [38.5785, -121.4903], // J at 14th
  [38.5793, -121.4955], // J at 10th
  [38.5775, -121.4962], // 10th at L
  PLACES.sacDowntown,
]);

/** Sacramento errand: Capital City Freeway to Arden Fair. */
export const SAC_MIDTOWN_TO_ARDEN = piece('29th Street and Arden Way', 'arterial', [
  [38.5765, -121.4783],
  [38.5745, -121.4685], // 29th at J
  [38.58, -121.462],
  [38.592, -121.45],
  [38.6, -121.43], // Arden Way
  [38.601, -121.427], // Arden Fair
]);

/** Pasadena: Colorado Boulevard and Arroyo Parkway to the Arroyo Seco Parkway. */
export const PAS_HOME_TO_110 = piece('Colorado Boulevard and Arroyo Parkway', 'city', [
  [34.146, -118.132], // Colorado at Lake
  [34.146, -118.1435], // Colorado at Los Robles
  [34.1458, -118.1485], // Colorado at Arroyo Parkway
  [34.1395, -118.148], // Arroyo Parkway at Glenarm
]);

/** Pasadena errand: Lake Avenue south to Trader Joe's and the shops at California Boulevard. */
export const PAS_HOME_TO_LAKE_SOUTH = piece('Lake Avenue, Pasadena', 'city', [
  [34.146, -118.132],
  [34.1415, -118.1322], // Lake at Cordova
  [34.1365, -118.1322], // Lake at California
  [34.1347, -118.1298],
]);

/** Santa Monica: Wilshire and Lincoln Boulevards to the eastbound I-10. */
export const SM_HOME_TO_I10 = piece('Lincoln Boulevard, Santa Monica', 'city', [
  [34.0265, -118.4885], // Wilshire at 11th
  [34.0225, -118.4855], // 11th at Santa Monica Boulevard
  [34.0195, -118.4815], // Lincoln at Broadway
  [34.018, -118.478], // I-10
]);

/** Santa Monica errand: Wilshire Boulevard east to Bundy Drive. */
export const SM_HOME_TO_WILSHIRE_BUNDY = piece('Wilshire Boulevard, Santa Monica', 'city', [
  [34.0265, -118.4885],
  [34.029, -118.484], // Wilshire at 14th
  [34.0335, -118.4755], // Wilshire at 20th
  [34.038, -118.4665], // Wilshire at 26th
  [34.043, -118.4565], // Wilshire at Bundy
]);

/** San José: from downtown (Santa Clara and 1st) to SR-87 northbound at Julian Street. */
export const SJ_DOWNTOWN_TO_87 = piece('1st Street and Julian Street, San José', 'city', [
  PLACES.sjDowntown,
  [37.3395, -121.8925], // 1st at St John
  [37.3418, -121.8955], // Julian at 1st
  [37.342, -121.901], // SR-87 at Julian
]);
