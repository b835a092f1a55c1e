import { builder } from '../../graphql/builder.js';
import { listCardBackgrounds } from './service.js';

const CardBackgroundType = builder.prismaObject('WorkoutCardBackground', {
  authScopes: { public: true },
  fields: (t) => ({
    workoutCardBackgroundId: t.exposeID('workoutCardBackgroundId'),
    name: t.exposeString('name'),
    sortOrder: t.exposeInt('sortOrder'),
    mediaAsset: t.relation('mediaAsset'),
  }),
});

builder.queryFields((t) => ({
  workoutCardBackgrounds: t.prismaField({
    type: [CardBackgroundType],
    authScopes: { public: true },
    description: 'The backgrounds workout and program cards can use.',
    resolve: (query, _root, _args, ctx) => listCardBackgrounds(ctx, query),
  }),
}));
