import type { Translation } from '../types';
import type { records as en } from '../en/records';

export const records: Translation<typeof en> = {
  kind: {
    MAX_WEIGHT: 'Peso máximo',
    ESTIMATED_1RM: 'Mejor 1RM estimado',
    MAX_REPS: 'Más repeticiones',
    MAX_SET_VOLUME: 'Mejor volumen por serie',
    LONGEST_DURATION: 'Mayor duración',
    LONGEST_DISTANCE: 'Mayor distancia',
  },
};
