import type { PublishedStatusSeed } from './types.js';

/** Publication states shown as coloured badges; every text/background pair clears WCAG AA (4.5:1). */
export const publishedStatuses: PublishedStatusSeed[] = [
  { code: 'PUBLISHED', name: 'Published', emoji: '🌍', backgroundColor: '#DCFCE7', color: '#166534', sortOrder: 1 },
  { code: 'FAVORITES', name: 'Favorites', emoji: '⭐', backgroundColor: '#FEF9C3', color: '#854D0E', sortOrder: 2 },
  { code: 'REVIEWED', name: 'Reviewed', emoji: '✅', backgroundColor: '#DBEAFE', color: '#1E40AF', sortOrder: 3 },
  { code: 'DRAFT', name: 'Draft', emoji: '📝', backgroundColor: '#F3F4F6', color: '#374151', sortOrder: 4 },
  { code: 'UNREVIEWED', name: 'Unreviewed', emoji: '👀', backgroundColor: '#FFEDD5', color: '#9A3412', sortOrder: 5 },
  { code: 'PENDING', name: 'Pending', emoji: '⏳', backgroundColor: '#EDE9FE', color: '#5B21B6', sortOrder: 6 },
  { code: 'RECYCLING', name: 'Recycling', emoji: '♻️', backgroundColor: '#CCFBF1', color: '#115E59', sortOrder: 7 },
  { code: 'TRASH', name: 'Trash', emoji: '🗑️', backgroundColor: '#FEE2E2', color: '#991B1B', sortOrder: 8 },
];
