// Workouts and programs are browsed alike (My Workouts, My Programs, Discover), so they sort by the same names over
// the same columns.
import type { OrderColumn } from '../../lib/ordering.js';

type ContentColumn = 'lastUpdated' | 'searchText' | 'ratingAverage' | 'ratingCount' | 'viewCount';

export const CONTENT_SORT_FIELDS = {
  RECENT: [{ column: 'lastUpdated', reversed: true }],
  TITLE: [{ column: 'searchText' }],
  RATING: [
    { column: 'ratingAverage', reversed: true, nullable: true },
    { column: 'ratingCount', reversed: true },
  ],
  VIEWS: [{ column: 'viewCount', reversed: true }],
} satisfies Record<string, OrderColumn<ContentColumn>[]>;
