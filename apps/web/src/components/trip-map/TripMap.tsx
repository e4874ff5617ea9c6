import 'leaflet/dist/leaflet.css';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { decodePolyline, mapTileSource } from '@rc/domain';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { TFunction } from 'i18next';
import L from 'leaflet';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  Pane,
  Polyline,
  ScaleControl,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { useConfiguration } from '../../lib/configuration';
import { formatDistance, formatMoney, formatTableDateTime, mileageUnitOf } from '../../lib/format';
import {
  type CountyOutlines,
  useCountyOutlines,
  useStateOutlines,
  useTollGantries,
  useTollNames,
  useTripBins,
} from './api';
import { MAP_HEIGHT, segmentColour } from './mapStyle';
import { boxContains, featuresNear, routeBox } from './nearRoute';
import type { tripMapEn } from './texts';
import './texts';

/** Leaflet's defaults for the trip map (participant spec section 2). */
const DEFAULT_ZOOM = 10;
/** The closest a trip is fitted to: a short trip fills the frame without a street-level blow-up. */
const FIT_MAX_ZOOM = 15;
/** County names are written from zoom `from` (below it they would cover each other) up to `to`. */
const COUNTY_LABEL_ZOOMS = { from: 7, to: 12 } as const;
const SEGMENT_LINE = { weight: 20, opacity: 0.8 } as const;
const TOLL_MARKER_RADIUS = 15;
/** Offline base layer colours: land light, water blue (the outlines' fill shows where land is). */
const WATER = '#c9dcec';
const LAND = { fillColor: '#f6f3ea', fillOpacity: 1, color: '#7d7d7d', weight: 1 } as const;
const COUNTY_LINE = { color: '#9a9a9a', weight: 1, dashArray: '4 3', fill: false } as const;
/** The pane of the offline base layer: land, county lines and county names. */
const BASE_LAYER_PANE = 'base-layer';

type Display = 'route' | 'bins';

const SEGMENT_TYPES = { public: true, private: true, state: true } as const;
type SegmentType = keyof typeof tripMapEn.segmentType;

/** What the map needs of a segment (the participant's and the staff's segment documents both have it). */
export interface TripMapSegment {
  id: string;
  type: string;
  state?: string | null;
  stateCode?: string | null;
  mileage: number;
  tsStart?: string | null;
  tsEnd?: string | null;
  polylines: readonly string[];
  tollId?: string | null;
  tollEntryId?: string | null;
  tollExitId?: string | null;
  tollFeeCents: number;
}

type TripDetailSegment = TripMapSegment;

export interface TripMapProps {
  tripId: string;
  /** The segments the viewer may see, in order (their index picks the colour); staff see every type. */
  segments: readonly TripMapSegment[];
  /** 400 px high inside another page, 800 px as the page's own map. */
  nested?: boolean;
}

interface SegmentLine {
  segment: TripDetailSegment;
  number: number;
  colour: string;
  positions: [number, number][][];
  label: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The trip's route on a Leaflet map: one line per segment (coloured by its index), the toll points
 * crossed, or the GPS points when TRIP_DEFAULT_DISPLAY is bins. Works with no tile server: US state
 * outlines from the API are the base layer; tiles are drawn only when MAP_TILE_URL is configured.
 * The checklists beside the map show and hide segments and toll ways, and carry the map's content as
 * text (the Segments tab has the full table).
 */
export default function TripMap({ tripId, segments, nested = false }: TripMapProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const mileageUnit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const tiles = mapTileSource(configuration.get('MAP_TILE_URL'));
  const attribution = configuration.get('MAP_TILE_ATTRIBUTION').trim();
  const displayId = useId();

  const [display, setDisplay] = useState<Display>(
    configuration.get('TRIP_DEFAULT_DISPLAY') === 'bins' ? 'bins' : 'route',
  );
  const [hiddenSegments, setHiddenSegments] = useState<ReadonlySet<string>>(new Set());
  const [hiddenTolls, setHiddenTolls] = useState<ReadonlySet<string>>(new Set());

  const lines = useMemo<SegmentLine[]>(
    () =>
      segments.map((segment, index) => {
        const positions = segment.polylines
          .map((encoded) => decodePolyline(encoded))
          .filter((points): points is [number, number][] => points !== null && points.length > 0);
        const number = index + 1;
        return {
          segment,
          number,
          colour: segmentColour(index),
          positions,
          label: t('tripMap.segmentLabel', {
            number,
            state: segment.state ?? segment.stateCode ?? '',
            type:
              segment.type in SEGMENT_TYPES ? t(`tripMap.segmentType.${segment.type as SegmentType}`) : segment.type,
            mileage: formatDistance(segment.mileage, mileageUnit),
            start: formatTableDateTime(segment.tsStart).slice(11),
            end: formatTableDateTime(segment.tsEnd).slice(11),
          }),
        };
      }),
    [segments, t, mileageUnit],
  );
  const allPoints = useMemo(() => lines.flatMap((line) => line.positions.flat()), [lines]);

  const outlines = useStateOutlines(tiles === null);
  const counties = useCountyOutlines(tiles === null);

  const bins = useTripBins(tripId, display === 'bins');

  // The toll ways crossed: the toll of each segment with a toll, and the toll points it passed.
  const crossings = useMemo(() => {
    const byToll = new Map<string, { gantryIds: Set<string>; count: number; feeCents: number }>();
    for (const line of lines) {
      const { tollId, tollEntryId, tollExitId, tollFeeCents } = line.segment;
      if (!tollId) continue;
      const entry = byToll.get(tollId) ?? { gantryIds: new Set<string>(), count: 0, feeCents: 0 };
      entry.count += 1;
      entry.feeCents += tollFeeCents;
      for (const id of [tollEntryId, tollExitId]) if (id) entry.gantryIds.add(id);
      byToll.set(tollId, entry);
    }
    return byToll;
  }, [lines]);
  const tollIds = [...crossings.keys()];
  const tollNames = useTollNames(tollIds.length > 0);
  const gantries = useTollGantries(tollIds);
  const tollMarkers = tollIds.flatMap((tollId, i) => {
    const crossed = crossings.get(tollId)?.gantryIds ?? new Set<string>();
    return (gantries[i]?.data ?? []).filter((g) => crossed.has(g.id)).map((g) => ({ ...g, tollId }));
  });
  const tollName = (tollId: string) => tollNames.data?.find((toll) => toll.id === tollId)?.name ?? tollId;

  const visibleLines = lines.filter((line) => !hiddenSegments.has(line.segment.id));
  const segmentOfBin = (timestamp: string) => {
    const at = Date.parse(timestamp);
    return lines.find(
      (line) =>
        line.segment.tsStart &&
        line.segment.tsEnd &&
        Date.parse(line.segment.tsStart) <= at &&
        at <= Date.parse(line.segment.tsEnd),
    );
  };
  const canvas = useMemo(() => L.canvas({ padding: 0.5 }), []);
  // The base layer has thousands of vertices: drawn on a canvas, far quicker than SVG paths on a phone
  // (it is not interactive, so nothing is lost). One canvas for land and county lines, the frame's size
  // with no margin (FollowFrameSize keeps it so): on a phone's 2x backing store every canvas is
  // megapixels to allocate and paint, the largest part of showing the map.
  const baseCanvas = useMemo(() => L.canvas({ pane: BASE_LAYER_PANE, padding: 0 }), []);

  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  if (allPoints.length === 0) return <Alert severity="info">{t('tripMap.noRoute')}</Alert>;

  const tileCredit = attribution || t('tripMap.tileCredit', { host: tiles ? hostOf(tiles.urlTemplate) : '' });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
      <Box
        sx={{
          height: nested ? MAP_HEIGHT.nested : { xs: `min(${MAP_HEIGHT.page}px, 70vh)`, md: MAP_HEIGHT.page },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          // The focus ring is drawn inside: the rounded frame clips anything outside.
          '& .leaflet-container:focus-visible': { outlineOffset: '-3px' },
          // County names: small grey text with a light halo, centred on the point Leaflet places.
          '& .county-name span': {
            display: 'block',
            transform: 'translate(-50%, -50%)',
            whiteSpace: 'nowrap',
            font: '12px/1.2 system-ui, sans-serif',
            letterSpacing: '0.02em',
            color: '#595959',
            textShadow: '0 0 2px #fff, 0 0 2px #fff',
            pointerEvents: 'none',
          },
        }}
      >
        <MapContainer
          center={allPoints[0] as [number, number]}
          zoom={DEFAULT_ZOOM}
          zoomControl={false}
          // FollowFrameSize measures the frame instead: Leaflet's own resize handling waits 200 ms to redraw.
          trackResize={false}
          attributionControl={tiles !== null}
          style={{ height: '100%', width: '100%', background: tiles ? '#e6e6e6' : WATER }}
          className="trip-map"
        >
          <MapAccessibility label={`${t('tripMap.label')} ${t('tripMap.textAlternative')}`} />
          <FollowFrameSize />
          <FitRoute points={allPoints} />
          <ZoomControl position="topleft" zoomInTitle={t('tripMap.zoomIn')} zoomOutTitle={t('tripMap.zoomOut')} />
          {/* Without tiles the outlines give little sense of distance: a scale bar in the configured unit. */}
          <ScaleControl position="bottomleft" metric={mileageUnit === 'km'} imperial={mileageUnit !== 'km'} />
          {tiles ? (
            <TileLayer url={tiles.urlTemplate} attribution={escapeHtml(tileCredit)} />
          ) : (
            outlines.data &&
            counties.data && (
              <>
                <BaseLayer states={outlines.data} counties={counties.data} route={allPoints} canvas={baseCanvas} />
                <CountyNames counties={counties.data} />
              </>
            )
          )}
          {display === 'route' &&
            visibleLines.map((line) => (
              <Polyline
                key={line.segment.id}
                positions={line.positions}
                className="trip-segment-line"
                pathOptions={{ color: line.colour, ...SEGMENT_LINE }}
              >
                <Tooltip sticky>{line.label}</Tooltip>
              </Polyline>
            ))}
          {display === 'bins' &&
            (bins.data ?? []).map((bin) => {
              const line = segmentOfBin(bin.timestamp);
              if (line && hiddenSegments.has(line.segment.id)) return null;
              return (
                <CircleMarker
                  key={bin.id}
                  center={[bin.lat, bin.lng]}
                  radius={3}
                  renderer={canvas}
                  interactive={false}
                  pathOptions={{ color: line?.colour ?? '#4a4a4a', weight: 1, fillOpacity: 0.9 }}
                />
              );
            })}
          {/* Their own pane keeps toll points above the route lines, whatever is toggled when. */}
          <Pane name="toll-markers" style={{ zIndex: 450 }}>
            {tollMarkers
              .filter((gantry) => !hiddenTolls.has(gantry.tollId))
              .map((gantry) => (
                <CircleMarker
                  key={gantry.id}
                  center={[gantry.lat, gantry.lon]}
                  radius={TOLL_MARKER_RADIUS}
                  className="trip-toll-marker"
                  pathOptions={{ color: '#1a1a1a', weight: 3, fillColor: '#f2c200', fillOpacity: 0.9 }}
                >
                  <Tooltip>{tollName(gantry.tollId)}</Tooltip>
                </CircleMarker>
              ))}
          </Pane>
        </MapContainer>
      </Box>

      <Stack spacing={2}>
        <FormControl>
          <FormLabel id={displayId}>{t('tripMap.display')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={displayId}
            value={display}
            onChange={(event) => setDisplay(event.target.value as Display)}
          >
            <FormControlLabel value="route" control={<Radio />} label={t('tripMap.route')} />
            <FormControlLabel value="bins" control={<Radio />} label={t('tripMap.bins')} />
          </RadioGroup>
          {display === 'bins' && bins.isFetching && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('tripMap.loadingPoints')}</Typography>
            </Stack>
          )}
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend">{t('tripMap.segmentsLegend')}</FormLabel>
          <FormGroup>
            {lines.map((line) => (
              <FormControlLabel
                key={line.segment.id}
                sx={{ alignItems: 'flex-start', mr: 0 }}
                control={
                  <Checkbox
                    checked={!hiddenSegments.has(line.segment.id)}
                    onChange={() => setHiddenSegments((set) => toggle(set, line.segment.id))}
                    sx={{ pt: 0.5 }}
                  />
                }
                label={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'flex-start', pt: 0.75 }}>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ width: 16, height: 16, mt: 0.25, flex: 'none', bgcolor: line.colour, borderRadius: 0.5 }}
                    />
                    <Typography component="span" variant="body2">
                      {line.label}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </FormGroup>
        </FormControl>

        {tollIds.length > 0 && (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('tripMap.tollsLegend')}</FormLabel>
            <FormGroup>
              {tollIds.map((tollId) => {
                const crossing = crossings.get(tollId);
                return (
                  <FormControlLabel
                    key={tollId}
                    control={
                      <Checkbox
                        checked={!hiddenTolls.has(tollId)}
                        onChange={() => setHiddenTolls((set) => toggle(set, tollId))}
                      />
                    }
                    label={`${t('tripMap.tollLabel', { name: tollName(tollId), count: crossing?.count ?? 0 })} ${formatMoney(crossing?.feeCents)}`}
                  />
                );
              })}
            </FormGroup>
          </FormControl>
        )}
      </Stack>
    </Box>
  );
}

function hostOf(template: string): string {
  const match = /^https?:\/\/([^/?#]+)/i.exec(template);
  return match?.[1]?.replace('{s}.', '') ?? window.location.host;
}

/** Names the map for assistive technology: a labelled region (Leaflet makes it keyboard-focusable). */
function MapAccessibility({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/**
 * Measures the frame again whenever its size changes (the window, or the page around it laying out) and
 * redraws at once, so the base layer's canvas, drawn the frame's size, always covers it.
 */
function FollowFrameSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Fits the whole route in the frame once, at most FIT_MAX_ZOOM. The frame's size is measured first:
 * the map may have been created before its box was laid out, which put the route low in the frame.
 */
function FitRoute({ points }: { points: [number, number][] }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    map.invalidateSize({ animate: false });
    map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: FIT_MAX_ZOOM, animate: false });
  }, [map, points]);
  return null;
}

/**
 * The counties' names, between the COUNTY_LABEL_ZOOMS (text on the map, not controls: the list beside
 * the map and its text alternative carry what a screen reader needs). A name is written at its
 * county's middle, or, when that is out of the frame, at the nearest point of the frame that is still
 * inside the county, so the counties around a short trip are named too.
 */
function CountyNames({ counties }: { counties: CountyOutlines }) {
  const { t } = useTranslation();
  const map = useMap();
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), bounds: map.getBounds() }));
  // Leaflet ends every pan and zoom with moveend.
  useMapEvents({ moveend: () => setView({ zoom: map.getZoom(), bounds: map.getBounds() }) });
  const shown = view.zoom >= COUNTY_LABEL_ZOOMS.from && view.zoom <= COUNTY_LABEL_ZOOMS.to;
  useEffect(() => {
    if (!shown) return;
    const group = L.layerGroup();
    // Names stay 15 % inside the frame's edges.
    const inset = view.bounds.pad(-0.15);
    for (const county of counties.features) {
      const [lng, lat] = county.properties.label;
      const at = L.latLng(
        Math.min(inset.getNorth(), Math.max(inset.getSouth(), lat)),
        Math.min(inset.getEast(), Math.max(inset.getWest(), lng)),
      );
      if (!inside(county.geometry, at.lng, at.lat)) continue;
      L.marker(at, {
        icon: L.divIcon({
          className: 'county-name',
          html: `<span>${escapeHtml(countyName(county.properties.name, t))}</span>`,
          iconSize: undefined,
        }),
        interactive: false,
        keyboard: false,
        pane: BASE_LAYER_PANE,
      }).addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, counties, shown, view, t]);
  return null;
}

/**
 * The offline base layer on one canvas: land, then county lines over it. Only the states near the
 * route are drawn at first (a trip in California needs a handful of the 56 outlines, and each vertex
 * costs a phone time to build, project and draw); the rest join once the view goes beyond them.
 */
function BaseLayer({
  states,
  counties,
  route,
  canvas,
}: {
  states: FeatureCollection;
  counties: CountyOutlines;
  route: [number, number][];
  canvas: L.Canvas;
}) {
  const map = useMap();
  const near = useMemo(() => routeBox(route), [route]);
  const nearStates = useMemo(() => featuresNear(states, near), [states, near]);
  const [wide, setWide] = useState(false);
  useMapEvents({
    moveend: () => {
      const view = map.getBounds();
      if (!boxContains(near, [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()])) setWide(true);
    },
  });
  // The keys remount both layers when the rest arrive, so the county lines are drawn over all the land.
  return (
    <Pane name={BASE_LAYER_PANE} style={{ zIndex: 250 }}>
      <GeoJSON
        key={wide ? 'all-states' : 'near-states'}
        data={wide ? states : nearStates}
        style={LAND}
        interactive={false}
        {...onCanvas(canvas)}
      />
      <GeoJSON
        key={wide ? 'counties-over-all' : 'counties'}
        data={counties}
        style={COUNTY_LINE}
        interactive={false}
        {...onCanvas(canvas)}
      />
    </Pane>
  );
}

/**
 * Leaflet hands a GeoJSON layer's options to each shape it makes, `renderer` included, though the
 * typings of the layer do not list it.
 */
const onCanvas = (renderer: L.Canvas) => ({ renderer }) as object;

/** "Sacramento County"; an independent city (Carson City) is named as it is. */
function countyName(name: string, t: TFunction): string {
  return name.endsWith(' City') ? name : t('tripMap.countyName', { name });
}

/** Whether a point lies inside a (multi)polygon, holes excepted (even-odd rule over every ring). */
function inside(geometry: Polygon | MultiPolygon, x: number, y: number): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let crossings = 0;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings++;
      }
    }
  }
  return crossings % 2 === 1;
}
