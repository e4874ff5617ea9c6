import 'i18next';
import type { EnglishCatalogue } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishCatalogue };
    returnNull: false;
  }
}
