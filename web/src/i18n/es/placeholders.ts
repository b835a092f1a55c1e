import type { Translation } from '../types';
import type { placeholders as en } from '../en/placeholders';

export const placeholders: Translation<typeof en> = {
  debug: {
    title: 'Página de depuración',
    back: 'Volver a la app',
    rows: {
      sessionStatus: 'Estado de la sesión',
      user: 'Usuario',
      userId: 'Id de usuario',
      emailConfirmed: 'Correo confirmado',
      timeZone: 'Zona horaria en uso',
      browserTimeZone: 'Zona horaria del navegador',
      themePreference: 'Tema preferido',
      darkVariant: 'Variante oscura',
      appearance: 'Apariencia',
      measurementSystem: 'Sistema de medida',
      gender: 'Género',
      browserLanguage: 'Idioma del navegador',
      viewport: 'Ventana',
      online: 'En línea',
    },
    userInfo: 'userInfo de la sesión',
    userInfoJson: 'userInfo de la sesión en JSON',
  },
};
