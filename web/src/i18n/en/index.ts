// The English (US) catalogue: every text the interface shows, by section. Its keys are the keys of every other
// catalogue (types.ts), and t() accepts no other (i18next.d.ts).
import { app } from './app';
import { flexicon } from './flexicon';
import { workouts } from './workouts';
import { builder } from './builder';
import { programs } from './programs';
import { docs } from './docs';
import { placeholders } from './placeholders';
import { content } from './content';
import { components } from './components';
import { liveLog } from './liveLog';
import { logbook } from './logbook';
import { logHistory } from './logHistory';
import { workoutImport } from './workoutImport';
import { homies } from './homies';
import { inbox } from './inbox';
import { together } from './together';
import { dashboard } from './dashboard';
import { onboarding } from './onboarding';
import { admin } from './admin';
import { auth } from './auth';
import { profile } from './profile';
import { settings } from './settings';
import { records } from './records';
import { units } from './units';

export const en = {
  app,
  flexicon,
  workouts,
  builder,
  programs,
  docs,
  placeholders,
  content,
  components,
  liveLog,
  logbook,
  logHistory,
  workoutImport,
  homies,
  inbox,
  together,
  dashboard,
  onboarding,
  admin,
  auth,
  profile,
  settings,
  records,
  units,
};
