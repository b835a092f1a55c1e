// Every REST route, under /api. Each domain registers its own.
import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/rest.js';
import { registerCreatorProfileRoutes } from './creator-profiles/rest.js';
import { registerDocRoutes } from './docs/rest.js';
import { registerEquipmentRoutes } from './equipment/rest.js';
import { registerExerciseContentRoutes } from './exercise-content/rest.js';
import { registerExerciseRoutes } from './exercises/rest.js';
import { registerFeedbackRoutes } from './feedback/rest.js';
import { registerLocaleRoutes } from './locales/rest.js';
import { registerMailRoutes } from './mail/rest.js';
import { registerMediaRoutes } from './media/rest.js';
import { registerMuscleRoutes } from './muscles/rest.js';
import { registerSocialMediaPlatformRoutes } from './social-media-platforms/rest.js';
import { registerUserRoutes } from './users/rest.js';
import { registerWorkoutRoutes } from './workouts/rest.js';
import { registerProgramRoutes } from './programs/rest.js';
import { registerDashboardRoutes } from './dashboard/rest.js';
import { registerCardBackgroundRoutes } from './card-backgrounds/rest.js';
import { registerWorkoutImportRoutes } from './workout-import/rest.js';

export function registerRestRoutes(app: FastifyInstance) {
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerMailRoutes(app);
  registerMediaRoutes(app);
  registerLocaleRoutes(app);
  registerDocRoutes(app);
  registerFeedbackRoutes(app);
  registerMuscleRoutes(app);
  registerEquipmentRoutes(app);
  registerSocialMediaPlatformRoutes(app);
  registerCreatorProfileRoutes(app);
  registerExerciseRoutes(app);
  registerExerciseContentRoutes(app);
  registerWorkoutImportRoutes(app);
  registerWorkoutRoutes(app);
  registerProgramRoutes(app);
  registerDashboardRoutes(app);
  registerCardBackgroundRoutes(app);
}
