// A session's channel: what moved (members came or went, sets were saved, someone reacted, it ended), told to every
// open subscription of it, which reads the session again as its own member sees it (graphql.ts). The channel is the
// app's pub/sub (feed/events.ts): in memory, or through Redis when several instances run.
import type { AppContext } from '../../context.js';

export type SessionEvent =
  | { kind: 'MEMBERS' | 'ENDED'; userId: string }
  | { kind: 'SETS'; userId: string; workoutLogSetIds: string[] }
  | { kind: 'REACTION'; userId: string; trainingSessionReactionId: string };

export function publishSessionEvent(ctx: Pick<AppContext, 'feedEvents'>, trainingSessionId: string, event: SessionEvent) {
  ctx.feedEvents.pubsub.publish('together', trainingSessionId, event);
}
