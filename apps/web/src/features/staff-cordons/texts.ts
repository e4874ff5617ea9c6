import { registerTexts } from '../../i18n';

/**
 * The staff cordon screens' texts in English (the Cordons tab and /cordon/{id}), under
 * `staffCordons`; registered when the screens load, so participants never download them. Spanish:
 * texts.es.ts.
 */
export const staffCordonsEn = {
  title: 'Cordons',
  empty: 'No cordons yet.',
  newCordon: 'New cordon',
  open: 'Open',
  openLabel: 'Open cordon {{name}}',
  mapTitle: 'Zones of the cordons on this page',
  mapLabel: 'Map of the cordon zones. The zones are listed beside the map.',
  zonesListTitle: 'Zones on the map',
  zoneOf: '{{zone}} ({{cordon}})',
  noZones: 'No zones.',
  columns: {
    name: 'Name',
    state: 'State',
    days: 'Days',
    hours: 'Hours',
    entryFee: 'Entry fee',
    exitFee: 'Exit fee',
    rate: 'Rate',
    zones: 'Zones',
    updatedAt: 'Updated',
    inForce: 'In force',
  },
  perUnit: '{{cents}} ¢/{{unit}}',
  detail: {
    title: 'Cordon {{name}}',
    newTitle: 'New cordon',
    back: 'Back to cordons',
    notFound: 'Cordon not found.',
    fields: 'Cordon',
    state: 'State',
    name: 'Name',
    description: 'Description',
    days: 'Days',
    start: 'From (local time)',
    end: 'To (local time)',
    entryFee: 'Entry fee ($)',
    exitFee: 'Exit fee ($)',
    exitFeeHint: 'Recorded with the cordon; trips are charged the entry fee (once a day) and the rate.',
    rate: 'Cents per {{unit}}',
    minimumDistance: 'Minimum distance per visit ({{unit}})',
    minimumTotalDistance: 'Minimum total distance per trip ({{unit}})',
    effectiveFrom: 'Effective from',
    effectiveFromHelp: 'Trips from this day on are charged with these values and zones.',
    history: 'Rate history',
    save: 'Save',
    create: 'Create cordon',
    saved: 'Cordon {{name}} was saved.',
    created: 'Cordon {{name}} was created.',
    fixErrors: 'Please correct the fields marked in red.',
    moneyInvalid: 'Enter an amount in dollars, such as 5.00.',
    numberInvalid: 'Enter a number.',
  },
  zones: {
    title: 'Zones',
    help: 'Draw a zone on the map, or add one and type or paste its outline points. Drag the points of a zone to move them while editing outlines; right-click a point to delete it.',
    draw: 'Draw a zone',
    drawing: 'Click the map to place each point; click the first point again to close the zone.',
    cancelDraw: 'Cancel drawing',
    edit: 'Edit outlines',
    stopEdit: 'Stop editing',
    add: 'Add a zone by points',
    zone: 'Zone {{number}}',
    defaultName: 'Zone {{number}}',
    name: 'Zone name',
    description: 'Zone description',
    color: 'Colour',
    points: 'Outline points',
    pointsHelp: 'One point per line: latitude, longitude (for example 37.7936, -122.3965). At least 3 points.',
    pointsInvalid: 'Line {{line}} is not "latitude, longitude" within range.',
    remove: 'Delete zone',
    removeLabel: 'Delete zone {{name}}',
    removed: 'Zone {{name}} was deleted.',
    drawnRefused: 'The drawn zone was not added.',
    added: 'Zone {{name}} was added.',
    pointCount_one: '{{count}} point',
    pointCount_other: '{{count}} points',
    mapLabel:
      'Map of the zones of this cordon. Each zone is also listed below with its outline points, which can be edited as text.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  colors: {
    '#1c56ad': 'Blue',
    '#b03224': 'Red',
    '#186a2c': 'Green',
    '#7b3fa0': 'Purple',
    '#944800': 'Orange',
    '#00656c': 'Teal',
    '#a0306a': 'Magenta',
    '#5a4a2a': 'Brown',
    other: 'Other ({{value}})',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffCordons: typeof staffCordonsEn;
  }
}

registerTexts(
  { staffCordons: staffCordonsEn },
  { es: () => import('./texts.es').then((module) => ({ staffCordons: module.staffCordonsEs })) },
);
