import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DEFINITIONS, mapTileSource, tripFeeColumns } from '../index.js';

describe('fee columns per pilot', () => {
  it('shows the cordon fee only for MBUF+C, ToD only for MBUF+ToD, toll only for MBUF+TF', () => {
    expect(tripFeeColumns('MBUF')).toEqual({ cordon: false, tod: false, toll: false });
    expect(tripFeeColumns('MBUF+C')).toEqual({ cordon: true, tod: false, toll: false });
    expect(tripFeeColumns('MBUF+ToD')).toEqual({ cordon: false, tod: true, toll: false });
    expect(tripFeeColumns('MBUF+TF')).toEqual({ cordon: false, tod: false, toll: true });
    // Pilot values are case-insensitive (spec section 1).
    expect(tripFeeColumns('mbuf+tod').tod).toBe(true);
    expect(tripFeeColumns('OB-MBUF')).toEqual({ cordon: false, tod: false, toll: false });
    expect(tripFeeColumns(null)).toEqual({ cordon: false, tod: false, toll: false });
  });
});

describe('map tile configuration', () => {
  it('has MAP_TILE_URL and MAP_TILE_ATTRIBUTION, empty by default (maps work offline)', () => {
    const byKey = Object.fromEntries(CONFIGURATION_DEFINITIONS.map((d) => [d.key, d]));
    expect(byKey.MAP_TILE_URL?.defaultValue).toBe('');
    expect(byKey.MAP_TILE_ATTRIBUTION?.defaultValue).toBe('');
  });

  it('accepts http(s) templates and site paths with {z}, {x} and {y}', () => {
    expect(mapTileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual({
      urlTemplate: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      cspSource: 'https://*.tile.openstreetmap.org',
    });
    expect(mapTileSource(' http://Tiles.Example.org:8080/osm/{z}/{x}/{y}{r}.png?key=abc ')).toEqual({
      urlTemplate: 'http://Tiles.Example.org:8080/osm/{z}/{x}/{y}{r}.png?key=abc',
      cspSource: 'http://tiles.example.org:8080',
    });
    expect(mapTileSource('/tiles/{z}/{x}/{y}.png')).toEqual({ urlTemplate: '/tiles/{z}/{x}/{y}.png', cspSource: null });
  });

  it('treats anything else as no tiles, so nothing odd reaches the page CSP', () => {
    for (const value of [
      '',
      null,
      undefined,
      'https://tiles.example.org/{z}/{x}.png',
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      '//tiles.example.org/{z}/{x}/{y}.png',
      "https://tiles.example.org; script-src 'unsafe-inline'/{z}/{x}/{y}",
      'https://user:pw@tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org /{z}/{x}/{y}.png',
    ]) {
      expect(mapTileSource(value), String(value)).toBeNull();
    }
  });
});
