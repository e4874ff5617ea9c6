import type { Translation } from '../../i18n';

/** The staff Mileage Reports tab's texts in Spanish, under `staffMileageReports`. */
export const staffMileageReportsEs: Translation<'staffMileageReports'> = {
  title: 'Reportes de kilometraje',
  empty: 'Este participante no tiene reportes de kilometraje.',
  create: 'Crear reporte de kilometraje',
  columns: {
    reportDate: 'Fecha del reporte',
    vehicle: 'Vehículo',
    odometer: 'Odómetro',
    auditStatus: 'Estado de auditoría',
    reason: 'Motivo',
    photo: 'Foto',
    createdBy: 'Creado por',
    updatedBy: 'Actualizado por',
    created: 'Creado',
  },
  auditStatus: { pending: 'Pendiente', approved: 'Aprobado', rejected: 'Rechazado' },
  noPhoto: 'Sin foto',
  viewPhoto: 'Ver la foto del odómetro del {{date}}',
  viewer: {
    title: 'Foto del odómetro del {{date}}',
    details: '{{vehicle}}: {{odometer}} reportado el {{date}}',
    photoAlt: 'Foto del odómetro de {{vehicle}} reportada el {{date}} ({{position}} de {{total}})',
    original: 'Abrir la foto tal como se subió',
    opensInNewTab: '(se abre en una pestaña nueva)',
    loadFailed: 'No se pudo cargar la foto. Es posible que el enlace haya vencido.',
    reload: 'Volver a cargar',
    close: 'Cerrar',
  },
  dialog: {
    title: 'Crear un reporte de kilometraje',
    intro:
      'Reporte una lectura del odómetro con su foto para este participante. Espera la auditoría de kilometraje como cualquier otro reporte.',
    vehicle: 'Vehículo',
    chooseVehicle: 'Elija un vehículo',
    noManualVehicles:
      'Este participante no tiene ningún vehículo que reporte con foto del odómetro (reporte manual del odómetro).',
    reportDate: 'Fecha del reporte',
    reportDateInvalid: 'Elija una fecha que no sea futura',
    odometer: 'Lectura del odómetro ({{unit}})',
    odometerHint: 'En {{unit}}; se guarda en kilómetros.',
    photo: 'Foto del odómetro',
    photoHint: 'JPEG, PNG, WebP o HEIC, hasta 10 MB.',
    uploading: 'Subiendo la foto…',
    uploaded: 'Foto subida.',
    preview: 'Vista previa de la foto del odómetro',
    cancel: 'Cancelar',
    submit: 'Crear reporte',
  },
  created: 'Se creó el reporte de kilometraje.',
};
