import type { Translation } from '../../i18n';

/** The configuration screen's texts in Spanish, under `staffConfiguration`. */
export const staffConfigurationEs: Translation<'staffConfiguration'> = {
  title: 'Configuraciones',
  empty: 'No hay configuraciones.',
  columns: { key: 'Clave', name: 'Nombre', description: 'Descripción', value: 'Valor' },
  edit: 'Editar {{key}}',
  editing: 'Editar {{name}} ({{key}})',
  value: 'Valor',
  notSet: '(sin valor)',
  save: 'Guardar',
  cancel: 'Cancelar',
  saved: '{{key}} guardado.',
};
