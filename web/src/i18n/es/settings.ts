import type { Translation } from '../types';
import type { settings as en } from '../en/settings';

export const settings: Translation<typeof en> = {
  title: 'Ajustes',
  saved: 'Ajustes guardados',
  save: 'Guardar cambios',
  discard: 'Descartar',
  profileBasics: 'Datos del perfil',
  profileBasicsHelp: 'Se guardan en tu cuenta.',
  timeZone: 'Zona horaria',
  browserTimeZone: 'Usar la zona horaria de este navegador ({{zone}})',
  timeZoneHelp: 'Las fechas y horas se muestran en esta zona.',
  measurementSystem: 'Sistema de medida',
  systemChoices: { metric: 'Métrico (kg, km)', imperial: 'Imperial (lb, mi)' },
  systems: { metric: 'Métrico', imperial: 'Imperial' },
  gender: 'Sexo',
  genders: { Male: 'Hombre', Female: 'Mujer' },
  genderHelp: 'Se usa para el mapa corporal y los niveles de fuerza.',
  appearance: 'Apariencia',
  appearanceHelp: 'Se guarda en este dispositivo.',
  theme: 'Tema',
  darkVariant: 'Variante oscura',
  shortcuts: 'Atajos de teclado',
  shortcutsHelp: 'No hacen nada mientras escribes en un campo.',
  shortcut: {
    theme: 'Cambiar el tema: claro, oscuro, OLED',
    measurement: 'Cambiar entre métrico e imperial',
    gender: 'Cambiar el ajuste de sexo',
    profile: 'Abrir tu perfil',
  },
  shortcutMeasurement: 'Sistema de medida: {{system}}',
  shortcutGender: 'Sexo: {{gender}}',
};
