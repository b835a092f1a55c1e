// New feed items reach open feeds through GraphQL subscriptions. Each member listens on their own channel; an item
// is published to its author's and their buddies' channels (and, for product updates, to everyone's). With
// REDIS_URL the channels go through Redis, so a member connected to one server instance hears what another wrote.
import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { SessionEvent } from '../training-sessions/events.js';

export const EVERYONE = '*';

/** The feed's channels, each member's activity channel (the inbox: server/domains/activity) and each training session's. */
export type FeedPubSub = PubSub<{
  feed: [channel: string, payload: { feedItemId: string }];
  activity: [userId: string, payload: { activityId: string }];
  together: [trainingSessionId: string, payload: SessionEvent];
}>;

export interface FeedEvents {
  pubsub: FeedPubSub;
  close(): Promise<void>;
}

/**
 * The Redis event target fires its subscribe, unsubscribe and publish calls and forgets them: while Redis is away, or
 * as a feed closes while the server shuts down, each would be an unhandled rejection, which ends a Node process.
 * Their failures are left to the connection's own error reporting and retries; a feed item that missed Redis is
 * still in the feed on the next read.
 */
function quiet(client: Redis): Redis {
  const settle = (call: Promise<unknown>) => void call.catch(() => undefined);
  return {
    on: (event: string, listener: (channel: string, message: string) => void) => client.on(event, listener),
    publish: (channel: string, message: string) => settle(client.publish(channel, message)),
    subscribe: (channel: string) => settle(client.subscribe(channel)),
    unsubscribe: (channel: string) => settle(client.unsubscribe(channel)),
  } as unknown as Redis;
}

export function createFeedEvents(redisUrl: string | undefined, onError: (error: unknown) => void = () => undefined): FeedEvents {
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
  for (const client of [publishClient, subscribeClient]) client.on('error', onError);
  const eventTarget = createRedisEventTarget<CustomEvent>({
    publishClient: quiet(publishClient),
    subscribeClient: quiet(subscribeClient),
  });
  return {
    pubsub: createPubSub({ eventTarget }) as FeedPubSub,
    close: async () => {
      await Promise.all([publishClient, subscribeClient].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
