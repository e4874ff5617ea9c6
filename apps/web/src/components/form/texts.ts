import { registerTexts } from '../../i18n';

/**
 * The shared form fields' texts in English, under `form` (name, phone and address fields, the step
 * buttons, the reporting options' names); the Spanish ones are in texts.es.ts.
 */
export const formEn = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone Number',
  phoneHint: 'Format (999) 999-9999',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  city: 'City',
  zip: 'Zip',
  state: 'State',
  back: 'Back',
  next: 'Next',
  reportingOptions: {
    automatedWithLocation: 'GPS Enabled',
    automatedWithoutLocation: 'GPS Disabled',
    telematics: 'Telematics',
    manual: 'Manual',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    form: typeof formEn;
  }
}

registerTexts({ form: formEn }, { es: () => import('./texts.es').then((module) => ({ form: module.formEs })) });
