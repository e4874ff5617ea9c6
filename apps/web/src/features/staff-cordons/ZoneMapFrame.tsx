import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { type LatLng, mapTileSource } from '@rc/domain';
import L from 'leaflet';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Pane, ScaleControl, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { useStateOutlines } from '../../components/trip-map/api';
import { useConfiguration } from '../../lib/configuration';
import { mileageUnitOf } from '../../lib/format';
import './texts';

/** Downtown San Francisco (the seeded cordon) when there is nothing to show yet. */
const DEFAULT_CENTRE: LatLng = [37.7893, -122.401];
const DEFAULT_ZOOM = 12;
/** Offline base layer colours, as on the trip map: land light, water blue. */
const WATER = '#c9dcec';
const LAND = { fillColor: '#f6f3ea', fillOpacity: 1, color: '#7d7d7d', weight: 1 } as const;

export interface ZoneMapFrameProps {
  /** The accessible name of the map region (it says where the same content is as text). */
  label: string;
  /** Points the first view fits (the zones); the default view when there are none. */
  fitPoints: readonly LatLng[];
  height: number | Record<string, number | string>;
  children?: ReactNode;
}

/**
 * A Leaflet map for cordon zones: map tiles when MAP_TILE_URL is configured, else the US state
 * outlines from the API (no tile server needed), zoom buttons and a scale in the configured unit.
 * The map is a labelled region; Leaflet makes it keyboard-focusable (arrow keys pan, +/- zoom).
 */
export function ZoneMapFrame({ label, fitPoints, height, children }: ZoneMapFrameProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const tiles = mapTileSource(configuration.get('MAP_TILE_URL'));
  const attribution = configuration.get('MAP_TILE_ATTRIBUTION').trim();
  const mileageUnit = mileageUnitOf(configuration.get('MILEAGE_UNIT'));
  const outlines = useStateOutlines(tiles === null);
  return (
    <Box
      sx={{
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .leaflet-container:focus-visible': { outlineOffset: '-3px' },
      }}
    >
      <MapContainer
        center={DEFAULT_CENTRE}
        zoom={DEFAULT_ZOOM}
        zoomControl={false}
        attributionControl={tiles !== null}
        style={{ height: '100%', width: '100%', background: tiles ? '#e6e6e6' : WATER }}
        className="cordon-map"
      >
        <MapAccessibility label={label} />
        <FitOnce points={fitPoints} />
        <ZoomControl
          position="topleft"
          zoomInTitle={t('staffCordons.zones.zoomIn')}
          zoomOutTitle={t('staffCordons.zones.zoomOut')}
        />
        <ScaleControl position="bottomleft" metric={mileageUnit === 'km'} imperial={mileageUnit !== 'km'} />
        {tiles ? (
          <TileLayer url={tiles.urlTemplate} attribution={escapeHtml(attribution || tiles.urlTemplate)} />
        ) : (
          outlines.data && (
            <Pane name="state-outlines" style={{ zIndex: 250 }}>
              <GeoJSON data={outlines.data} style={LAND} interactive={false} pmIgnore />
            </Pane>
          )
        )}
        {children}
      </MapContainer>
    </Box>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function MapAccessibility({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Fits the first non-empty set of points once (later edits never move the view under the mouse). */
function FitOnce({ points }: { points: readonly LatLng[] }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    map.fitBounds(L.latLngBounds(points as LatLng[]), { padding: [40, 40], maxZoom: 14, animate: false });
  }, [map, points]);
  return null;
}
