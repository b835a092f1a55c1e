import type { Translation } from '../types';
import type { profile as en } from '../en/profile';

export const profile: Translation<typeof en> = {
  title: 'Perfil',
  emailUnconfirmed: 'Correo sin confirmar',
  editSettings: 'Editar ajustes',
  roles: 'Roles',
  roleNames: { Admin: 'Administrador', Creator: 'Creador', User: 'Usuario' },
  creatorProfile: 'Perfil de creador',
  loadingCreator: 'Cargando el perfil de creador',
  creatorLoadFailed: 'No se ha podido cargar el perfil de creador.',
  noBio: 'Aún no hay biografía.',
  socialLinks: 'Redes sociales',
  noSocialLinks: 'Aún no hay redes sociales.',
  socialLink: '{{platform}}: {{username}}',
  opensInNewTab: '{{label}} (se abre en una pestaña nueva)',

  become: {
    title: 'Hazte creador',
    intro: 'Los creadores crean y publican entrenamientos y programas, y comparten vídeos e instrucciones de ejercicios en El Flexicón.',
    userNameHelp: 'Se muestra como tu @usuario.',
    submit: 'Hacerme creador',
    done: '¡Ya eres creador!',
    doneDescription: 'Tu perfil de creador ya está publicado.',
  },

  edit: 'Editar perfil',
  formLabel: 'Editar el perfil de creador',
  displayName: 'Nombre visible',
  displayNameHelp: 'Opcional: cómo aparece tu nombre en tus entrenamientos.',
  fullName: 'Nombre completo',
  userName: 'Nombre de usuario de creador',
  bio: 'Biografía',
  bioHelp: 'Opcional, hasta 2000 caracteres.',
  saved: 'Tu perfil de creador se ha guardado.',
  photo: 'Foto de perfil',
  photoChoose: 'Subir una foto',
  photoReplace: 'Cambiar la foto',
  photoRemove: 'Quitar la foto',
  photoUploading: 'Subiendo…',
  photoUploaded: 'Foto subida',
  noPhoto: 'Aún no hay foto: se muestra tu inicial.',
};
