import type { Translation } from '../types';
import type { docs as en } from '../en/docs';

export const docs: Translation<typeof en> = {
  fallbackTitle: {
    terms: 'Condiciones del servicio',
    privacy: 'Política de privacidad',
    pmf: '¿Qué narices es Liftmates?',
  },
  loadFailed: 'No se ha podido cargar {{title}}',
  retry: 'Reintentar',
  loading: 'Cargando {{title}}',
  lastUpdated: 'Última actualización: {{date}}',
};
