// Workouts and programs count ratings, views, shares and duplicates the same way; these keep the cached counters
// in step with what the server answers, for either kind.
import type { ApolloCache } from '@apollo/client';

export interface Analytics {
  ratingCount: number;
  ratingAverage: number | null;
  totalViews: number;
  shareCount: number;
  duplicateCount: number;
}

/** The analytics after the viewer's rating replaces their previous one (or adds a first). */
export function ratedAnalytics<A extends Analytics>(analytics: A, previous: number | null, rating: number): A {
  const sum = (analytics.ratingAverage ?? 0) * analytics.ratingCount - (previous ?? 0) + rating;
  const ratingCount = analytics.ratingCount + (previous == null ? 1 : 0);
  return { ...analytics, ratingCount, ratingAverage: sum / ratingCount };
}

/** Changes the cached analytics object (`workoutAnalytics`, `programAnalytics`) of one workout or program. */
export function modifyAnalytics(
  cache: ApolloCache,
  id: string | undefined,
  field: 'workoutAnalytics' | 'programAnalytics',
  change: (analytics: Analytics) => Partial<Analytics>,
) {
  cache.modify({
    id,
    fields: {
      [field]: (value: unknown) => {
        const analytics = value as Analytics;
        return { ...analytics, ...change(analytics) };
      },
    },
  });
}
