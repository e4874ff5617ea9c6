import type { Translation } from '../../i18n';

/** The trip map's texts in Spanish, under `tripMap`. */
export const tripMapEs: Translation<'tripMap'> = {
  label: 'Mapa de la ruta del viaje. Las flechas mueven el mapa; más y menos cambian el zoom.',
  textAlternative: 'Los segmentos se enumeran junto al mapa y en la pestaña Segmentos.',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  display: 'Mostrar',
  route: 'Ruta',
  bins: 'Puntos GPS',
  segmentsLegend: 'Segmentos',
  segmentLabel: '{{number}}. {{state}}, {{type}}, {{mileage}} ({{start}}–{{end}})',
  tollsLegend: 'Vías de peaje',
  tollLabel: '{{name}} ({{count}} cruce)',
  tollLabel_other: '{{name}} ({{count}} cruces)',
  noRoute: 'Este viaje no tiene una ruta que mostrar.',
  loadingPoints: 'Cargando puntos GPS…',
  countyName: 'Condado de {{name}}',
  tileCredit: 'Mosaicos del mapa: {{host}}',
  segmentType: {
    public: 'Vías públicas',
    private: 'Vías privadas',
    state: 'Todo el estado',
  },
};
