// Each member's feed index (FeedEntry), kept on write so that reading a feed page is one index range of its owner.
//
// Why fan-out on write: read as it was, a page merged the item ranges of the viewer and every buddy (20 on average
// in the bench's data) and sorted them: 1.3 ms of SQLite per page on the bench's 400,000 items, 0.6 ms with one
// LIMIT 21 range per buddy unioned, and growing with the number of buddies either way. With the index a page reads
// 21 keys of one range whatever the buddy count. The price is on the rarer writes: an item becomes one row per
// member it reaches (its author and their buddies), a new buddyship copies each side's recent items into the
// other's feed, and an ended one removes them. UPDATE items reach every member and are few, so they are not copied
// into every feed but read as a second small range (see listFeed).
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { onBuddyshipChange } from '../buddies/service.js';
import { buddyFeedAudience, reachesBuddyFeedsWhere } from './visibility.js';

type Tx = Prisma.TransactionClient | Db;

/** How many of a new buddy's latest items reach the other's feed when a buddyship starts; older ones stay out. */
export const BUDDY_BACKFILL = 200;

interface EntryItem {
  feedItemId: string;
  actorUserId: string;
  createdAt: Date;
}

/** Puts items into their authors' and their authors' buddies' feeds; the caller checked they reach them (reachesBuddyFeeds). */
export async function fanOut(tx: Tx, items: EntryItem[]) {
  if (!items.length) return;
  const audiences = new Map<string, string[]>();
  for (const item of items) {
    const actor = item.actorUserId;
    if (audiences.has(actor)) continue;
    // A buddyship accepted while this item is written must either be seen here or see the item in its backfill
    // (joinFeeds). Accepting updates the buddyship's row, so locking the actor's buddyship rows first orders the two
    // transactions on PostgreSQL; a no-op update is the lock both databases spell alike (SQLite writes one at a time).
    await tx.$executeRaw`UPDATE "Buddyship" SET "status" = "status" WHERE "requesterId" = ${actor} OR "addresseeId" = ${actor}`;
    audiences.set(actor, await buddyFeedAudience(tx, actor));
  }
  await tx.feedEntry.createMany({
    data: items.flatMap((item) =>
      audiences.get(item.actorUserId)!.map((ownerUserId) => ({ ownerUserId, createdAt: item.createdAt, feedItemId: item.feedItemId })),
    ),
  });
}

/** Puts one item into the feeds of `owners`, whom the caller chose (a session's item: sessionFeedAudience). */
export async function fanOutTo(tx: Tx, item: EntryItem, owners: readonly string[]) {
  if (owners.length)
    await tx.feedEntry.createMany({
      data: owners.map((ownerUserId) => ({ ownerUserId, createdAt: item.createdAt, feedItemId: item.feedItemId })),
    });
}

/** Takes items out of every feed. */
export async function withdraw(tx: Tx, feedItemIds: string[]) {
  if (feedItemIds.length) await tx.feedEntry.deleteMany({ where: { feedItemId: { in: feedItemIds } } });
}

/**
 * Two members just became buddies: each one's latest BUDDY_BACKFILL shown items join the other's feed (a bounded
 * copy, so accepting a buddy with years of history stays one small write; their older items are a member page away).
 */
export async function joinFeeds(tx: Tx, a: string, b: string) {
  await partFeeds(tx, a, b);
  for (const [author, owner] of [
    [a, b],
    [b, a],
  ] as const) {
    const items = await tx.feedItem.findMany({
      where: { actorUserId: author, ...reachesBuddyFeedsWhere },
      orderBy: [{ createdAt: 'desc' }, { feedItemId: 'desc' }],
      take: BUDDY_BACKFILL,
      select: { feedItemId: true, createdAt: true },
    });
    if (items.length)
      await tx.feedEntry.createMany({
        data: items.map((item) => ({ ownerUserId: owner, createdAt: item.createdAt, feedItemId: item.feedItemId })),
      });
  }
}

/** Two members are no longer buddies (removed or blocked): each one's items leave the other's feed. */
export async function partFeeds(tx: Tx, a: string, b: string) {
  // One statement each way, so each stays within one owner's range of the key.
  await tx.feedEntry.deleteMany({ where: { ownerUserId: a, feedItem: { actorUserId: b } } });
  await tx.feedEntry.deleteMany({ where: { ownerUserId: b, feedItem: { actorUserId: a } } });
}

onBuddyshipChange({ started: joinFeeds, ended: partFeeds });
