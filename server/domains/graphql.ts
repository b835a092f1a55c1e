// Every domain's GraphQL types and fields, registered on the builder by importing them.
import './media/graphql.js';
import './locales/graphql.js';
import './docs/graphql.js';
import './feedback/graphql.js';
import './muscles/graphql.js';
import './equipment/graphql.js';
import './social-media-platforms/graphql.js';
import './creator-profiles/graphql.js';
import './exercises/graphql.js';
import './exercise-content/graphql.js';
import './workouts/graphql.js';
import './programs/graphql.js';
import './dashboard/graphql.js';
import './card-backgrounds/graphql.js';
import './workout-import/graphql.js';
import './users/graphql.js';
import './auth/graphql.js';
