import type { Translation } from '../../i18n';

/**
 * The mileageReports texts in Spanish, under `mileageReports` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const mileageReportsEs: Translation<'mileageReports'> = {
  create: {
    title: 'Crear informe de millaje',
    readOnly: 'El participante envía aquí las lecturas del odómetro. Esta vista es de solo lectura.',
    intro:
      'Informe la lectura del odómetro de su vehículo con una fotografía nítida del odómetro. Nuestro servicio de asistencia revisa las lecturas.',
    noManualVehicles:
      'Ninguno de sus vehículos informa su millaje con una fotografía del odómetro, así que aquí no hay nada que informar.',
    readingDate: 'Fecha de lectura',
    readingDateHint: 'Las lecturas se informan con la fecha de hoy.',
    vehicle: 'Vehículo',
    chooseVehicle: 'Elija un vehículo',
    unit: 'Su odómetro muestra',
    unitMiles: 'Millas',
    unitKilometres: 'Kilómetros',
    odometer: 'Millaje del odómetro ({{unit}})',
    odometerHint: 'El número que muestra su odómetro, en {{unitName}}.',
    bothUnits: '{{typed}} son {{other}}; las lecturas se guardan en kilómetros.',
    storedReading: 'Su lectura se guardó como {{km}} ({{mi}}).',
    photo: 'Fotografía del odómetro',
    photoHint: 'Una imagen JPEG, PNG, WebP o HEIC de hasta 10 MB.',
    uploading: 'Cargando la fotografía…',
    uploaded: 'Fotografía cargada.',
    photoPreview: 'Vista previa de la fotografía del odómetro que eligió',
    heicConverted: 'Su fotografía HEIC se muestra convertida a JPEG.',
    submit: 'Enviar',
    submitting: 'Enviando…',
    successTitle: 'Informe de millaje enviado',
    seeReports: 'Ver sus informes de millaje',
    reportAnother: 'Informar otra lectura',
    photoKept: 'Sin conexión: la fotografía se guarda en este dispositivo y se carga con el informe.',
    photoCompressing: 'Preparando la fotografía…',
    queuedTitle: 'Guardado en este dispositivo',
    queuedBody:
      'No tiene conexión. El informe se guarda en este dispositivo y se envía en cuanto el portal esté abierto con conexión.',
    queuedReading: 'Su lectura se guardará como {{km}} ({{mi}}).',
  },
  queue: {
    title: 'Pendientes de envío',
    intro: 'Lecturas hechas sin conexión. Se envían solas cuando vuelve la conexión.',
    item: '{{vehicle}}: {{reading}}, tomada el {{date}}',
    waiting: 'Esperando conexión.',
    refused: 'No aceptado: {{reason}}',
    sendNow: 'Enviar ahora',
    discard: 'Descartar',
    discardLabel: 'Descartar la lectura del {{date}}',
    sent_one: 'Se envió {{count}} informe de millaje hecho sin conexión.',
    sent_other: 'Se enviaron {{count}} informes de millaje hechos sin conexión.',
    refusedToast: 'No se aceptó un informe de millaje hecho sin conexión. Vea Crear informe de millaje.',
  },
  list: {
    title: 'Informes de millaje',
    tableLabel: 'Sus informes de millaje, los más recientes primero',
    empty: 'Todavía no ha informado ningún millaje.',
    readingDate: 'Fecha de lectura',
    vehicle: 'Vehículo',
    odometer: 'Millaje del odómetro',
    auditStatus: 'Estado de la revisión',
    photo: 'Fotografía',
    dispute: 'Disputa',
    viewPhoto: 'Ver',
    viewPhotoLabel: 'Ver la fotografía del odómetro del {{date}}',
    noPhoto: 'Ninguna',
    rejectedReason: 'Motivo: {{reason}}',
    status: {
      pending: 'Pendiente',
      approved: 'Aprobado',
      rejected: 'Rechazado',
    },
  },
  viewer: {
    title: 'Fotografía del odómetro del {{date}}',
    vehicleLine: '{{vehicle}}, odómetro {{odometer}}',
    photoAlt: 'Fotografía del odómetro de {{vehicle}} informada el {{date}} ({{position}} de {{total}})',
    loadFailed: 'No se pudo cargar la fotografía. Es posible que el enlace haya caducado.',
    reload: 'Cargar de nuevo',
    original: 'Abrir la fotografía tal como se cargó',
  },
  units: {
    km: 'kilómetros',
    mi: 'millas',
  },
};
