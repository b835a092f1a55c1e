// What a member hears about in their inbox, and as a push: the kinds, the words of each and the page each leads to.
// The web app words its inbox and the server its pushes from the same API fields, so the two always say the same.

import type { Language } from './languages.js';
import { WORDS } from './words/index.js';

export const ACTIVITY_KINDS = ['BUDDY_REQUEST', 'BUDDY_ACCEPTED', 'PROPS', 'COMMENT', 'RECORDS', 'SESSION_INVITE'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The fields of an inbox item (the API's Activity) its words and link are made of. */
export interface ActivityFacts {
  kind: ActivityKind;
  actor: { userName: string; displayName: string | null };
  /** What kind of feed item the props or comment are on (the feed's contentType). */
  feedItemContentType: string | null;
  workoutLogId: string | null;
  workoutLogTitle: string | null;
  workoutId: string | null;
  programId: string | null;
  commentBody: string | null;
  recordCount: number | null;
  /** The training session a SESSION_INVITE asks the member to. */
  trainingSessionId?: string | null;
}

export interface ActivityStrings {
  /** What the member's feed item is, as the props and comments name it. */
  subjects: Record<string, string>;
  anySubject: string;
  request: (name: string) => string;
  accepted: (name: string) => string;
  props: (name: string, subject: string) => string;
  comment: (name: string, subject: string) => string;
  records: (name: string, count: number) => string;
  sessionInvite: (name: string) => string;
  /** A push whose item could not be read any more (it went with what it was about). */
  fallback: string;
}

/** The name a member goes by: their creator name when they have one, else their user name. */
export const actorName = (actor: ActivityFacts['actor']) => actor.displayName?.trim() || actor.userName;

/** An item's line and the detail under it (the comment, the workout's title), in the reader's language. */
export function activityWords(activity: ActivityFacts, language: Language): { title: string; detail: string | null } {
  const S = WORDS[language].activity;
  const name = actorName(activity.actor);
  const subject = S.subjects[activity.feedItemContentType ?? ''] ?? S.anySubject;
  switch (activity.kind) {
    case 'BUDDY_REQUEST':
      return { title: S.request(name), detail: null };
    case 'BUDDY_ACCEPTED':
      return { title: S.accepted(name), detail: null };
    case 'PROPS':
      return { title: S.props(name, subject), detail: activity.workoutLogTitle };
    case 'COMMENT':
      return { title: S.comment(name, subject), detail: activity.commentBody };
    case 'RECORDS':
      return { title: S.records(name, activity.recordCount ?? 1), detail: activity.workoutLogTitle };
    case 'SESSION_INVITE':
      return { title: S.sessionInvite(name), detail: null };
  }
}

/** The page an item is about: the request on /buddies, the new buddy's page, the session asked to, the workout, post or log. */
export function activityHref(activity: ActivityFacts): string {
  switch (activity.kind) {
    case 'BUDDY_REQUEST':
      return '/buddies';
    case 'BUDDY_ACCEPTED':
      return `/u/${encodeURIComponent(activity.actor.userName)}`;
    case 'SESSION_INVITE':
      return activity.trainingSessionId ? `/together/${encodeURIComponent(activity.trainingSessionId)}` : '/log';
    default:
      if (activity.workoutLogId) return `/logbook/${encodeURIComponent(activity.workoutLogId)}`;
      if (activity.workoutId) return `/w/${encodeURIComponent(activity.workoutId)}`;
      if (activity.programId) return `/programs/${encodeURIComponent(activity.programId)}`;
      return '/logbook?tab=feed';
  }
}
