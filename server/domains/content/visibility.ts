// Who may read and change workouts and programs, decided here for both APIs and every path that reaches them
// (pages, lists, duplicates, exports, program days). Published PUBLIC content is for anyone; BUDDIES content for
// the author's accepted buddies too; drafts and PRIVATE content only for the author. Administrators see and change
// everything. Hidden content answers exactly as unknown content, so its existence is not revealed.
import type { AppContext } from '../../context.js';
import { isAdmin, type Viewer } from '../../auth/viewer.js';
import { requireUser } from '../../auth/permissions.js';
import { badInput, forbidden } from '../../lib/errors.js';
import { PUBLIC_STATUSES } from '../exercises/schemas.js';
import { normalizeSearch } from '../../lib/search-text.js';
import { buddyOf } from '../buddies/service.js';

/** The statuses a member may choose; the curation statuses (REVIEWED, FAVORITES, TRASH ...) are for administrators. */
export const MEMBER_STATUSES = ['DRAFT', 'PUBLISHED'];

export const isPublishedStatus = (code: string) => PUBLIC_STATUSES.includes(code);

/** A where clause that fits Workout and Program alike: both have an author, a status and a visibility. */
export function visibleContent(viewer: Viewer | null) {
  if (isAdmin(viewer)) return {};
  const published = { publishedStatusCode: { in: PUBLIC_STATUSES } };
  if (!viewer) return { ...published, visibility: 'PUBLIC' };
  return {
    OR: [
      { authorUserId: viewer.userId },
      { ...published, visibility: 'PUBLIC' },
      { ...published, visibility: 'BUDDIES', author: buddyOf(viewer.userId) },
    ],
  };
}

/** What the viewer may do with content, so pages show only the actions that will work. */
export const viewerCanEdit = (ctx: Pick<AppContext, 'viewer'>, authorUserId: string) =>
  isAdmin(ctx.viewer) || ctx.viewer?.userId === authorUserId;

export function assertCanChange(ctx: AppContext, authorUserId: string, what: string): Viewer {
  const viewer = requireUser(ctx);
  if (isAdmin(viewer) || viewer.userId === authorUserId) return viewer;
  throw forbidden(`Only the author of ${what} or an administrator can do that`);
}

interface Byline {
  creatorProfileId: string | null;
  publishedStatusCode: string;
}

/**
 * The creator a piece of content is published under and its status. Members assign their own creator profile and
 * choose draft or published; publishing needs a creator (the share dialog's draft steps say so); administrators
 * may assign any profile and any status, which the database checks exist.
 */
export async function checkByline(ctx: AppContext, next: Byline, previous?: Byline): Promise<void> {
  const viewer = requireUser(ctx);
  const admin = isAdmin(viewer);
  if (!admin && next.publishedStatusCode !== previous?.publishedStatusCode && !MEMBER_STATUSES.includes(next.publishedStatusCode))
    throw badInput(`publishedStatusCode: Use one of ${MEMBER_STATUSES.join(', ')}`, [
      { field: 'publishedStatusCode', message: `Use one of ${MEMBER_STATUSES.join(', ')}` },
    ]);
  if (admin) {
    const status = await ctx.db.publishedStatus.findUnique({ where: { publishedStatusCode: next.publishedStatusCode } });
    if (!status)
      throw badInput('publishedStatusCode: Unknown published status', [
        { field: 'publishedStatusCode', message: 'Unknown published status' },
      ]);
  }
  if (next.creatorProfileId && next.creatorProfileId !== previous?.creatorProfileId) {
    if (!admin && next.creatorProfileId !== viewer.creatorProfileId) throw forbidden('You can only publish under your own creator profile');
    const profile = await ctx.db.creatorProfile.findUnique({
      where: { creatorProfileId: next.creatorProfileId },
      select: { creatorProfileId: true },
    });
    if (!profile)
      throw badInput('creatorProfileId: No creator profile has this id', [
        { field: 'creatorProfileId', message: 'No creator profile has this id' },
      ]);
  }
  if (isPublishedStatus(next.publishedStatusCode) && !next.creatorProfileId)
    throw badInput('creatorProfileId: Assign a creator profile before publishing', [
      { field: 'creatorProfileId', message: 'Assign a creator profile before publishing' },
    ]);
}

/** The list filters workouts and programs share: the caller's own, one creator's, a status, a title search. */
export function contentListFilters(
  ctx: AppContext,
  query: { mine?: boolean; creatorProfileId?: string; publishedStatusCode?: string; search?: string },
) {
  const filters: object[] = [visibleContent(ctx.viewer)];
  if (query.mine) filters.push({ authorUserId: requireUser(ctx).userId });
  if (query.creatorProfileId) filters.push({ creatorProfileId: query.creatorProfileId });
  if (query.publishedStatusCode) filters.push({ publishedStatusCode: query.publishedStatusCode });
  const search = query.search ? normalizeSearch(query.search) : '';
  if (search) filters.push({ searchText: { contains: search } });
  return { AND: filters };
}
