// Single entry point for the reference catalogue used by the seed runner.
export { measurements } from './measurements.js';
export { exerciseTypes } from './exercise-types.js';
export { equipment } from './equipment.js';
export { equipmentGroups } from './equipment-groups.js';
export { muscles } from './muscles.js';
export { muscleGroups } from './muscle-groups.js';
export { exerciseTags } from './exercise-tags.js';
export { publishedStatuses } from './published-statuses.js';
export { socialMediaPlatforms } from './social-media-platforms.js';
export { locales } from './locales.js';
