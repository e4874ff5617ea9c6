import type { Translation } from '../../i18n';

/** The privacy centre's texts in Spanish, under `privacy` (a chunk of its own, loaded when Spanish is chosen). */
export const privacyEs: Translation<'privacy'> = {
  title: 'Centro de privacidad',
  intro:
    'Lo que el programa piloto del cargo vial guarda sobre usted, cuánto tiempo se conserva cada tipo de dato y por qué, y una copia de todo para que la descargue.',
  loadError: 'No se pudo cargar su información de privacidad. Inténtelo de nuevo más tarde.',
  option: {
    heading: 'Su opción de reporte y la ubicación',
    automatedWithLocation:
      'Usted reporta con un dispositivo enchufable con GPS. Registra dónde y cuándo conduce, para cobrar los viajes por carretera, zona u hora del día. Solo usted y el personal del programa piloto pueden ver estas ubicaciones.',
    automatedWithoutLocation:
      'Usted reporta con un dispositivo enchufable sin GPS. Solo registra la distancia y el combustible: nunca se guarda la ubicación de sus viajes.',
    telematics:
      'El fabricante de su vehículo reporta las lecturas del odómetro. No se guarda la ubicación de sus viajes.',
    manual: 'Usted reporta las lecturas del odómetro con una foto. No se guarda la ubicación de sus viajes.',
    none: 'Todavía no ha elegido una opción de reporte.',
    locationHeld_one: 'Ahora se guarda la ubicación de {{count}} viaje.',
    locationHeld_other: 'Ahora se guarda la ubicación de {{count}} viajes.',
    noLocationHeld: 'Ahora no se guarda ningún dato de ubicación sobre usted.',
    locationKept:
      'Los datos de ubicación se conservan {{days}} días después de que se pagan los cargos de un viaje (o después de procesarlo, si nunca se factura) y luego se destruyen.',
  },
  categories: {
    heading: 'Lo que guardamos sobre usted',
    held: 'Guardado ahora',
    kept: 'Se conserva',
    why: 'Por qué',
    what: 'Qué',
    account: {
      title: 'Cuenta',
      what: 'Su nombre, correo electrónico, teléfono, dirección, idioma, acuerdos, el estado de su cuenta y sus respuestas a las preguntas de inscripción.',
      held: 'Su cuenta',
      why: 'Para gestionar su cuenta, comunicarnos con usted y comprobar que puede participar.',
    },
    vehicles: {
      title: 'Vehículos',
      what: 'La marca, el modelo, el año, el VIN, la placa y el odómetro de cada vehículo, y cualquier conexión con el fabricante de su vehículo.',
      held_one: '{{count}} vehículo, {{connections}} conexión(es) con el fabricante',
      held_other: '{{count}} vehículos, {{connections}} conexión(es) con el fabricante',
      why: 'Para cobrar al vehículo correcto y aplicar su crédito del impuesto al combustible.',
    },
    devices: {
      title: 'Dispositivos de reporte',
      what: 'El número de serie, el envío, la activación y los eventos que envía su dispositivo (como su señal de funcionamiento).',
      held_one: '{{count}} dispositivo',
      held_other: '{{count}} dispositivos',
      why: 'Para saber que su dispositivo funciona y ayudarle cuando no.',
    },
    trips: {
      title: 'Viajes (sin ubicación)',
      what: 'Cuándo empezó y terminó cada viaje, su distancia, el combustible, los cargos de cada segmento y cualquier ajuste.',
      held_one: '{{count}} viaje',
      held_other: '{{count}} viajes',
      why: 'Para calcular su cargo vial y su crédito del impuesto al combustible, y para responder a una disputa.',
    },
    location: {
      title: 'Viajes con ubicación (GPS)',
      what: 'Los puntos GPS y la ruta de los viajes registrados por un dispositivo con GPS.',
      held: '{{trips}} viaje(s), {{points}} punto(s) GPS',
      why: 'Para cobrar por carretera, zona u hora del día, y para revisar un viaje que usted disputa. Los estados de cuenta solo guardan totales.',
    },
    photos: {
      title: 'Fotos',
      what: 'Las fotos del odómetro de sus informes de millaje.',
      held_one: '{{count}} foto',
      held_other: '{{count}} fotos',
      why: 'Para verificar la lectura del odómetro que reportó.',
    },
    payments: {
      title: 'Estados de cuenta y pagos',
      what: 'Sus estados de cuenta mensuales (y sus PDF), cargos, pagos y reembolsos, y tarjetas guardadas (solo la marca, los últimos cuatro dígitos y el vencimiento: nunca el número de la tarjeta).',
      held: '{{statements}} estado(s) de cuenta, {{transactions}} transacción(es), {{cards}} tarjeta(s) guardada(s)',
      why: 'Para facturarle, recibir sus pagos y llevar las cuentas del programa piloto.',
    },
    messages: {
      title: 'Mensajes',
      what: 'Sus consultas de soporte y sus mensajes, y los correos electrónicos que le enviamos.',
      held: '{{messages}} mensaje(s) de consultas, {{emails}} correo(s) electrónico(s)',
      why: 'Para responderle y guardar constancia de lo que le comunicamos.',
    },
  },
  retention: {
    untilPilotEnd: 'Hasta {{days}} días después del fin del programa piloto ({{date}}).',
    location:
      '{{days}} días después de que se pagan los cargos del viaje (o después de procesarlo, si nunca se factura); luego se destruyen, con un registro de cada destrucción.',
    export: 'Las exportaciones se eliminan {{days}} días después de estar listas.',
    afterClosing:
      'Si su cuenta se cierra, sus datos personales se borran {{days}} días después del cierre: su nombre, datos de contacto y dirección, el VIN y la placa de sus vehículos, sus mensajes, fotos, tarjetas guardadas y su acceso. Sus cargos y pagos se conservan sin su nombre, para que las cuentas del programa piloto sigan cuadrando. Una cuenta que aún debe dinero se borra una vez saldada.',
  },
  export: {
    heading: 'Descargar sus datos',
    intro:
      'Solicite una copia de todo lo que guardamos sobre usted: un archivo ZIP con sus registros en archivos JSON y CSV, sus fotos, los PDF de sus estados de cuenta y los datos de ubicación que aún se guardan. Cuando esté lista le enviaremos por correo un enlace que funciona durante {{days}} días, solo con su sesión iniciada.',
    request: 'Solicitar mis datos',
    requesting: 'Solicitando…',
    queued: 'Se solicitó su exportación y comenzará en breve.',
    running: 'Preparando su exportación: paso {{done}} de {{total}}.',
    ready: 'Su exportación está lista. Enviamos un enlace a su correo electrónico; funciona hasta el {{date}}.',
    download: 'Descargar mis datos (ZIP)',
    failed: 'No se pudo preparar su exportación. Solicítela de nuevo o comuníquese con soporte.',
    deleted: 'Su última exportación se eliminó el {{date}}, {{days}} días después de estar lista.',
    requestedByStaff: 'Solicitada en su nombre por el equipo de soporte del programa piloto.',
    requested: 'Se solicitó la exportación de sus datos. Le enviaremos un correo cuando esté lista.',
  },
  policy: {
    heading: 'Política de privacidad',
    text: 'La política de privacidad explica cómo el programa piloto usa y protege sus datos.',
    page: 'Leer la política de privacidad',
    pdf: 'Política de privacidad (PDF)',
  },
};
