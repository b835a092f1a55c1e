import type { Translation } from '../types';
import type { inbox as en } from '../en/inbox';

export const inbox: Translation<typeof en> = {
  title: 'Buzón',
  bell: 'Buzón',
  bellNew: 'Buzón, {{shown}} nuevas',
  badgeMax: '99+',
  label: 'Avisos del buzón',
  loading: 'Cargando tu buzón',
  empty: 'Nada todavía. Aquí verás solicitudes de compañeros, ánimos, comentarios y los récords de tus compañeros.',
  findBuddies: 'Buscar compañeros',
  markAllRead: 'Marcar todo como leído',
  seeAll: 'Ver todo',
  loadMore: 'Cargar más',
  retry: 'Reintentar',
  errorTitle: 'No se ha podido cargar tu buzón',
  unread: 'Sin leer',
  nowBuddies: 'Ya sois compañeros',
  accept: 'Aceptar',
  decline: 'Rechazar',
  push: {
    title: 'Notificaciones en este dispositivo',
    offer: 'Entérate de solicitudes de compañeros, ánimos y comentarios aunque Liftmates esté cerrado.',
    turnOn: 'Activar',
    turnOff: 'Desactivar',
    on: 'Este dispositivo recibe una notificación por cada aviso nuevo.',
    blocked: 'Las notificaciones de Liftmates están bloqueadas en los ajustes de este navegador.',
    enabled: 'Notificaciones activadas',
    disabled: 'Notificaciones desactivadas',
    failed: 'No se han podido activar las notificaciones',
  },
};
