import type { Translation } from '../../i18n';

/** The Clearinghouse export card's texts in Spanish, under `staffClearinghouse`. */
export const staffClearinghouseEs: Translation<'staffClearinghouse'> = {
  title: 'Exportación a la cámara de compensación',
  description:
    'Cuentas, millaje diario por estado y tipo de vía, lecturas de odómetro aprobadas, eventos de dispositivos y períodos de facturación como mensajes de la cámara de compensación (un mensaje JSON por línea).',
  from: 'Desde',
  to: 'Hasta',
  fromHint: 'Desde el {{date}}, 00:00 UTC',
  toHint: 'Hasta el {{date}}, UTC',
  participant: 'Participante (opcional)',
  participantHint: 'Un nombre de usuario: solo los vehículos de ese participante',
  monthRequired: 'Elija un mes.',
  fromAfterTo: 'Desde no puede ser posterior a Hasta.',
  download: 'Descargar mensajes',
  downloaded: 'Se descargaron los mensajes de la cámara de compensación ({{filename}}).',
};
