// What common/ writes in English (US): the number symbols, the inbox's and pushes' words, a few figures' words.
import type { CommonWords } from './index.js';

export const enUS: CommonWords = {
  numbers: { decimal: '.', group: ',', groupFrom: 4 },
  activity: {
    subjects: {
      WORKOUT_LOG: 'workout',
      WORKOUT: 'published workout',
      WORKOUT_PROGRAM: 'published program',
      MESSAGE: 'post',
      TRAINING_SESSION: 'session together',
      UPDATE: 'update',
    },
    anySubject: 'post',
    request: (name) => `${name} wants to be your workout buddy`,
    accepted: (name) => `${name} accepted your buddy request`,
    props: (name, subject) => `${name} gave props to your ${subject}`,
    comment: (name, subject) => `${name} commented on your ${subject}`,
    records: (name, count) => (count === 1 ? `${name} set a new personal record` : `${name} set ${count} new personal records`),
    sessionInvite: (name) => `${name} asked you to train together`,
    fallback: 'Something new on Liftmates',
  },
  reps: (reps) => (reps === 1 ? '1 rep' : `${reps} reps`),
};
