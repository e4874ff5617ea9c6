import { decodePolyline, encodePolyline, findSelfCrossing, type LatLng } from '@rc/domain';

/** Zone colours offered (the trip map's route colours: each at least 3:1 against land and water). */
export const ZONE_COLOURS = [
  '#1c56ad',
  '#b03224',
  '#186a2c',
  '#7b3fa0',
  '#944800',
  '#00656c',
  '#a0306a',
  '#5a4a2a',
] as const;
export type ZoneColour = (typeof ZONE_COLOURS)[number];

export const zoneColour = (index: number): string => ZONE_COLOURS[index % ZONE_COLOURS.length] as string;

/** A zone being edited: its outline as points and as the text staff may type or paste. */
export interface ZoneDraft {
  /** Stable while the page is open (zones have no id of their own). */
  key: string;
  name: string;
  description: string;
  color: string;
  points: LatLng[];
  text: string;
  /** The line of the text that is not a point, when the text does not parse. */
  badLine: number | null;
}

/** Points as text, one 'latitude, longitude' per line, at the polyline's precision (5 decimals). */
export function pointsToText(points: readonly LatLng[]): string {
  return points.map(([lat, lng]) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`).join('\n');
}

/**
 * Text → points: one point per non-empty line, 'lat, lng' (comma, semicolon, tab or spaces between).
 * Returns the first bad line number (1-based) instead when a line is not a point on the globe.
 */
export function parsePoints(text: string): { points: LatLng[] } | { badLine: number } {
  const points: LatLng[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line) continue;
    const match = /^(-?\d+(?:\.\d+)?)\s*[,;\t ]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    const lat = Number(match?.[1]);
    const lng = Number(match?.[2]);
    if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { badLine: i + 1 };
    points.push([lat, lng]);
  }
  return { points };
}

let nextKey = 0;
export const newZoneKey = () => `zone-${++nextKey}`;

export function draftOf(
  zone: { name: string; description?: string | null; color?: string | null; polyline: string },
  index: number,
): ZoneDraft {
  const points = decodePolyline(zone.polyline) ?? [];
  return {
    key: newZoneKey(),
    name: zone.name,
    description: zone.description ?? '',
    color: zone.color || zoneColour(index),
    points,
    text: pointsToText(points),
    badLine: null,
  };
}

/** A zone's points after staff typed: the points when the text parses (else the previous ones). */
export function withText(zone: ZoneDraft, text: string): ZoneDraft {
  const parsed = parsePoints(text);
  if ('badLine' in parsed) return { ...zone, text, badLine: parsed.badLine };
  return { ...zone, text, points: parsed.points, badLine: null };
}

/** A zone's points after they moved on the map (the text follows). */
export const withPoints = (zone: ZoneDraft, points: LatLng[]): ZoneDraft => ({
  ...zone,
  points,
  text: pointsToText(points),
  badLine: null,
});

export const crosses = (points: readonly LatLng[]) => findSelfCrossing(points) !== null;

/** The zone as the API takes it. */
export function zoneInput(zone: ZoneDraft) {
  return {
    name: zone.name,
    description: zone.description.trim() || null,
    color: zone.color || null,
    polyline: encodePolyline(zone.points),
  };
}
