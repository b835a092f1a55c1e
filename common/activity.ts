// What a member hears about in their inbox, and as a push: the kinds, the words of each and the page each leads to.
// The web app words its inbox and the server its pushes from the same API fields, so the two always say the same.

export const ACTIVITY_KINDS = ['BUDDY_REQUEST', 'BUDDY_ACCEPTED', 'PROPS', 'COMMENT', 'RECORDS'] as const;
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
}

export const activityStrings = {
  /** What the member's feed item is, as the props and comments name it. */
  subjects: {
    WORKOUT_LOG: 'workout',
    WORKOUT: 'published workout',
    WORKOUT_PROGRAM: 'published program',
    MESSAGE: 'post',
    UPDATE: 'update',
  } as Record<string, string>,
  anySubject: 'post',
  request: (name: string) => `${name} wants to be your workout buddy`,
  accepted: (name: string) => `${name} accepted your buddy request`,
  props: (name: string, subject: string) => `${name} gave props to your ${subject}`,
  comment: (name: string, subject: string) => `${name} commented on your ${subject}`,
  records: (name: string, count: number) =>
    count === 1 ? `${name} set a new personal record` : `${name} set ${count} new personal records`,
  /** A push whose item could not be read any more (it went with what it was about). */
  fallback: 'Something new on Liftmates',
};

/** The name a member goes by: their creator name when they have one, else their user name. */
export const actorName = (actor: ActivityFacts['actor']) => actor.displayName?.trim() || actor.userName;

/** An item's line and the detail under it (the comment, the workout's title), in the reader's language. */
export function activityWords(activity: ActivityFacts): { title: string; detail: string | null } {
  const S = activityStrings;
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
  }
}

/** The page an item is about: the request on /buddies, the new buddy's page, the workout, post or log. */
export function activityHref(activity: ActivityFacts): string {
  switch (activity.kind) {
    case 'BUDDY_REQUEST':
      return '/buddies';
    case 'BUDDY_ACCEPTED':
      return `/u/${encodeURIComponent(activity.actor.userName)}`;
    default:
      if (activity.workoutLogId) return `/logbook/${encodeURIComponent(activity.workoutLogId)}`;
      if (activity.workoutId) return `/w/${encodeURIComponent(activity.workoutId)}`;
      if (activity.programId) return `/programs/${encodeURIComponent(activity.programId)}`;
      return '/logbook?tab=feed';
  }
}
