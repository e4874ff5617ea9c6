import { registerTexts } from '../../i18n';

/**
 * The configuration screen's texts in English (/configurations), under `staffConfiguration`; registered
 * when the staff console loads. Spanish: texts.es.ts.
 */
export const staffConfigurationEn = {
  title: 'Configurations',
  empty: 'No configurations.',
  columns: { key: 'Key', name: 'Name', description: 'Description', value: 'Value' },
  edit: 'Edit {{key}}',
  editing: 'Edit {{name}} ({{key}})',
  value: 'Value',
  notSet: '(not set)',
  save: 'Save',
  cancel: 'Cancel',
  saved: '{{key}} saved.',
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffConfiguration: typeof staffConfigurationEn;
  }
}

registerTexts(
  { staffConfiguration: staffConfigurationEn },
  { es: () => import('./texts.es').then((module) => ({ staffConfiguration: module.staffConfigurationEs })) },
);
