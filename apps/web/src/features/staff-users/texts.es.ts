import type { Translation } from '../../i18n';

/** The user administration's texts in Spanish, under `staffUsers`. */
export const staffUsersEs: Translation<'staffUsers'> = {
  title: 'Usuarios',
  group: 'Grupo',
  groups: { Admins: 'Admins', Users: 'Users', none: 'Sin grupo (N/A)' },
  empty: 'No hay usuarios en este grupo.',
  you: 'Usted',
  columns: {
    email: 'Correo electrónico',
    username: 'Nombre de usuario',
    status: 'Estado',
    confirmed: 'Confirmado',
    groups: 'Grupos',
    created: 'Creado',
    lastSignIn: 'Último inicio de sesión',
    actions: 'Acciones',
  },
  status: { enabled: 'Habilitado', disabled: 'Deshabilitado' },
  actionsFor: 'Acciones para {{email}}',
  ownRowHint: 'No puede deshabilitarse a sí mismo ni salir del grupo Admins.',
  action: {
    enableUser: 'Habilitar inicio de sesión',
    disableUser: 'Deshabilitar inicio de sesión',
    addAdmins: 'Agregar a Admins',
    removeAdmins: 'Quitar de Admins',
    addUsers: 'Agregar a Users',
    removeUsers: 'Quitar de Users',
  },
  confirm: {
    enableUser: '¿Habilitar el inicio de sesión de {{email}}? Podrá iniciar sesión de nuevo.',
    disableUser:
      '¿Deshabilitar el inicio de sesión de {{email}}? Sus sesiones terminan de inmediato y no podrá iniciar sesión hasta que se le habilite de nuevo.',
    addAdmins: '¿Agregar a {{email}} al grupo Admins? Tendrá acceso completo a la consola del personal.',
    removeAdmins: '¿Quitar a {{email}} del grupo Admins? Perderá el acceso a la consola del personal de inmediato.',
    addUsers: '¿Agregar a {{email}} al grupo Users?',
    removeUsers: '¿Quitar a {{email}} del grupo Users?',
  },
  done: {
    enableUser: 'Inicio de sesión habilitado para {{email}}.',
    disableUser: 'Inicio de sesión deshabilitado para {{email}}.',
    addAdmins: '{{email}} se agregó a Admins.',
    removeAdmins: '{{email}} se quitó de Admins.',
    addUsers: '{{email}} se agregó a Users.',
    removeUsers: '{{email}} se quitó de Users.',
  },
  invite: {
    open: 'Invitar a un miembro del personal',
    title: 'Invitar a un miembro del personal',
    intro: 'Crea una cuenta en el grupo Admins para esta dirección y le envía por correo cómo elegir su contraseña.',
    email: 'Correo electrónico',
    send: 'Enviar invitación',
    cancel: 'Cancelar',
    done: 'Invitación enviada por correo a {{email}}.',
  },
};
