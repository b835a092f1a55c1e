// What common/ writes in Spanish (Spain): Spanish groups digits only from five ("1234", "12.345").
import { formatCount } from '../numbers.js';
import type { CommonWords } from './index.js';

export const esES: CommonWords = {
  numbers: { decimal: ',', group: '.', groupFrom: 5 },
  activity: {
    subjects: {
      WORKOUT_LOG: 'entrenamiento',
      WORKOUT: 'entrenamiento publicado',
      WORKOUT_PROGRAM: 'programa publicado',
      MESSAGE: 'publicación',
      TRAINING_SESSION: 'sesión en compañía',
      UPDATE: 'novedad',
    },
    anySubject: 'publicación',
    request: (name) => `${name} quiere ser tu compañero de entrenamiento`,
    accepted: (name) => `${name} aceptó tu solicitud de compañero`,
    props: (name, subject) => `${name} dio ánimos a tu ${subject}`,
    comment: (name, subject) => `${name} comentó tu ${subject}`,
    records: (name, count) =>
      count === 1 ? `${name} batió un récord personal` : `${name} batió ${formatCount(count, 'es-ES')} récords personales`,
    sessionInvite: (name) => `${name} te invitó a entrenar juntos`,
    fallback: 'Novedades en Liftmates',
  },
  reps: (reps) => (reps === 1 ? '1 repetición' : `${reps} repeticiones`),
};
