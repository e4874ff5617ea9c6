import { registerTexts } from '../../i18n';

/**
 * The trip map's texts in English, under `tripMap`: shared by the participant's trip page and the staff
 * console's trip page; registered when the map's lazy chunk loads. Spanish: texts.es.ts.
 */
export const tripMapEn = {
  label: 'Map of the trip route. Arrow keys move the map, plus and minus zoom.',
  textAlternative: 'The segments are listed beside the map and in the Segments tab.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  display: 'Show',
  route: 'Route',
  bins: 'GPS points',
  segmentsLegend: 'Segments',
  segmentLabel: '{{number}}. {{state}}, {{type}}, {{mileage}} ({{start}}–{{end}})',
  tollsLegend: 'Toll ways',
  tollLabel: '{{name}} ({{count}} crossing)',
  tollLabel_other: '{{name}} ({{count}} crossings)',
  noRoute: 'This trip has no route to show.',
  loadingPoints: 'Loading GPS points…',
  countyName: '{{name}} County',
  tileCredit: 'Map tiles: {{host}}',
  segmentType: {
    public: 'Public roads',
    private: 'Private roads',
    state: 'Whole state',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    tripMap: typeof tripMapEn;
  }
}

registerTexts(
  { tripMap: tripMapEn },
  { es: () => import('./texts.es').then((module) => ({ tripMap: module.tripMapEs })) },
);
