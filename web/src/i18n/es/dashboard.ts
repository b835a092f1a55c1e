import type { Translation } from '../types';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Translation<typeof en> = {
  title: 'Panel de creador',
  period: 'Periodo',
  days: '{{days}} días',
  tiles: { views: 'Visitas', ratings: 'Valoraciones', shares: 'Compartidos', duplicates: 'Copias', average: 'Valoración media' },
  viewsChart: 'Visitas por día',
  engagementChart: 'Valoraciones, compartidos y copias por día',
  distributionChart: 'Reparto de valoraciones (desde siempre)',
  stars: '{{rating}} ★',
  topContent: 'Lo más visto',
  topEmpty: 'Nada visto ni valorado en este periodo todavía.',
  drafts: 'Borradores por publicar',
  draftsEmpty: 'Sin borradores: todo lo que has creado está publicado.',
  periodViews_one: '{{shown}} visita en el periodo',
  periodViews_many: '{{shown}} visitas en el periodo',
  periodViews_other: '{{shown}} visitas en el periodo',
  rating: '★ {{rating}}',
  workout: 'Entrenamiento',
  program: 'Programa',
  summary:
    'En los últimos {{days}} días: {{views}} visitas, {{ratings}} valoraciones, {{shares}} veces compartido y {{duplicates}} copias.',
  chartTable: 'Los números de las gráficas',
  date: 'Fecha',
  noCreatorTitle: 'Hazte creador',
  noCreator:
    'Un perfil de creador pone tu nombre, tu foto y tus enlaces en los entrenamientos y programas que publicas, y permite a los miembros encontrar todo lo que has creado. Créalo en tu página de perfil.',
  makeProfile: 'Crear mi perfil',
  emptyTitle: 'Aún no hay nada que medir',
  empty: 'Crea un entrenamiento o un programa, publícalo y aquí verás sus visitas, valoraciones, compartidos y copias.',
  createWorkout: 'Crear un entrenamiento',
  importWorkout: 'Importar un entrenamiento',
  createProgram: 'Crear un programa',
  loading: 'Cargando tus números',
  errorTitle: 'No se han podido cargar tus números',
  retry: 'Reintentar',
};
