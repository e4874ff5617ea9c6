/* The trip map's look (participant spec section 2, staff spec section 2): the same for both consoles. */

/**
 * Route colours by segment index, each at least 3:1 against the map's land and water colours even
 * at the lines' 0.8 opacity; the segment number and list beside the map carry the same information.
 */
export const SEGMENT_COLOURS = [
  '#1c56ad',
  '#b03224',
  '#186a2c',
  '#7b3fa0',
  '#944800',
  '#00656c',
  '#a0306a',
  '#5a4a2a',
] as const;

export function segmentColour(index: number): string {
  return SEGMENT_COLOURS[index % SEGMENT_COLOURS.length] as string;
}

/** A map is "nested" inside another page (400 px high), otherwise it is the page's own (800 px). */
export const MAP_HEIGHT = { nested: 400, page: 800 } as const;
