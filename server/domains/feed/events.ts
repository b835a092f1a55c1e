// New feed items reach open feeds through GraphQL subscriptions. Each member listens on their own channel; an item
// is published to its author's and their buddies' channels (and, for product updates, to everyone's). With
// REDIS_URL the channels go through Redis, so a member connected to one server instance hears what another wrote.
import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export const EVERYONE = '*';

/** The feed's channels, and each member's activity channel (the inbox: server/domains/activity). */
export type FeedPubSub = PubSub<{
  feed: [channel: string, payload: { feedItemId: string }];
  activity: [userId: string, payload: { activityId: string }];
}>;

export interface FeedEvents {
  pubsub: FeedPubSub;
  close(): Promise<void>;
}

export function createFeedEvents(redisUrl: string | undefined): FeedEvents {
  if (!redisUrl) {
    // Every open feed listens on everyone's channel, so a busy server has thousands of listeners of one event: not
    // the leak Node's warning past ten supposes (a closed subscription leaves its channels, feed/graphql.ts).
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub({ eventTarget: eventTarget as never }) as FeedPubSub, close: async () => undefined };
  }
  // A subscribed Redis connection can do nothing else, so publishing needs a second one.
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub({ eventTarget }) as FeedPubSub,
    close: async () => {
      await Promise.all([publishClient, subscribeClient].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
