import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { mapTileSource } from '@rc/domain';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, GeoJSON, MapContainer, Pane, ScaleControl, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useStateOutlines } from '../../components/trip-map/api';
import { useConfiguration } from '../../lib/configuration';
import { mileageUnitOf } from '../../lib/format';
import type { GantryPoint } from './api';

/** The Bay Area (the bundled toll bridges) until the gantries are loaded. */
const DEFAULT_CENTRE: [number, number] = [37.77, -122.3];
/** Offline base layer colours, as on the trip map: land light, water blue. */
const WATER = '#c9dcec';
const LAND = { fillColor: '#f6f3ea', fillOpacity: 1, color: '#7d7d7d', weight: 1 } as const;
/** Toll marker radius (staff spec "Trip detail": 15). */
const MARKER_RADIUS = 15;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The bundled toll gantries on a map (a chunk of its own, loaded by the Tolls tab only): tiles when
 * MAP_TILE_URL is configured, else the state outlines. The table beside it lists the same tolls as text.
 */
export default function GantriesMap({
  points,
  label,
  describe,
}: {
  points: readonly GantryPoint[];
  label: string;
  describe: (point: GantryPoint) => string;
}) {
  const configuration = useConfiguration();
  const tiles = mapTileSource(configuration.get('MAP_TILE_URL'));
  const attribution = configuration.get('MAP_TILE_ATTRIBUTION').trim();
  const mileageUnit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const outlines = useStateOutlines(tiles === null);
  return (
    <Box sx={{ height: { xs: 320, md: 420 }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <MapContainer
        center={DEFAULT_CENTRE}
        zoom={10}
        attributionControl={tiles !== null}
        style={{ height: '100%', width: '100%', background: tiles ? '#e6e6e6' : WATER }}
        className="gantries-map"
      >
        <Labelled label={label} />
        <FitOnce points={points} />
        <ScaleControl position="bottomleft" metric={mileageUnit === 'km'} imperial={mileageUnit !== 'km'} />
        {tiles ? (
          <TileLayer url={tiles.urlTemplate} attribution={escapeHtml(attribution || tiles.urlTemplate)} />
        ) : (
          outlines.data && (
            <Pane name="state-outlines" style={{ zIndex: 250 }}>
              <GeoJSON data={outlines.data} style={LAND} interactive={false} />
            </Pane>
          )
        )}
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.lat, point.lon]}
            radius={MARKER_RADIUS}
            className="toll-gantry"
            pathOptions={{ color: '#8a4b00', weight: 2, fillColor: '#f0a030', fillOpacity: 0.5 }}
          >
            <Tooltip>{describe(point)}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </Box>
  );
}

function Labelled({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

function FitOnce({ points }: { points: readonly GantryPoint[] }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])), {
      padding: [24, 24],
      maxZoom: 14,
      animate: false,
    });
  }, [map, points]);
  return null;
}
