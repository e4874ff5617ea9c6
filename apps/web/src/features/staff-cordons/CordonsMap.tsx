import type { LatLng } from '@rc/domain';
import { useMemo } from 'react';
import { Polygon, Tooltip } from 'react-leaflet';
import { ZoneMapFrame } from './ZoneMapFrame';

export interface CordonsMapZone {
  key: string;
  label: string;
  color: string;
  points: LatLng[];
}

/** The zones of the listed cordons on one map (the list beside it carries the same as text). */
export default function CordonsMap({ zones, label }: { zones: readonly CordonsMapZone[]; label: string }) {
  const all = useMemo(() => zones.flatMap((zone) => zone.points), [zones]);
  return (
    <ZoneMapFrame label={label} fitPoints={all} height={{ xs: 320, md: 420 }}>
      {zones.map((zone) => (
        <Polygon
          key={zone.key}
          positions={zone.points}
          className="cordon-zone"
          pathOptions={{ color: zone.color, weight: 3, fillOpacity: 0.2 }}
        >
          <Tooltip sticky>{zone.label}</Tooltip>
        </Polygon>
      ))}
    </ZoneMapFrame>
  );
}
