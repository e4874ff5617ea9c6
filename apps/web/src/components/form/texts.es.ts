import type { Translation } from '../../i18n';

/** The shared form fields' texts in Spanish, under `form` (a chunk loaded when Spanish is chosen). */
export const formEs: Translation<'form'> = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  phone: 'Número de teléfono',
  phoneHint: 'Formato (999) 999-9999',
  address1: 'Dirección, línea 1',
  address2: 'Dirección, línea 2',
  city: 'Ciudad',
  zip: 'Código postal',
  state: 'Estado',
  back: 'Atrás',
  next: 'Siguiente',
  reportingOptions: {
    automatedWithLocation: 'GPS activado',
    automatedWithoutLocation: 'GPS desactivado',
    telematics: 'Telemática',
    manual: 'Manual',
  },
};
