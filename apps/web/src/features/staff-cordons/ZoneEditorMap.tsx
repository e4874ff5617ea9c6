import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type { LatLng } from '@rc/domain';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { ZoneMapFrame } from './ZoneMapFrame';

/*
 * Geoman's vertex markers are Leaflet markers, which are focusable buttons without a name by default.
 * They cannot be moved with the keyboard anyway (the outline points field beside the map is the
 * keyboard way), so they are kept out of the tab order and the accessibility tree.
 */
L.Marker.addInitHook(function (this: L.Marker) {
  const icon = this.options.icon as L.DivIcon | undefined;
  if (icon?.options.className?.includes('marker-icon')) this.options.keyboard = false;
});

export type EditorMode = 'view' | 'draw' | 'edit';

export interface EditorZone {
  key: string;
  label: string;
  color: string;
  points: LatLng[];
  invalid: boolean;
}

export interface ZoneEditorMapProps {
  zones: readonly EditorZone[];
  mode: EditorMode;
  label: string;
  /** A polygon was closed on the map (its points, as drawn). */
  onDrawn: (points: LatLng[]) => void;
  /** A zone's points were moved, added or deleted on the map. */
  onEdited: (key: string, points: LatLng[]) => void;
  /** Drawing ended (closed or cancelled). */
  onDrawEnd: () => void;
}

/** Points on the polyline grid (5 decimals), the precision the zones are saved with. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;
function pointsOf(layer: L.Polygon): LatLng[] {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((p) => [round(p.lat), round(p.lng)] as LatLng);
}
const samePoints = (a: readonly LatLng[], b: readonly LatLng[]) =>
  a.length === b.length && a.every((p, i) => p[0] === b[i]?.[0] && p[1] === b[i]?.[1]);

const EDIT_OPTIONS = { allowSelfIntersection: true, snappable: false, draggable: false } as const;

/** The cordon's zones on a map where staff draw new zones and move or delete the points of existing ones. */
export default function ZoneEditorMap({ zones, label, ...editing }: ZoneEditorMapProps) {
  // The first view shows the zones the page opened with; drawing never moves the map.
  const [opened] = useState(() => zones.flatMap((zone) => zone.points));
  return (
    <ZoneMapFrame label={label} fitPoints={opened} height={{ xs: 360, md: 520 }}>
      <EditableZones zones={zones} {...editing} />
    </ZoneMapFrame>
  );
}

function EditableZones({ zones, mode, onDrawn, onEdited, onDrawEnd }: Omit<ZoneEditorMapProps, 'label'>) {
  const map = useMap();
  const { i18n } = useTranslation();
  const layers = useRef(new Map<string, L.Polygon>());
  const handlers = useRef({ onDrawn, onEdited, onDrawEnd });
  handlers.current = { onDrawn, onEdited, onDrawEnd };
  const modeNow = useRef(mode);
  modeNow.current = mode;

  useEffect(() => {
    map.pm.setLang(i18n.language === 'es' ? 'es' : 'en');
  }, [map, i18n.language]);

  useEffect(() => {
    map.pm.setGlobalOptions({ allowSelfIntersection: true, snappable: false });
    const created = (event: { layer: L.Layer }) => {
      const layer = event.layer as L.Polygon;
      const points = pointsOf(layer);
      map.removeLayer(layer);
      handlers.current.onDrawn(points);
    };
    const ended = () => handlers.current.onDrawEnd();
    map.on('pm:create', created);
    map.on('pm:drawend', ended);
    const owned = layers.current;
    return () => {
      map.off('pm:create', created);
      map.off('pm:drawend', ended);
      map.pm.disableDraw();
      for (const layer of owned.values()) map.removeLayer(layer);
      owned.clear();
    };
  }, [map]);

  // The zones → one polygon layer each; a layer's points change only when the zone's did elsewhere.
  useEffect(() => {
    const seen = new Set<string>();
    for (const zone of zones) {
      seen.add(zone.key);
      let layer = layers.current.get(zone.key);
      if (!layer) {
        const created = L.polygon(zone.points, { className: 'cordon-zone' });
        created.on('pm:edit', () => handlers.current.onEdited(zone.key, pointsOf(created)));
        created.addTo(map);
        if (modeNow.current === 'edit') created.pm.enable(EDIT_OPTIONS);
        layers.current.set(zone.key, created);
        layer = created;
      } else if (!samePoints(pointsOf(layer), zone.points)) {
        layer.setLatLngs(zone.points);
        if (layer.pm.enabled()) {
          layer.pm.disable();
          layer.pm.enable(EDIT_OPTIONS);
        }
      }
      layer.setStyle({
        color: zone.invalid ? '#b00020' : zone.color,
        weight: 3,
        dashArray: zone.invalid ? '6 6' : undefined,
        fillOpacity: 0.2,
      });
      if (layer.getTooltip()) layer.setTooltipContent(zone.label);
      else layer.bindTooltip(zone.label, { sticky: true });
    }
    for (const [key, layer] of layers.current) {
      if (seen.has(key)) continue;
      layer.pm.disable();
      map.removeLayer(layer);
      layers.current.delete(key);
    }
  }, [map, zones]);

  useEffect(() => {
    if (mode === 'draw') {
      map.pm.enableDraw('Polygon', { allowSelfIntersection: true, snappable: false, finishOn: null });
    } else if (map.pm.globalDrawModeEnabled()) {
      map.pm.disableDraw();
    }
    for (const layer of layers.current.values()) {
      if (mode === 'edit' && !layer.pm.enabled()) layer.pm.enable(EDIT_OPTIONS);
      if (mode !== 'edit' && layer.pm.enabled()) layer.pm.disable();
    }
  }, [map, mode]);

  return null;
}
