import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  File: { input: File; output: File; }
  JSON: { input: unknown; output: unknown; }
};

export type AccessToken = {
  __typename?: 'AccessToken';
  accessToken: Scalars['String']['output'];
};

/** Something the member hears of in their inbox: a buddy request or acceptance, props, a comment, a buddy’s records. */
export type Activity = {
  __typename?: 'Activity';
  activityId: Scalars['ID']['output'];
  actor: Member;
  /** How you stand with the actor now: a request shows its answer buttons while it waits. */
  buddyStatus: BuddyStatus;
  buddyshipId: Maybe<Scalars['String']['output']>;
  commentBody: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  feedItemContentType: Maybe<Scalars['String']['output']>;
  feedItemId: Maybe<Scalars['String']['output']>;
  kind: ActivityKind;
  programId: Maybe<Scalars['String']['output']>;
  readAt: Maybe<Scalars['DateTime']['output']>;
  recordCount: Maybe<Scalars['Int']['output']>;
  seenAt: Maybe<Scalars['DateTime']['output']>;
  /** The training session a SESSION_INVITE asks to. */
  trainingSessionId: Maybe<Scalars['String']['output']>;
  workoutId: Maybe<Scalars['String']['output']>;
  workoutLogId: Maybe<Scalars['String']['output']>;
  workoutLogTitle: Maybe<Scalars['String']['output']>;
};

export type ActivityKind =
  | 'BUDDY_ACCEPTED'
  | 'BUDDY_REQUEST'
  | 'COMMENT'
  | 'PROPS'
  | 'RECORDS'
  | 'SESSION_INVITE';

export type AppError = {
  __typename?: 'AppError';
  code: ErrorCode;
  details: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** A new session. The same tokens are also set as HttpOnly cookies. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  user: User;
};

export type BlockedMember = {
  __typename?: 'BlockedMember';
  blockedAt: Scalars['DateTime']['output'];
  member: Member;
};

export type BuddyEntry = {
  __typename?: 'BuddyEntry';
  buddyshipId: Scalars['ID']['output'];
  member: Member;
  since: Scalars['DateTime']['output'];
};

export type BuddyList = {
  __typename?: 'BuddyList';
  buddies: Array<BuddyEntry>;
  /** Requests waiting for your answer. */
  incoming: Array<BuddyEntry>;
  /** Your requests not answered yet. */
  outgoing: Array<BuddyEntry>;
};

export type BuddyStatus =
  | 'BUDDIES'
  | 'NONE'
  | 'REQUEST_RECEIVED'
  | 'REQUEST_SENT';

export type Buddyship = {
  __typename?: 'Buddyship';
  buddyshipId: Scalars['ID']['output'];
  member: Member;
  since: Scalars['DateTime']['output'];
  status: BuddyStatus;
};

/** A code was mailed if the address has an account; the answer is the same either way. */
export type CodeSent = {
  __typename?: 'CodeSent';
  email: Scalars['String']['output'];
  sent: Scalars['Boolean']['output'];
};

export type ConfirmationSent = {
  __typename?: 'ConfirmationSent';
  alreadyConfirmed: Scalars['Boolean']['output'];
  sent: Scalars['Boolean']['output'];
};

export type ContentAnalytics = {
  __typename?: 'ContentAnalytics';
  duplicateCount: Scalars['Int']['output'];
  ratingAverage: Maybe<Scalars['Float']['output']>;
  ratingCount: Scalars['Int']['output'];
  shareCount: Scalars['Int']['output'];
  totalViews: Scalars['Int']['output'];
};

export type ContentType =
  | 'Program'
  | 'Workout';

export type ContributionRole =
  | 'CURATOR'
  | 'ORIGINAL_AUTHOR'
  | 'PARTIAL_CONTRIBUTOR'
  | 'SUBMITTER';

export type Counted = {
  __typename?: 'Counted';
  counted: Scalars['Boolean']['output'];
};

export type CreateCreatorProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  fullName: Scalars['String']['input'];
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  profilePhotoId?: InputMaybe<Scalars['String']['input']>;
  socialLinks?: InputMaybe<Array<CreatorSocialLinkInput>>;
  userId?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};

export type CreateDocInput = {
  content: Scalars['String']['input'];
  documentId: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** Give videoUrl (an https address) or videoAssetId (an uploaded video), not both. */
export type CreateExerciseVideoInput = {
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  thumbnailId?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  videoAssetId?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProgramInput = {
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  programBackgroundImageId?: InputMaybe<Scalars['String']['input']>;
  programDays?: InputMaybe<Array<ProgramDayInput>>;
  programDescription?: InputMaybe<Scalars['String']['input']>;
  programTitle: Scalars['String']['input'];
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
  weekCount?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateSocialMediaPlatformInput = {
  iconId?: InputMaybe<Scalars['String']['input']>;
  socialMediaPlatformCode: Scalars['String']['input'];
  socialMediaPlatformName: Scalars['String']['input'];
  socialMediaPlatformStyle?: InputMaybe<SocialMediaPlatformStyleInput>;
  socialMediaPlatformUrlFormat: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  usernamePattern: Scalars['String']['input'];
};

export type CreateWorkoutInput = {
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
  workoutBackgroundImageId?: InputMaybe<Scalars['String']['input']>;
  workoutDescription?: InputMaybe<Scalars['String']['input']>;
  workoutExercises?: InputMaybe<Array<WorkoutExerciseInput>>;
  workoutTitle: Scalars['String']['input'];
};

export type CreatorDashboard = {
  __typename?: 'CreatorDashboard';
  days: Scalars['Int']['output'];
  drafts: Array<DashboardContent>;
  hasCreatorProfile: Scalars['Boolean']['output'];
  programCount: Scalars['Int']['output'];
  ratingDistribution: Array<RatingBucket>;
  series: Array<DashboardDay>;
  since: Scalars['DateTime']['output'];
  topContent: Array<DashboardContent>;
  totals: DashboardTotals;
  workoutCount: Scalars['Int']['output'];
};

export type CreatorProfile = Node & {
  __typename?: 'CreatorProfile';
  bio: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creatorProfileId: Scalars['String']['output'];
  displayName: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPinned: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  profilePhoto: Maybe<MediaAsset>;
  socialLinks: Array<CreatorSocialLink>;
  updatedAt: Scalars['DateTime']['output'];
  userId: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

export type CreatorProfileFilter = {
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** How the creator list is sorted; ties go by creatorProfileId. PINNED puts pinned creators first, then sorts by full name; DISPLAY_NAME puts profiles without a display name last. */
export type CreatorProfileOrder = {
  direction?: InputMaybe<OrderDirection>;
  field: CreatorProfileOrderField;
};

export type CreatorProfileOrderField =
  | 'CREATED_AT'
  | 'DISPLAY_NAME'
  | 'PINNED'
  | 'USER_NAME';

export type CreatorSocialLink = {
  __typename?: 'CreatorSocialLink';
  platform: SocialMediaPlatform;
  profileUrl: Maybe<Scalars['String']['output']>;
  socialMediaPlatformCode: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type CreatorSocialLinkInput = {
  socialMediaPlatformCode: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type DashboardContent = {
  __typename?: 'DashboardContent';
  contentId: Scalars['ID']['output'];
  contentType: ContentType;
  duplicateCount: Scalars['Int']['output'];
  lastUpdated: Scalars['DateTime']['output'];
  /** Views within the period. */
  periodViews: Scalars['Int']['output'];
  publishedStatusCode: Scalars['String']['output'];
  ratingAverage: Maybe<Scalars['Float']['output']>;
  ratingCount: Scalars['Int']['output'];
  shareCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  totalViews: Scalars['Int']['output'];
};

export type DashboardDay = {
  __typename?: 'DashboardDay';
  /** YYYY-MM-DD (UTC). */
  date: Scalars['String']['output'];
  duplicates: Scalars['Int']['output'];
  ratings: Scalars['Int']['output'];
  shares: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

export type DashboardTotals = {
  __typename?: 'DashboardTotals';
  duplicates: Scalars['Int']['output'];
  ratingAverage: Maybe<Scalars['Float']['output']>;
  /** All ratings of all your content. */
  ratingCount: Scalars['Int']['output'];
  /** Ratings given or changed within the period. */
  ratings: Scalars['Int']['output'];
  shares: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

export type Doc = {
  __typename?: 'Doc';
  /** Markdown. */
  content: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Equipment = {
  __typename?: 'Equipment';
  equipmentCode: Scalars['ID']['output'];
  /** Codes of the groups this item belongs to. */
  equipmentEquipmentGroups: Array<Scalars['String']['output']>;
  equipmentName: Scalars['String']['output'];
  equipmentThumbnail: Maybe<MediaAsset>;
};

export type EquipmentFilter = {
  equipmentCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  equipmentGroupCode?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type EquipmentGroup = {
  __typename?: 'EquipmentGroup';
  children: Array<EquipmentGroup>;
  /** The member equipment, sorted by name. */
  equipment: Array<Equipment>;
  equipmentGroupCode: Scalars['ID']['output'];
  /** Codes of the member equipment. */
  equipmentGroupEquipment: Array<Scalars['String']['output']>;
  equipmentGroupName: Scalars['String']['output'];
  equipmentGroupParent: Maybe<Scalars['String']['output']>;
  equipmentGroupThumbnail: Maybe<MediaAsset>;
  equipmentGroupType: Scalars['String']['output'];
  isFilter: Scalars['Boolean']['output'];
  sortOrder: Scalars['Int']['output'];
};

export type EquipmentGroupFilter = {
  equipmentGroupParent?: InputMaybe<Scalars['String']['input']>;
  isFilter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Required and optional equipment slots resolved to the catalogue; unknown codes are left out. */
export type EquipmentSets = {
  __typename?: 'EquipmentSets';
  optional: Array<EquipmentSlot>;
  required: Array<EquipmentSlot>;
};

/** Alternatives: any one of these items will do. */
export type EquipmentSlot = {
  __typename?: 'EquipmentSlot';
  equipment: Array<Equipment>;
};

export type EquipmentSlotInput = {
  equipmentCodes: Array<Scalars['String']['input']>;
};

export type ErrorCode =
  | 'BAD_GATEWAY'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED'
  | 'UNSUPPORTED_MEDIA_TYPE';

export type Exercise = {
  __typename?: 'Exercise';
  aliases: Array<Scalars['String']['output']>;
  contributions: Array<ExerciseContribution>;
  createdAt: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  equipment: Array<ExerciseEquipmentEntry>;
  exerciseCode: Scalars['ID']['output'];
  exerciseName: Scalars['String']['output'];
  exerciseTagCodes: Array<Scalars['String']['output']>;
  exerciseTags: Array<ExerciseTag>;
  exerciseType: ExerciseType;
  exerciseTypeCode: Scalars['String']['output'];
  /** Instructions in every locale by every creator; exerciseInstructions picks a locale with its fallback. */
  instructions: Array<ExerciseInstruction>;
  /** The name in the given locale, or exerciseName when the exercise has none there. */
  localizedName: Scalars['String']['output'];
  /** Codes of exercises merged into this one; they still resolve here. */
  mergedCodes: Array<Scalars['String']['output']>;
  /** Subgroups sorted by summed target percentage, highest first. */
  muscleGroups: Array<MuscleGroupUsage>;
  muscleUsage: Array<MuscleUsage>;
  /** The exercise’s name and aliases in other locales (en-US is exerciseName and aliases). */
  names: Array<ExerciseName>;
  /** Codes of the equipment that helps but is not needed. */
  optionalEquipment: Array<Scalars['String']['output']>;
  /** Equipment that helps but is not needed, one slot per item or set of alternatives. */
  optionalEquipmentSlots: Array<ExerciseEquipmentSlot>;
  publishedStatus: PublishedStatus;
  publishedStatusCode: Scalars['String']['output'];
  relatedExercises: Array<Exercise>;
  /** Codes of the equipment the exercise needs, in the author’s order. */
  requiredEquipment: Array<Scalars['String']['output']>;
  /** The equipment the exercise needs, one slot per need; a slot with several codes means "one of". */
  requiredEquipmentSlots: Array<ExerciseEquipmentSlot>;
  updatedAt: Scalars['DateTime']['output'];
  /** Every creator’s videos of this exercise. */
  videos: Array<ExerciseVideo>;
};


export type ExerciseLocalizedNameArgs = {
  localeCode: Scalars['String']['input'];
};


export type ExerciseRelatedExercisesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ExerciseContribution = {
  __typename?: 'ExerciseContribution';
  contributionRole: ContributionRole;
  creatorProfile: CreatorProfile;
  creatorProfileId: Scalars['String']['output'];
};

export type ExerciseContributionInput = {
  contributionRole: ContributionRole;
  creatorProfileId: Scalars['String']['input'];
};

export type ExerciseEquipmentEntry = {
  __typename?: 'ExerciseEquipmentEntry';
  equipment: Equipment;
  equipmentCode: Scalars['String']['output'];
  isRequired: Scalars['Boolean']['output'];
  slot: Scalars['Int']['output'];
};

/** Equipment codes that are alternatives to each other: any one of them will do. */
export type ExerciseEquipmentSlot = {
  __typename?: 'ExerciseEquipmentSlot';
  equipmentCodes: Array<Scalars['String']['output']>;
};

export type ExerciseFilter = {
  equipmentCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  equipmentGroupCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  exerciseTagCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  exerciseTypeCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  muscleCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  muscleGroupCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  primaryOnly?: InputMaybe<Scalars['Boolean']['input']>;
  publishedStatusCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  withMyEquipment?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ExerciseHistory = {
  __typename?: 'ExerciseHistory';
  entries: ExerciseHistoryConnection;
  exercise: ExerciseHistoryExercise;
  records: Array<PersonalRecord>;
  totalCount: Scalars['Int']['output'];
};

export type ExerciseHistoryConnection = {
  __typename?: 'ExerciseHistoryConnection';
  edges: Array<ExerciseHistoryEdge>;
  pageInfo: PageInfo;
};

export type ExerciseHistoryEdge = {
  __typename?: 'ExerciseHistoryEdge';
  cursor: Scalars['String']['output'];
  node: ExerciseHistoryEntry;
};

export type ExerciseHistoryEntry = {
  __typename?: 'ExerciseHistoryEntry';
  /** Epley: weight × (1 + reps ÷ 30). */
  bestEstimated1rm: Maybe<Scalars['Float']['output']>;
  bestSet: Maybe<PreviousSet>;
  bestWeight: Maybe<Scalars['Float']['output']>;
  completedSetCount: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  totalReps: Scalars['Int']['output'];
  volume: Scalars['Float']['output'];
  workoutLogExerciseId: Scalars['ID']['output'];
  workoutLogId: Scalars['String']['output'];
  workoutLogTitle: Scalars['String']['output'];
};

export type ExerciseHistoryExercise = {
  __typename?: 'ExerciseHistoryExercise';
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  exerciseTypeCode: Scalars['String']['output'];
};

/** How to perform an exercise, written by one creator in one locale. */
export type ExerciseInstruction = {
  __typename?: 'ExerciseInstruction';
  commonMistakes: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creatorProfile: CreatorProfile;
  creatorProfileId: Scalars['String']['output'];
  exerciseCode: Scalars['String']['output'];
  /** True when exerciseInstructions was asked for a locale the exercise has no instruction in, and this en-US instruction stands in for it ("shown in English"). False everywhere else. */
  isFallback: Scalars['Boolean']['output'];
  locale: Locale;
  localeCode: Scalars['String']['output'];
  steps: Array<Scalars['String']['output']>;
  tips: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type ExerciseInstructionInput = {
  commonMistakes?: InputMaybe<Array<Scalars['String']['input']>>;
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  localeCode: Scalars['String']['input'];
  steps: Array<Scalars['String']['input']>;
  tips?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What the exercise is called in another locale. */
export type ExerciseName = {
  __typename?: 'ExerciseName';
  aliases: Array<Scalars['String']['output']>;
  localeCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ExerciseNameInput = {
  aliases?: InputMaybe<Array<Scalars['String']['input']>>;
  localeCode: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ExerciseSort =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'RECENTLY_UPDATED';

export type ExerciseTag = {
  __typename?: 'ExerciseTag';
  exerciseTagCode: Scalars['ID']['output'];
  exerciseTagDescription: Scalars['String']['output'];
  exerciseTagName: Scalars['String']['output'];
  isCategory: Scalars['Boolean']['output'];
};

export type ExerciseType = {
  __typename?: 'ExerciseType';
  exerciseTypeCode: Scalars['ID']['output'];
  /** Codes of what a set of this type measures, in display order. */
  exerciseTypeExerciseMeasurements: Array<Scalars['String']['output']>;
  exerciseTypeName: Scalars['String']['output'];
  measurements: Array<Measurement>;
};

/** A creator's video of an exercise: an external https address or an uploaded video. */
export type ExerciseVideo = {
  __typename?: 'ExerciseVideo';
  createdAt: Scalars['DateTime']['output'];
  creatorProfile: CreatorProfile;
  creatorProfileId: Scalars['String']['output'];
  exerciseCode: Scalars['String']['output'];
  exerciseVideoId: Scalars['ID']['output'];
  sortOrder: Scalars['Int']['output'];
  thumbnail: Maybe<MediaAsset>;
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** The uploaded video, when there is one. */
  videoAsset: Maybe<MediaAsset>;
  /** The external address, or the fileUrl of the uploaded video. */
  videoUrl: Scalars['String']['output'];
};

export type FeedComment = {
  __typename?: 'FeedComment';
  author: Member;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  feedCommentId: Scalars['ID']['output'];
  feedItemId: Scalars['String']['output'];
  viewerCanDelete: Scalars['Boolean']['output'];
};

export type FeedContentType =
  | 'MESSAGE'
  | 'TRAINING_SESSION'
  | 'UPDATE'
  | 'WORKOUT'
  | 'WORKOUT_LOG'
  | 'WORKOUT_PROGRAM';

export type FeedExercise = {
  __typename?: 'FeedExercise';
  bestEstimated1rm: Maybe<Scalars['Float']['output']>;
  bestWeight: Maybe<Scalars['Float']['output']>;
  completedSetCount: Scalars['Int']['output'];
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
};

export type FeedItem = {
  __typename?: 'FeedItem';
  actor: Member;
  commentCount: Scalars['Int']['output'];
  contentType: FeedContentType;
  createdAt: Scalars['DateTime']['output'];
  feedItemId: Scalars['ID']['output'];
  message: Maybe<Scalars['String']['output']>;
  program: Maybe<FeedProgram>;
  propCount: Scalars['Int']['output'];
  /** For TRAINING_SESSION: the session the members trained together in. */
  trainingSession: Maybe<FeedTrainingSession>;
  trainingSessionId: Maybe<Scalars['String']['output']>;
  viewerCanDelete: Scalars['Boolean']['output'];
  viewerGaveProps: Scalars['Boolean']['output'];
  visibility: Visibility;
  workout: Maybe<FeedWorkout>;
  workoutLog: Maybe<FeedWorkoutLog>;
};

export type FeedPostType =
  | 'MESSAGE'
  | 'UPDATE';

export type FeedProgram = {
  __typename?: 'FeedProgram';
  backgroundUrl: Maybe<Scalars['String']['output']>;
  programId: Scalars['ID']['output'];
  programTitle: Scalars['String']['output'];
  weekCount: Scalars['Int']['output'];
  workoutDayCount: Scalars['Int']['output'];
};

export type FeedRecord = {
  __typename?: 'FeedRecord';
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  recordType: PersonalRecordType;
  /** In the record type’s canonical unit: kg, reps, s or m. */
  value: Scalars['Float']['output'];
  /** For MAX_REPS, the weight (kg) the reps were done at. */
  weight: Maybe<Scalars['Float']['output']>;
};

/** Who trained together, for how long, and what they did, as far as you may see each one’s log. */
export type FeedTrainingSession = {
  __typename?: 'FeedTrainingSession';
  durationSeconds: Scalars['Int']['output'];
  endedAt: Maybe<Scalars['DateTime']['output']>;
  members: Array<FeedTrainingSessionMember>;
  personalRecordCount: Scalars['Int']['output'];
  setCount: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  trainingSessionId: Scalars['ID']['output'];
};

export type FeedTrainingSessionMember = {
  __typename?: 'FeedTrainingSessionMember';
  member: Member;
  personalRecordCount: Maybe<Scalars['Int']['output']>;
  setCount: Maybe<Scalars['Int']['output']>;
  /** Their log, where you may read it. */
  workoutLogId: Maybe<Scalars['String']['output']>;
};

export type FeedWorkout = {
  __typename?: 'FeedWorkout';
  backgroundUrl: Maybe<Scalars['String']['output']>;
  estimatedDuration: Scalars['Int']['output'];
  exerciseCount: Scalars['Int']['output'];
  workoutId: Scalars['ID']['output'];
  workoutTitle: Scalars['String']['output'];
};

export type FeedWorkoutLog = {
  __typename?: 'FeedWorkoutLog';
  endedAt: Maybe<Scalars['DateTime']['output']>;
  logSummary: WorkoutLogSummary;
  muscleUsage: Array<MuscleShare>;
  records: Array<FeedRecord>;
  startedAt: Scalars['DateTime']['output'];
  topExercises: Array<FeedExercise>;
  workoutLogId: Scalars['ID']['output'];
  workoutLogTitle: Scalars['String']['output'];
};

export type Feedback = Node & {
  __typename?: 'Feedback';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  feedback: Scalars['String']['output'];
  feedbackId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAnonymous: Scalars['Boolean']['output'];
  userAgent: Scalars['String']['output'];
  username: Scalars['String']['output'];
  webhookStatus: Maybe<Scalars['Int']['output']>;
};

/** What the sender learns: that the feedback arrived. */
export type FeedbackReceipt = {
  __typename?: 'FeedbackReceipt';
  createdAt: Scalars['DateTime']['output'];
  feedbackId: Scalars['String']['output'];
};

/** Why one input field was refused. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type Gender =
  | 'Female'
  | 'Male';

export type HistoryExerciseMatch = {
  __typename?: 'HistoryExerciseMatch';
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  /** 0 to 1; 1 is an exact name or alias. */
  score: Scalars['Float']['output'];
};

export type HistoryImportExercise = {
  __typename?: 'HistoryImportExercise';
  candidates: Array<HistoryExerciseMatch>;
  /** What it will be logged as; null when no match is trusted or it is left out. */
  exercise: Maybe<HistoryExerciseMatch>;
  /** The type of the exercise of yours it will be logged as, made on import; null unless kept as your own. */
  keptAsOwnType: Maybe<OwnExerciseType>;
  setCount: Scalars['Int']['output'];
  /** The name the file uses. */
  sourceName: Scalars['String']['output'];
  /** The type to keep it as your own exercise with, judged from the columns its sets fill. */
  suggestedOwnType: OwnExerciseType;
};

export type HistoryImportPreview = {
  __typename?: 'HistoryImportPreview';
  /** Sessions of the file already in your logbook. */
  alreadyImported: Scalars['Int']['output'];
  exercises: Array<HistoryImportExercise>;
  firstDate: Maybe<Scalars['DateTime']['output']>;
  lastDate: Maybe<Scalars['DateTime']['output']>;
  sessionCount: Scalars['Int']['output'];
  setCount: Scalars['Int']['output'];
  /** STRONG, HEVY or FITNOTES. */
  source: Scalars['String']['output'];
  /** The zone the file’s wall-clock times are read in. */
  timeZone: Scalars['String']['output'];
  /** The unit the file’s weights are read in. */
  weightUnit: WeightUnit;
  /** Why that unit, in a sentence. */
  weightUnitNote: Scalars['String']['output'];
  weightUnitSource: WeightUnitSource;
};

export type HistoryImportResult = {
  __typename?: 'HistoryImportResult';
  /** Sessions skipped because they were imported before. */
  alreadyImported: Scalars['Int']['output'];
  /** Exercises left out by the mapping or with no match. */
  exercisesSkipped: Scalars['Int']['output'];
  /** The import to undo; null when nothing was written. */
  logImportId: Maybe<Scalars['ID']['output']>;
  logsImported: Scalars['Int']['output'];
  /** The exercises of yours the import made for the names kept as your own. */
  ownExercises: Array<OwnExercise>;
  setsImported: Scalars['Int']['output'];
};

export type ImportExerciseMatch = {
  __typename?: 'ImportExerciseMatch';
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  exerciseTypeCode: Scalars['String']['output'];
  /** 0 to 1; 1 is an exact name or alias. */
  score: Scalars['Float']['output'];
};

export type ImportWarning = {
  __typename?: 'ImportWarning';
  lineNumber: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
};

export type ImportedExercise = {
  __typename?: 'ImportedExercise';
  candidates: Array<ImportExerciseMatch>;
  exercise: Maybe<ImportExerciseMatch>;
  /** The matched Flexicon exercise; null when unsure. */
  exerciseCode: Maybe<Scalars['String']['output']>;
  lineNumber: Scalars['Int']['output'];
  matchScore: Scalars['Float']['output'];
  notes: Maybe<Scalars['String']['output']>;
  restSeconds: Maybe<Scalars['Int']['output']>;
  sets: Array<ImportedSet>;
  /** The name the source used. */
  sourceName: Scalars['String']['output'];
  supersetGroup: Maybe<Scalars['Int']['output']>;
};

export type ImportedSet = {
  __typename?: 'ImportedSet';
  notes: Maybe<Scalars['String']['output']>;
  restSeconds: Maybe<Scalars['Int']['output']>;
  setType: SetType;
  targetRpe: Maybe<Scalars['Float']['output']>;
  targets: Array<ImportedSetTarget>;
  tempo: Maybe<Scalars['String']['output']>;
  values: ImportedSetValues;
};

export type ImportedSetTarget = {
  __typename?: 'ImportedSetTarget';
  measurementCode: Scalars['String']['output'];
  value: Scalars['Float']['output'];
  valueMax: Maybe<Scalars['Float']['output']>;
};

/** What the source said, in canonical units, whichever exercise ends up chosen. */
export type ImportedSetValues = {
  __typename?: 'ImportedSetValues';
  distanceMeters: Maybe<Scalars['Float']['output']>;
  durationSeconds: Maybe<Scalars['Float']['output']>;
  reps: Maybe<Scalars['Float']['output']>;
  repsMax: Maybe<Scalars['Float']['output']>;
  weightKg: Maybe<Scalars['Float']['output']>;
};

export type ImportedWorkout = {
  __typename?: 'ImportedWorkout';
  workoutDescription: Maybe<Scalars['String']['output']>;
  workoutExercises: Array<ImportedExercise>;
  workoutTitle: Scalars['String']['output'];
};

/** The bell’s and the sidebar’s numbers, each counted up to 100. */
export type InboxBadge = {
  __typename?: 'InboxBadge';
  /** Buddy requests waiting for your answer. */
  buddyRequestCount: Scalars['Int']['output'];
  /** Items that came since the inbox was last opened. */
  unseenCount: Scalars['Int']['output'];
};

/** The bell’s numbers as they are now, and the item that moved them (none in the first update). */
export type InboxUpdate = {
  __typename?: 'InboxUpdate';
  activity: Maybe<Activity>;
  badge: InboxBadge;
};

export type Locale = {
  __typename?: 'Locale';
  localeCode: Scalars['ID']['output'];
  localeIcon: Maybe<MediaAsset>;
  localeName: Scalars['String']['output'];
  published: Scalars['Boolean']['output'];
};

/** strong: Strong 6’s CSV; hevy: Hevy’s CSV; csv: the same as hevy; json. */
export type LogExportFormat =
  | 'csv'
  | 'hevy'
  | 'json'
  | 'strong';

/** One import of a history, which can be undone as a whole. */
export type LogImport = {
  __typename?: 'LogImport';
  createdAt: Scalars['DateTime']['output'];
  fileName: Maybe<Scalars['String']['output']>;
  /** Logs the import wrote. */
  logCount: Scalars['Int']['output'];
  logImportId: Scalars['ID']['output'];
  setCount: Scalars['Int']['output'];
  /** STRONG, HEVY or FITNOTES. */
  source: Scalars['String']['output'];
};

export type LoggedTarget = {
  __typename?: 'LoggedTarget';
  measurementCode: Scalars['String']['output'];
  value: Scalars['Float']['output'];
  valueMax: Maybe<Scalars['Float']['output']>;
};

/** A measurement of a set in canonical units (kg, m, s, count ...). */
export type LoggedValue = {
  __typename?: 'LoggedValue';
  measurementCode: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type LoggedValueInput = {
  measurementCode: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

export type Measurement = {
  __typename?: 'Measurement';
  measurementCode: Scalars['ID']['output'];
  measurementName: Scalars['String']['output'];
  /** The canonical unit values are stored in. */
  unit: Scalars['String']['output'];
};

export type MeasurementSystem =
  | 'IMPERIAL'
  | 'METRIC';

/** An uploaded file. Images carry a thumbHash placeholder. */
export type MediaAsset = {
  __typename?: 'MediaAsset';
  description: Maybe<Scalars['String']['output']>;
  fileFormat: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  filePath: Scalars['String']['output'];
  fileSize: Scalars['Int']['output'];
  fileUrl: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  mediaAssetId: Scalars['ID']['output'];
  /** The picture at each device width below its own (640, 750, 828, 1080, 1200, 1920, 2048, 3840) and the original, as an img srcset. */
  srcSet: Maybe<Scalars['String']['output']>;
  thumbHash: Maybe<Scalars['String']['output']>;
  /** A WebP preview at most 320 px wide or high; null for videos and vector images. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  width: Maybe<Scalars['Int']['output']>;
};

/** How a member appears to other members. */
export type Member = {
  __typename?: 'Member';
  creatorProfileId: Maybe<Scalars['String']['output']>;
  displayName: Maybe<Scalars['String']['output']>;
  profilePhotoUrl: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type MemberPage = {
  __typename?: 'MemberPage';
  completedLogCount: Scalars['Int']['output'];
  member: Member;
  memberSince: Scalars['DateTime']['output'];
  recentLogs: Array<WorkoutLog>;
  /** Shown to the member and their buddies. */
  records: Array<MemberRecord>;
  relation: MemberRelation;
  workouts: Array<MemberWorkout>;
};

export type MemberRecord = {
  __typename?: 'MemberRecord';
  achievedAt: Scalars['DateTime']['output'];
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  recordType: PersonalRecordType;
  value: Scalars['Float']['output'];
};

export type MemberRelation =
  | 'BUDDIES'
  | 'NONE'
  | 'REQUEST_RECEIVED'
  | 'REQUEST_SENT'
  | 'SELF';

export type MemberSearchResult = {
  __typename?: 'MemberSearchResult';
  buddyStatus: BuddyStatus;
  member: Member;
};

export type MemberWorkout = {
  __typename?: 'MemberWorkout';
  estimatedDuration: Scalars['Int']['output'];
  exerciseCount: Scalars['Int']['output'];
  workoutId: Scalars['ID']['output'];
  workoutTitle: Scalars['String']['output'];
};

/** How many references moved to the kept exercise. */
export type MergeCounts = {
  __typename?: 'MergeCounts';
  instructions: Scalars['Int']['output'];
  logs: Scalars['Int']['output'];
  personalRecords: Scalars['Int']['output'];
  videos: Scalars['Int']['output'];
  workouts: Scalars['Int']['output'];
};

export type MergeExercisesInput = {
  sourceExerciseCode: Scalars['String']['input'];
  targetExerciseCode: Scalars['String']['input'];
};

export type MergeExercisesResult = {
  __typename?: 'MergeExercisesResult';
  exercise: Exercise;
  moved: MergeCounts;
};

export type MigratedWorkout = {
  __typename?: 'MigratedWorkout';
  workoutId: Scalars['ID']['output'];
  workoutTitle: Scalars['String']['output'];
};

export type Muscle = {
  __typename?: 'Muscle';
  friendlyName: Scalars['String']['output'];
  muscleCode: Scalars['ID']['output'];
  muscleName: Scalars['String']['output'];
  muscleThumbnail: Maybe<MediaAsset>;
};

export type MuscleGroup = {
  __typename?: 'MuscleGroup';
  children: Array<MuscleGroup>;
  muscleGroupCode: Scalars['ID']['output'];
  /** Codes of the member muscles. */
  muscleGroupMuscles: Array<Scalars['String']['output']>;
  muscleGroupName: Scalars['String']['output'];
  muscleGroupParent: Maybe<Scalars['String']['output']>;
  muscleGroupThumbnail: Maybe<MediaAsset>;
  muscleGroupType: MuscleGroupType;
  muscles: Array<Muscle>;
  parent: Maybe<MuscleGroup>;
  sortOrder: Scalars['Int']['output'];
};

export type MuscleGroupFilter = {
  muscleGroupParent?: InputMaybe<Scalars['String']['input']>;
  muscleGroupType?: InputMaybe<MuscleGroupType>;
};

export type MuscleGroupType =
  | 'exercise_group'
  | 'filter_group'
  | 'main_group'
  | 'subgroup';

/** A subgroup and the summed target percentage of the exercise’s muscles in it. */
export type MuscleGroupUsage = {
  __typename?: 'MuscleGroupUsage';
  muscleGroupCode: Scalars['String']['output'];
  muscleGroupName: Scalars['String']['output'];
  targetPercentage: Scalars['Int']['output'];
};

export type MuscleSets = {
  __typename?: 'MuscleSets';
  muscleCode: Scalars['String']['output'];
  sets: Scalars['Float']['output'];
};

/** A muscle’s share of a session’s work, for the body map. */
export type MuscleShare = {
  __typename?: 'MuscleShare';
  isPrimary: Scalars['Boolean']['output'];
  muscleCode: Scalars['String']['output'];
  targetPercentage: Scalars['Int']['output'];
};

export type MuscleUsage = {
  __typename?: 'MuscleUsage';
  isPrimary: Scalars['Boolean']['output'];
  muscle: Muscle;
  muscleCode: Scalars['String']['output'];
  targetPercentage: Scalars['Int']['output'];
};

export type MuscleUsageInput = {
  isPrimary: Scalars['Boolean']['input'];
  muscleCode: Scalars['String']['input'];
  targetPercentage: Scalars['Int']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptBuddyRequest: MutationAcceptBuddyRequestResult;
  addFeedComment: MutationAddFeedCommentResult;
  blockMember: MutationBlockMemberResult;
  /** Saves what changed (exercises and sets upserted by their ids) and applies an action. */
  changeWorkoutLog: MutationChangeWorkoutLogResult;
  confirmEmail: MutationConfirmEmailResult;
  createCreatorProfile: MutationCreateCreatorProfileResult;
  createDoc: MutationCreateDocResult;
  /** New equipment (a name is required); CONFLICT when the code is taken. */
  createEquipment: MutationCreateEquipmentResult;
  /** A new equipment group (a name is required); CONFLICT when the code is taken. */
  createEquipmentGroup: MutationCreateEquipmentGroupResult;
  /** A new exercise; CONFLICT when the code is taken. */
  createExercise: MutationCreateExerciseResult;
  /** Owner of the creator profile or administrator. */
  createExerciseVideo: MutationCreateExerciseVideoResult;
  /** A new locale (a name is required); CONFLICT when the code is taken. */
  createLocale: MutationCreateLocaleResult;
  /** A new muscle group (a name and a type are required); CONFLICT when the code is taken. */
  createMuscleGroup: MutationCreateMuscleGroupResult;
  createProgram: MutationCreateProgramResult;
  createSocialMediaPlatform: MutationCreateSocialMediaPlatformResult;
  createWorkout: MutationCreateWorkoutResult;
  declineBuddyRequest: MutationDeclineBuddyRequestResult;
  declineTrainingSession: MutationDeclineTrainingSessionResult;
  deleteCreatorProfile: MutationDeleteCreatorProfileResult;
  deleteEquipment: MutationDeleteEquipmentResult;
  deleteEquipmentGroup: MutationDeleteEquipmentGroupResult;
  deleteExercise: MutationDeleteExerciseResult;
  /** Owner of the creator profile or administrator. */
  deleteExerciseInstruction: MutationDeleteExerciseInstructionResult;
  /** Owner of the creator profile or administrator. */
  deleteExerciseVideo: MutationDeleteExerciseVideoResult;
  deleteFeedComment: MutationDeleteFeedCommentResult;
  deleteFeedItem: MutationDeleteFeedItemResult;
  /** Detaches the member muscles; a group that still has child groups is refused with CONFLICT. */
  deleteMuscleGroup: MutationDeleteMuscleGroupResult;
  deleteProgram: MutationDeleteProgramResult;
  deletePushSubscription: Scalars['Boolean']['output'];
  deleteSocialMediaPlatform: MutationDeleteSocialMediaPlatformResult;
  deleteUser: MutationDeleteUserResult;
  deleteWorkout: MutationDeleteWorkoutResult;
  deleteWorkoutLog: MutationDeleteWorkoutLogResult;
  duplicateProgram: MutationDuplicateProgramResult;
  /** A copy in your library, as a private draft. */
  duplicateWorkout: MutationDuplicateWorkoutResult;
  enrollInProgram: MutationEnrollInProgramResult;
  forgotPassword: MutationForgotPasswordResult;
  /** Gives (given: true) or takes back props on an item. */
  giveProps: MutationGivePropsResult;
  /** Imports every session of a Strong or Hevy CSV export not imported before, as finished logs. */
  importLogs: MutationImportLogsResult;
  /** A program export (the JSON document) imported as your draft, with its workouts. */
  importProgram: MutationImportProgramResult;
  inviteToTrainingSession: MutationInviteToTrainingSessionResult;
  joinTrainingSession: MutationJoinTrainingSessionResult;
  leaveProgram: MutationLeaveProgramResult;
  leaveTrainingSession: MutationLeaveTrainingSessionResult;
  /** The inbox was opened: its items stop counting on the bell. */
  markActivitiesSeen: InboxBadge;
  markActivityRead: Activity;
  markAllActivitiesRead: InboxBadge;
  mergeExercises: MutationMergeExercisesResult;
  /** Updates the log’s workout with what was done, or saves it as a new workout. */
  migrateWorkoutLog: MutationMigrateWorkoutLogResult;
  postToFeed: MutationPostToFeedResult;
  /** Reads a workout to import (our JSON export, a Strong or Hevy CSV, or notes); nothing is stored. */
  previewWorkoutImport: MutationPreviewWorkoutImportResult;
  rateProgram: MutationRateProgramResult;
  rateWorkout: MutationRateWorkoutResult;
  reactInTrainingSession: MutationReactInTrainingSessionResult;
  recordProgramShare: MutationRecordProgramShareResult;
  recordProgramView: MutationRecordProgramViewResult;
  recordWorkoutShare: MutationRecordWorkoutShareResult;
  recordWorkoutView: MutationRecordWorkoutViewResult;
  refreshSession: MutationRefreshSessionResult;
  removeBuddy: MutationRemoveBuddyResult;
  requestSignInCode: MutationRequestSignInCodeResult;
  resendConfirmationEmail: MutationResendConfirmationEmailResult;
  resetPassword: MutationResetPasswordResult;
  /** Sends your inbox to this browser as pushes too. */
  savePushSubscription: PushSubscription;
  sendBuddyRequest: MutationSendBuddyRequestResult;
  signIn: MutationSignInResult;
  signOut: MutationSignOutResult;
  signUp: MutationSignUpResult;
  startTrainingSession: MutationStartTrainingSessionResult;
  /** Starts a log: from a workout (workoutId), repeating a past log, or empty. */
  startWorkoutLog: MutationStartWorkoutLogResult;
  submitFeedback: MutationSubmitFeedbackResult;
  unblockMember: MutationUnblockMemberResult;
  /** Removes exactly the logs an import wrote, and derives the records again. */
  undoLogImport: UndoLogImportResult;
  /** Owner or administrator; isVerified and isPinned are for administrators. */
  updateCreatorProfile: MutationUpdateCreatorProfileResult;
  updateCurrentUser: MutationUpdateCurrentUserResult;
  updateDoc: MutationUpdateDocResult;
  /** Owner of the creator profile or administrator. */
  updateExerciseVideo: MutationUpdateExerciseVideoResult;
  updateMuscle: MutationUpdateMuscleResult;
  updateMyEquipment: MutationUpdateMyEquipmentResult;
  updateProgram: MutationUpdateProgramResult;
  updateSocialMediaPlatform: MutationUpdateSocialMediaPlatformResult;
  updateUser: MutationUpdateUserResult;
  /** Author or administrator; workoutExercises, when given, replaces the whole list. */
  updateWorkout: MutationUpdateWorkoutResult;
  uploadMediaAsset: MutationUploadMediaAssetResult;
  upsertEquipment: MutationUpsertEquipmentResult;
  upsertEquipmentGroup: MutationUpsertEquipmentGroupResult;
  upsertExercise: MutationUpsertExerciseResult;
  /** Owner of the creator profile or administrator. The locale must exist. */
  upsertExerciseInstruction: MutationUpsertExerciseInstructionResult;
  upsertLocale: MutationUpsertLocaleResult;
  upsertMuscleGroup: MutationUpsertMuscleGroupResult;
  verifySignInCode: MutationVerifySignInCodeResult;
};


export type MutationAcceptBuddyRequestArgs = {
  buddyshipId: Scalars['ID']['input'];
};


export type MutationAddFeedCommentArgs = {
  body: Scalars['String']['input'];
  feedItemId: Scalars['ID']['input'];
};


export type MutationBlockMemberArgs = {
  userName: Scalars['String']['input'];
};


export type MutationChangeWorkoutLogArgs = {
  action?: InputMaybe<WorkoutLogAction>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  input?: InputMaybe<WorkoutLogChange>;
  workoutLogId: Scalars['ID']['input'];
};


export type MutationConfirmEmailArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationCreateCreatorProfileArgs = {
  input: CreateCreatorProfileInput;
};


export type MutationCreateDocArgs = {
  input: CreateDocInput;
};


export type MutationCreateEquipmentArgs = {
  equipmentCode: Scalars['ID']['input'];
  input: UpsertEquipmentInput;
};


export type MutationCreateEquipmentGroupArgs = {
  equipmentGroupCode: Scalars['ID']['input'];
  input: UpsertEquipmentGroupInput;
};


export type MutationCreateExerciseArgs = {
  exerciseCode: Scalars['ID']['input'];
  input: UpsertExerciseInput;
};


export type MutationCreateExerciseVideoArgs = {
  creatorProfileId: Scalars['String']['input'];
  exerciseCode: Scalars['String']['input'];
  input: CreateExerciseVideoInput;
};


export type MutationCreateLocaleArgs = {
  input: UpsertLocaleInput;
  localeCode: Scalars['ID']['input'];
};


export type MutationCreateMuscleGroupArgs = {
  input: UpdateMuscleGroupInput;
  muscleGroupCode: Scalars['ID']['input'];
};


export type MutationCreateProgramArgs = {
  input: CreateProgramInput;
};


export type MutationCreateSocialMediaPlatformArgs = {
  input: CreateSocialMediaPlatformInput;
};


export type MutationCreateWorkoutArgs = {
  input: CreateWorkoutInput;
};


export type MutationDeclineBuddyRequestArgs = {
  buddyshipId: Scalars['ID']['input'];
};


export type MutationDeclineTrainingSessionArgs = {
  trainingSessionId: Scalars['ID']['input'];
};


export type MutationDeleteCreatorProfileArgs = {
  creatorProfileId: Scalars['String']['input'];
};


export type MutationDeleteEquipmentArgs = {
  equipmentCode: Scalars['ID']['input'];
};


export type MutationDeleteEquipmentGroupArgs = {
  equipmentGroupCode: Scalars['ID']['input'];
};


export type MutationDeleteExerciseArgs = {
  exerciseCode: Scalars['ID']['input'];
};


export type MutationDeleteExerciseInstructionArgs = {
  creatorProfileId: Scalars['String']['input'];
  exerciseCode: Scalars['String']['input'];
  localeCode: Scalars['String']['input'];
};


export type MutationDeleteExerciseVideoArgs = {
  creatorProfileId: Scalars['String']['input'];
  exerciseCode: Scalars['String']['input'];
  exerciseVideoId: Scalars['ID']['input'];
};


export type MutationDeleteFeedCommentArgs = {
  feedCommentId: Scalars['ID']['input'];
  feedItemId: Scalars['ID']['input'];
};


export type MutationDeleteFeedItemArgs = {
  feedItemId: Scalars['ID']['input'];
};


export type MutationDeleteMuscleGroupArgs = {
  muscleGroupCode: Scalars['ID']['input'];
};


export type MutationDeleteProgramArgs = {
  programId: Scalars['ID']['input'];
};


export type MutationDeletePushSubscriptionArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationDeleteSocialMediaPlatformArgs = {
  socialMediaPlatformCode: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  userId: Scalars['String']['input'];
};


export type MutationDeleteWorkoutArgs = {
  workoutId: Scalars['ID']['input'];
};


export type MutationDeleteWorkoutLogArgs = {
  workoutLogId: Scalars['ID']['input'];
};


export type MutationDuplicateProgramArgs = {
  programId: Scalars['ID']['input'];
};


export type MutationDuplicateWorkoutArgs = {
  workoutId: Scalars['ID']['input'];
};


export type MutationEnrollInProgramArgs = {
  programId: Scalars['ID']['input'];
  startDayNumber?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationGivePropsArgs = {
  feedItemId: Scalars['ID']['input'];
  given?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationImportLogsArgs = {
  file?: InputMaybe<Scalars['File']['input']>;
  keepAsOwn?: InputMaybe<Scalars['JSON']['input']>;
  mapping?: InputMaybe<Scalars['JSON']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
  weightUnit?: InputMaybe<WeightUnit>;
};


export type MutationImportProgramArgs = {
  document: Scalars['JSON']['input'];
};


export type MutationInviteToTrainingSessionArgs = {
  trainingSessionId: Scalars['ID']['input'];
  userNames: Array<Scalars['String']['input']>;
};


export type MutationJoinTrainingSessionArgs = {
  joinCode?: InputMaybe<Scalars['String']['input']>;
  trainingSessionId?: InputMaybe<Scalars['ID']['input']>;
  workoutLogId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationLeaveProgramArgs = {
  programId: Scalars['ID']['input'];
};


export type MutationLeaveTrainingSessionArgs = {
  trainingSessionId: Scalars['ID']['input'];
};


export type MutationMarkActivityReadArgs = {
  activityId: Scalars['ID']['input'];
};


export type MutationMergeExercisesArgs = {
  input: MergeExercisesInput;
};


export type MutationMigrateWorkoutLogArgs = {
  mode: WorkoutMigrationMode;
  workoutLogId: Scalars['ID']['input'];
};


export type MutationPostToFeedArgs = {
  contentType?: InputMaybe<FeedPostType>;
  message: Scalars['String']['input'];
  visibility?: InputMaybe<Visibility>;
};


export type MutationPreviewWorkoutImportArgs = {
  file?: InputMaybe<Scalars['File']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRateProgramArgs = {
  programId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationRateWorkoutArgs = {
  rating: Scalars['Int']['input'];
  workoutId: Scalars['ID']['input'];
};


export type MutationReactInTrainingSessionArgs = {
  kind: TrainingSessionReactionKind;
  trainingSessionId: Scalars['ID']['input'];
  workoutLogSetId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRecordProgramShareArgs = {
  channel: ShareChannel;
  programId: Scalars['ID']['input'];
};


export type MutationRecordProgramViewArgs = {
  programId: Scalars['ID']['input'];
};


export type MutationRecordWorkoutShareArgs = {
  channel: ShareChannel;
  workoutId: Scalars['ID']['input'];
};


export type MutationRecordWorkoutViewArgs = {
  workoutId: Scalars['ID']['input'];
};


export type MutationRefreshSessionArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveBuddyArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRequestSignInCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSavePushSubscriptionArgs = {
  subscription: PushSubscriptionInput;
};


export type MutationSendBuddyRequestArgs = {
  userName: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignOutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartTrainingSessionArgs = {
  workoutLogId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationStartWorkoutLogArgs = {
  input?: InputMaybe<StartWorkoutLogInput>;
  workoutId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSubmitFeedbackArgs = {
  input: SubmitFeedbackInput;
};


export type MutationUnblockMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUndoLogImportArgs = {
  logImportId: Scalars['ID']['input'];
};


export type MutationUpdateCreatorProfileArgs = {
  creatorProfileId: Scalars['String']['input'];
  input: UpdateCreatorProfileInput;
};


export type MutationUpdateCurrentUserArgs = {
  input: UpdateCurrentUserInput;
};


export type MutationUpdateDocArgs = {
  documentId: Scalars['ID']['input'];
  input: UpdateDocInput;
};


export type MutationUpdateExerciseVideoArgs = {
  creatorProfileId: Scalars['String']['input'];
  exerciseCode: Scalars['String']['input'];
  exerciseVideoId: Scalars['ID']['input'];
  input: UpdateExerciseVideoInput;
};


export type MutationUpdateMuscleArgs = {
  input: UpdateMuscleInput;
  muscleCode: Scalars['ID']['input'];
};


export type MutationUpdateMyEquipmentArgs = {
  equipmentCodes: Array<Scalars['String']['input']>;
};


export type MutationUpdateProgramArgs = {
  input: UpdateProgramInput;
  programId: Scalars['ID']['input'];
};


export type MutationUpdateSocialMediaPlatformArgs = {
  input: UpdateSocialMediaPlatformInput;
  socialMediaPlatformCode: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
  userId: Scalars['String']['input'];
};


export type MutationUpdateWorkoutArgs = {
  input: UpdateWorkoutInput;
  workoutId: Scalars['ID']['input'];
};


export type MutationUploadMediaAssetArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  file: Scalars['File']['input'];
};


export type MutationUpsertEquipmentArgs = {
  equipmentCode: Scalars['ID']['input'];
  input: UpsertEquipmentInput;
};


export type MutationUpsertEquipmentGroupArgs = {
  equipmentGroupCode: Scalars['ID']['input'];
  input: UpsertEquipmentGroupInput;
};


export type MutationUpsertExerciseArgs = {
  exerciseCode: Scalars['ID']['input'];
  input: UpsertExerciseInput;
};


export type MutationUpsertExerciseInstructionArgs = {
  creatorProfileId: Scalars['String']['input'];
  exerciseCode: Scalars['String']['input'];
  input: UpsertExerciseInstructionInput;
  localeCode: Scalars['String']['input'];
};


export type MutationUpsertLocaleArgs = {
  input: UpsertLocaleInput;
  localeCode: Scalars['ID']['input'];
};


export type MutationUpsertMuscleGroupArgs = {
  input: UpdateMuscleGroupInput;
  muscleGroupCode: Scalars['ID']['input'];
};


export type MutationVerifySignInCodeArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type MutationAcceptBuddyRequestResult = AppError | MutationAcceptBuddyRequestSuccess;

export type MutationAcceptBuddyRequestSuccess = {
  __typename?: 'MutationAcceptBuddyRequestSuccess';
  data: Buddyship;
};

export type MutationAddFeedCommentResult = AppError | MutationAddFeedCommentSuccess;

export type MutationAddFeedCommentSuccess = {
  __typename?: 'MutationAddFeedCommentSuccess';
  data: FeedComment;
};

export type MutationBlockMemberResult = AppError | MutationBlockMemberSuccess;

export type MutationBlockMemberSuccess = {
  __typename?: 'MutationBlockMemberSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationChangeWorkoutLogResult = AppError | MutationChangeWorkoutLogSuccess;

export type MutationChangeWorkoutLogSuccess = {
  __typename?: 'MutationChangeWorkoutLogSuccess';
  data: WorkoutLog;
};

export type MutationConfirmEmailResult = AppError | MutationConfirmEmailSuccess;

export type MutationConfirmEmailSuccess = {
  __typename?: 'MutationConfirmEmailSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationCreateCreatorProfileResult = AppError | MutationCreateCreatorProfileSuccess;

export type MutationCreateCreatorProfileSuccess = {
  __typename?: 'MutationCreateCreatorProfileSuccess';
  data: CreatorProfile;
};

export type MutationCreateDocResult = AppError | MutationCreateDocSuccess;

export type MutationCreateDocSuccess = {
  __typename?: 'MutationCreateDocSuccess';
  data: Doc;
};

export type MutationCreateEquipmentGroupResult = AppError | MutationCreateEquipmentGroupSuccess;

export type MutationCreateEquipmentGroupSuccess = {
  __typename?: 'MutationCreateEquipmentGroupSuccess';
  data: EquipmentGroup;
};

export type MutationCreateEquipmentResult = AppError | MutationCreateEquipmentSuccess;

export type MutationCreateEquipmentSuccess = {
  __typename?: 'MutationCreateEquipmentSuccess';
  data: Equipment;
};

export type MutationCreateExerciseResult = AppError | MutationCreateExerciseSuccess;

export type MutationCreateExerciseSuccess = {
  __typename?: 'MutationCreateExerciseSuccess';
  data: Exercise;
};

export type MutationCreateExerciseVideoResult = AppError | MutationCreateExerciseVideoSuccess;

export type MutationCreateExerciseVideoSuccess = {
  __typename?: 'MutationCreateExerciseVideoSuccess';
  data: ExerciseVideo;
};

export type MutationCreateLocaleResult = AppError | MutationCreateLocaleSuccess;

export type MutationCreateLocaleSuccess = {
  __typename?: 'MutationCreateLocaleSuccess';
  data: Locale;
};

export type MutationCreateMuscleGroupResult = AppError | MutationCreateMuscleGroupSuccess;

export type MutationCreateMuscleGroupSuccess = {
  __typename?: 'MutationCreateMuscleGroupSuccess';
  data: MuscleGroup;
};

export type MutationCreateProgramResult = AppError | MutationCreateProgramSuccess;

export type MutationCreateProgramSuccess = {
  __typename?: 'MutationCreateProgramSuccess';
  data: Program;
};

export type MutationCreateSocialMediaPlatformResult = AppError | MutationCreateSocialMediaPlatformSuccess;

export type MutationCreateSocialMediaPlatformSuccess = {
  __typename?: 'MutationCreateSocialMediaPlatformSuccess';
  data: SocialMediaPlatform;
};

export type MutationCreateWorkoutResult = AppError | MutationCreateWorkoutSuccess;

export type MutationCreateWorkoutSuccess = {
  __typename?: 'MutationCreateWorkoutSuccess';
  data: Workout;
};

export type MutationDeclineBuddyRequestResult = AppError | MutationDeclineBuddyRequestSuccess;

export type MutationDeclineBuddyRequestSuccess = {
  __typename?: 'MutationDeclineBuddyRequestSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeclineTrainingSessionResult = AppError | MutationDeclineTrainingSessionSuccess;

export type MutationDeclineTrainingSessionSuccess = {
  __typename?: 'MutationDeclineTrainingSessionSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteCreatorProfileResult = AppError | MutationDeleteCreatorProfileSuccess;

export type MutationDeleteCreatorProfileSuccess = {
  __typename?: 'MutationDeleteCreatorProfileSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteEquipmentGroupResult = AppError | MutationDeleteEquipmentGroupSuccess;

export type MutationDeleteEquipmentGroupSuccess = {
  __typename?: 'MutationDeleteEquipmentGroupSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteEquipmentResult = AppError | MutationDeleteEquipmentSuccess;

export type MutationDeleteEquipmentSuccess = {
  __typename?: 'MutationDeleteEquipmentSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteExerciseInstructionResult = AppError | MutationDeleteExerciseInstructionSuccess;

export type MutationDeleteExerciseInstructionSuccess = {
  __typename?: 'MutationDeleteExerciseInstructionSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteExerciseResult = AppError | MutationDeleteExerciseSuccess;

export type MutationDeleteExerciseSuccess = {
  __typename?: 'MutationDeleteExerciseSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteExerciseVideoResult = AppError | MutationDeleteExerciseVideoSuccess;

export type MutationDeleteExerciseVideoSuccess = {
  __typename?: 'MutationDeleteExerciseVideoSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteFeedCommentResult = AppError | MutationDeleteFeedCommentSuccess;

export type MutationDeleteFeedCommentSuccess = {
  __typename?: 'MutationDeleteFeedCommentSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteFeedItemResult = AppError | MutationDeleteFeedItemSuccess;

export type MutationDeleteFeedItemSuccess = {
  __typename?: 'MutationDeleteFeedItemSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteMuscleGroupResult = AppError | MutationDeleteMuscleGroupSuccess;

export type MutationDeleteMuscleGroupSuccess = {
  __typename?: 'MutationDeleteMuscleGroupSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteProgramResult = AppError | MutationDeleteProgramSuccess;

export type MutationDeleteProgramSuccess = {
  __typename?: 'MutationDeleteProgramSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteSocialMediaPlatformResult = AppError | MutationDeleteSocialMediaPlatformSuccess;

export type MutationDeleteSocialMediaPlatformSuccess = {
  __typename?: 'MutationDeleteSocialMediaPlatformSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteUserResult = AppError | MutationDeleteUserSuccess;

export type MutationDeleteUserSuccess = {
  __typename?: 'MutationDeleteUserSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteWorkoutLogResult = AppError | MutationDeleteWorkoutLogSuccess;

export type MutationDeleteWorkoutLogSuccess = {
  __typename?: 'MutationDeleteWorkoutLogSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDeleteWorkoutResult = AppError | MutationDeleteWorkoutSuccess;

export type MutationDeleteWorkoutSuccess = {
  __typename?: 'MutationDeleteWorkoutSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationDuplicateProgramResult = AppError | MutationDuplicateProgramSuccess;

export type MutationDuplicateProgramSuccess = {
  __typename?: 'MutationDuplicateProgramSuccess';
  data: Program;
};

export type MutationDuplicateWorkoutResult = AppError | MutationDuplicateWorkoutSuccess;

export type MutationDuplicateWorkoutSuccess = {
  __typename?: 'MutationDuplicateWorkoutSuccess';
  data: Workout;
};

export type MutationEnrollInProgramResult = AppError | MutationEnrollInProgramSuccess;

export type MutationEnrollInProgramSuccess = {
  __typename?: 'MutationEnrollInProgramSuccess';
  data: ProgramEnrollment;
};

export type MutationForgotPasswordResult = AppError | MutationForgotPasswordSuccess;

export type MutationForgotPasswordSuccess = {
  __typename?: 'MutationForgotPasswordSuccess';
  data: CodeSent;
};

export type MutationGivePropsResult = AppError | MutationGivePropsSuccess;

export type MutationGivePropsSuccess = {
  __typename?: 'MutationGivePropsSuccess';
  data: FeedItem;
};

export type MutationImportLogsResult = AppError | MutationImportLogsSuccess;

export type MutationImportLogsSuccess = {
  __typename?: 'MutationImportLogsSuccess';
  data: HistoryImportResult;
};

export type MutationImportProgramResult = AppError | MutationImportProgramSuccess;

export type MutationImportProgramSuccess = {
  __typename?: 'MutationImportProgramSuccess';
  data: Program;
};

export type MutationInviteToTrainingSessionResult = AppError | MutationInviteToTrainingSessionSuccess;

export type MutationInviteToTrainingSessionSuccess = {
  __typename?: 'MutationInviteToTrainingSessionSuccess';
  data: TrainingSession;
};

export type MutationJoinTrainingSessionResult = AppError | MutationJoinTrainingSessionSuccess;

export type MutationJoinTrainingSessionSuccess = {
  __typename?: 'MutationJoinTrainingSessionSuccess';
  data: TrainingSession;
};

export type MutationLeaveProgramResult = AppError | MutationLeaveProgramSuccess;

export type MutationLeaveProgramSuccess = {
  __typename?: 'MutationLeaveProgramSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationLeaveTrainingSessionResult = AppError | MutationLeaveTrainingSessionSuccess;

export type MutationLeaveTrainingSessionSuccess = {
  __typename?: 'MutationLeaveTrainingSessionSuccess';
  data: TrainingSession;
};

export type MutationMergeExercisesResult = AppError | MutationMergeExercisesSuccess;

export type MutationMergeExercisesSuccess = {
  __typename?: 'MutationMergeExercisesSuccess';
  data: MergeExercisesResult;
};

export type MutationMigrateWorkoutLogResult = AppError | MutationMigrateWorkoutLogSuccess;

export type MutationMigrateWorkoutLogSuccess = {
  __typename?: 'MutationMigrateWorkoutLogSuccess';
  data: MigratedWorkout;
};

export type MutationPostToFeedResult = AppError | MutationPostToFeedSuccess;

export type MutationPostToFeedSuccess = {
  __typename?: 'MutationPostToFeedSuccess';
  data: FeedItem;
};

export type MutationPreviewWorkoutImportResult = AppError | MutationPreviewWorkoutImportSuccess;

export type MutationPreviewWorkoutImportSuccess = {
  __typename?: 'MutationPreviewWorkoutImportSuccess';
  data: WorkoutImportPreview;
};

export type MutationRateProgramResult = AppError | MutationRateProgramSuccess;

export type MutationRateProgramSuccess = {
  __typename?: 'MutationRateProgramSuccess';
  data: RatingResult;
};

export type MutationRateWorkoutResult = AppError | MutationRateWorkoutSuccess;

export type MutationRateWorkoutSuccess = {
  __typename?: 'MutationRateWorkoutSuccess';
  data: RatingResult;
};

export type MutationReactInTrainingSessionResult = AppError | MutationReactInTrainingSessionSuccess;

export type MutationReactInTrainingSessionSuccess = {
  __typename?: 'MutationReactInTrainingSessionSuccess';
  data: TrainingSessionReaction;
};

export type MutationRecordProgramShareResult = AppError | MutationRecordProgramShareSuccess;

export type MutationRecordProgramShareSuccess = {
  __typename?: 'MutationRecordProgramShareSuccess';
  data: Counted;
};

export type MutationRecordProgramViewResult = AppError | MutationRecordProgramViewSuccess;

export type MutationRecordProgramViewSuccess = {
  __typename?: 'MutationRecordProgramViewSuccess';
  data: Counted;
};

export type MutationRecordWorkoutShareResult = AppError | MutationRecordWorkoutShareSuccess;

export type MutationRecordWorkoutShareSuccess = {
  __typename?: 'MutationRecordWorkoutShareSuccess';
  data: Counted;
};

export type MutationRecordWorkoutViewResult = AppError | MutationRecordWorkoutViewSuccess;

export type MutationRecordWorkoutViewSuccess = {
  __typename?: 'MutationRecordWorkoutViewSuccess';
  data: Counted;
};

export type MutationRefreshSessionResult = AppError | MutationRefreshSessionSuccess;

export type MutationRefreshSessionSuccess = {
  __typename?: 'MutationRefreshSessionSuccess';
  data: AccessToken;
};

export type MutationRemoveBuddyResult = AppError | MutationRemoveBuddySuccess;

export type MutationRemoveBuddySuccess = {
  __typename?: 'MutationRemoveBuddySuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationRequestSignInCodeResult = AppError | MutationRequestSignInCodeSuccess;

export type MutationRequestSignInCodeSuccess = {
  __typename?: 'MutationRequestSignInCodeSuccess';
  data: CodeSent;
};

export type MutationResendConfirmationEmailResult = AppError | MutationResendConfirmationEmailSuccess;

export type MutationResendConfirmationEmailSuccess = {
  __typename?: 'MutationResendConfirmationEmailSuccess';
  data: ConfirmationSent;
};

export type MutationResetPasswordResult = AppError | MutationResetPasswordSuccess;

export type MutationResetPasswordSuccess = {
  __typename?: 'MutationResetPasswordSuccess';
  data: AuthPayload;
};

export type MutationSendBuddyRequestResult = AppError | MutationSendBuddyRequestSuccess;

export type MutationSendBuddyRequestSuccess = {
  __typename?: 'MutationSendBuddyRequestSuccess';
  data: Buddyship;
};

export type MutationSignInResult = AppError | MutationSignInSuccess;

export type MutationSignInSuccess = {
  __typename?: 'MutationSignInSuccess';
  data: AuthPayload;
};

export type MutationSignOutResult = AppError | MutationSignOutSuccess;

export type MutationSignOutSuccess = {
  __typename?: 'MutationSignOutSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationSignUpResult = AppError | MutationSignUpSuccess;

export type MutationSignUpSuccess = {
  __typename?: 'MutationSignUpSuccess';
  data: AuthPayload;
};

export type MutationStartTrainingSessionResult = AppError | MutationStartTrainingSessionSuccess;

export type MutationStartTrainingSessionSuccess = {
  __typename?: 'MutationStartTrainingSessionSuccess';
  data: TrainingSession;
};

export type MutationStartWorkoutLogResult = AppError | MutationStartWorkoutLogSuccess;

export type MutationStartWorkoutLogSuccess = {
  __typename?: 'MutationStartWorkoutLogSuccess';
  data: WorkoutLog;
};

export type MutationSubmitFeedbackResult = AppError | MutationSubmitFeedbackSuccess;

export type MutationSubmitFeedbackSuccess = {
  __typename?: 'MutationSubmitFeedbackSuccess';
  data: FeedbackReceipt;
};

export type MutationUnblockMemberResult = AppError | MutationUnblockMemberSuccess;

export type MutationUnblockMemberSuccess = {
  __typename?: 'MutationUnblockMemberSuccess';
  data: Scalars['Boolean']['output'];
};

export type MutationUpdateCreatorProfileResult = AppError | MutationUpdateCreatorProfileSuccess;

export type MutationUpdateCreatorProfileSuccess = {
  __typename?: 'MutationUpdateCreatorProfileSuccess';
  data: CreatorProfile;
};

export type MutationUpdateCurrentUserResult = AppError | MutationUpdateCurrentUserSuccess;

export type MutationUpdateCurrentUserSuccess = {
  __typename?: 'MutationUpdateCurrentUserSuccess';
  data: User;
};

export type MutationUpdateDocResult = AppError | MutationUpdateDocSuccess;

export type MutationUpdateDocSuccess = {
  __typename?: 'MutationUpdateDocSuccess';
  data: Doc;
};

export type MutationUpdateExerciseVideoResult = AppError | MutationUpdateExerciseVideoSuccess;

export type MutationUpdateExerciseVideoSuccess = {
  __typename?: 'MutationUpdateExerciseVideoSuccess';
  data: ExerciseVideo;
};

export type MutationUpdateMuscleResult = AppError | MutationUpdateMuscleSuccess;

export type MutationUpdateMuscleSuccess = {
  __typename?: 'MutationUpdateMuscleSuccess';
  data: Muscle;
};

export type MutationUpdateMyEquipmentResult = AppError | MutationUpdateMyEquipmentSuccess;

export type MutationUpdateMyEquipmentSuccess = {
  __typename?: 'MutationUpdateMyEquipmentSuccess';
  data: Array<Scalars['String']['output']>;
};

export type MutationUpdateProgramResult = AppError | MutationUpdateProgramSuccess;

export type MutationUpdateProgramSuccess = {
  __typename?: 'MutationUpdateProgramSuccess';
  data: Program;
};

export type MutationUpdateSocialMediaPlatformResult = AppError | MutationUpdateSocialMediaPlatformSuccess;

export type MutationUpdateSocialMediaPlatformSuccess = {
  __typename?: 'MutationUpdateSocialMediaPlatformSuccess';
  data: SocialMediaPlatform;
};

export type MutationUpdateUserResult = AppError | MutationUpdateUserSuccess;

export type MutationUpdateUserSuccess = {
  __typename?: 'MutationUpdateUserSuccess';
  data: User;
};

export type MutationUpdateWorkoutResult = AppError | MutationUpdateWorkoutSuccess;

export type MutationUpdateWorkoutSuccess = {
  __typename?: 'MutationUpdateWorkoutSuccess';
  data: Workout;
};

export type MutationUploadMediaAssetResult = AppError | MutationUploadMediaAssetSuccess;

export type MutationUploadMediaAssetSuccess = {
  __typename?: 'MutationUploadMediaAssetSuccess';
  data: MediaAsset;
};

export type MutationUpsertEquipmentGroupResult = AppError | MutationUpsertEquipmentGroupSuccess;

export type MutationUpsertEquipmentGroupSuccess = {
  __typename?: 'MutationUpsertEquipmentGroupSuccess';
  data: EquipmentGroup;
};

export type MutationUpsertEquipmentResult = AppError | MutationUpsertEquipmentSuccess;

export type MutationUpsertEquipmentSuccess = {
  __typename?: 'MutationUpsertEquipmentSuccess';
  data: Equipment;
};

export type MutationUpsertExerciseInstructionResult = AppError | MutationUpsertExerciseInstructionSuccess;

export type MutationUpsertExerciseInstructionSuccess = {
  __typename?: 'MutationUpsertExerciseInstructionSuccess';
  data: ExerciseInstruction;
};

export type MutationUpsertExerciseResult = AppError | MutationUpsertExerciseSuccess;

export type MutationUpsertExerciseSuccess = {
  __typename?: 'MutationUpsertExerciseSuccess';
  data: Exercise;
};

export type MutationUpsertLocaleResult = AppError | MutationUpsertLocaleSuccess;

export type MutationUpsertLocaleSuccess = {
  __typename?: 'MutationUpsertLocaleSuccess';
  data: Locale;
};

export type MutationUpsertMuscleGroupResult = AppError | MutationUpsertMuscleGroupSuccess;

export type MutationUpsertMuscleGroupSuccess = {
  __typename?: 'MutationUpsertMuscleGroupSuccess';
  data: MuscleGroup;
};

export type MutationVerifySignInCodeResult = AppError | MutationVerifySignInCodeSuccess;

export type MutationVerifySignInCodeSuccess = {
  __typename?: 'MutationVerifySignInCodeSuccess';
  data: AuthPayload;
};

export type MyTrainingSessions = {
  __typename?: 'MyTrainingSessions';
  current: Maybe<TrainingSession>;
  invitations: Array<TrainingSession>;
};

export type Node = {
  id: Scalars['ID']['output'];
};

/** PENDING: shown at the next sign-in until FINISHED or SKIPPED; NOT_OFFERED: accounts that predate it or an operator made. */
export type OnboardingStatus =
  | 'FINISHED'
  | 'NOT_OFFERED'
  | 'PENDING'
  | 'SKIPPED';

export type OrderDirection =
  | 'ASC'
  | 'DESC';

/** An exercise of yours, kept under the name an imported file uses; only you see it. */
export type OwnExercise = {
  __typename?: 'OwnExercise';
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  exerciseTypeCode: Scalars['String']['output'];
};

/** The exercise types a name kept as your own exercise can have (weight & reps, reps only, time, distance). */
export type OwnExerciseType =
  | 'DISTANCE_DURATION'
  | 'DURATION'
  | 'REPS_ONLY'
  | 'WEIGHT_REPS';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

export type PersonalRecord = {
  __typename?: 'PersonalRecord';
  achievedAt: Scalars['DateTime']['output'];
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  recordType: PersonalRecordType;
  value: Scalars['Float']['output'];
  /** For MAX_REPS, the weight (kg) of the set that holds it. */
  weight: Maybe<Scalars['Float']['output']>;
  workoutLogId: Maybe<Scalars['String']['output']>;
  workoutLogSetId: Maybe<Scalars['String']['output']>;
};

export type PersonalRecordType =
  | 'ESTIMATED_1RM'
  | 'LONGEST_DISTANCE'
  | 'LONGEST_DURATION'
  | 'MAX_REPS'
  | 'MAX_SET_VOLUME'
  | 'MAX_WEIGHT';

export type PreviousSet = {
  __typename?: 'PreviousSet';
  setType: SetType;
  values: Array<LoggedValue>;
};

export type Program = {
  __typename?: 'Program';
  createdAt: Scalars['DateTime']['output'];
  creatorProfile: Maybe<CreatorProfile>;
  lastUpdated: Scalars['DateTime']['output'];
  programAnalytics: ContentAnalytics;
  programBackgroundImage: Maybe<MediaAsset>;
  programDays: Array<ProgramDay>;
  programDescription: Maybe<Scalars['String']['output']>;
  programId: Scalars['ID']['output'];
  programSummary: ProgramSummary;
  programTitle: Scalars['String']['output'];
  publishedStatus: PublishedStatus;
  publishedStatusCode: Scalars['String']['output'];
  viewerCanEdit: Scalars['Boolean']['output'];
  viewerRating: Maybe<Scalars['Int']['output']>;
  visibility: Visibility;
};

export type ProgramDay = {
  __typename?: 'ProgramDay';
  /** The day of the week, 1 to 7. */
  dayNumber: Scalars['Int']['output'];
  dayType: ProgramDayType;
  notes: Maybe<Scalars['String']['output']>;
  programDayId: Scalars['ID']['output'];
  programId: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
  weekNumber: Scalars['Int']['output'];
  /** The day’s workout, when the viewer may see it. */
  workout: Maybe<Workout>;
  workoutId: Maybe<Scalars['String']['output']>;
};

export type ProgramDayInput = {
  dayNumber: Scalars['Int']['input'];
  dayType: ProgramDayType;
  notes?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  weekNumber: Scalars['Int']['input'];
  workoutId?: InputMaybe<Scalars['String']['input']>;
};

export type ProgramDayType =
  | 'ActiveRecovery'
  | 'Cardio'
  | 'Empty'
  | 'Rest'
  | 'Workout';

/** A program the viewer follows, and where they are in it today. */
export type ProgramEnrollment = {
  __typename?: 'ProgramEnrollment';
  currentDayNumber: Scalars['Int']['output'];
  currentDayOfWeek: Scalars['Int']['output'];
  currentWeekNumber: Scalars['Int']['output'];
  finished: Scalars['Boolean']['output'];
  programId: Scalars['ID']['output'];
  programTitle: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  todayDayType: Maybe<ProgramDayType>;
  todayProgramDayId: Maybe<Scalars['String']['output']>;
  todayWorkoutId: Maybe<Scalars['String']['output']>;
};

export type ProgramFilter = {
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  /** Only your own programs, drafts included. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** How programs are sorted; ties go by programId. */
export type ProgramOrder = {
  direction?: InputMaybe<OrderDirection>;
  field: ProgramOrderField;
};

export type ProgramOrderField =
  | 'RATING'
  | 'RECENT'
  | 'TITLE'
  | 'VIEWS';

export type ProgramSummary = {
  __typename?: 'ProgramSummary';
  /** Seconds of workouts in an average week. */
  estimatedWeeklyDuration: Scalars['Int']['output'];
  weekCount: Scalars['Int']['output'];
  workoutDayCount: Scalars['Int']['output'];
};

export type PublishedStatus = {
  __typename?: 'PublishedStatus';
  backgroundColor: Scalars['String']['output'];
  color: Scalars['String']['output'];
  emoji: Scalars['String']['output'];
  publishedStatusCode: Scalars['ID']['output'];
  publishedStatusName: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
};

export type PushSubscription = {
  __typename?: 'PushSubscription';
  createdAt: Scalars['DateTime']['output'];
  endpoint: Scalars['String']['output'];
  pushSubscriptionId: Scalars['ID']['output'];
};

/** A browser’s PushSubscription.toJSON(). */
export type PushSubscriptionInput = {
  endpoint: Scalars['String']['input'];
  expirationTime?: InputMaybe<Scalars['Float']['input']>;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Your log in progress or paused, if any. */
  activeWorkoutLog: Maybe<WorkoutLog>;
  /** Your inbox, newest first. */
  activities: QueryActivitiesConnection;
  blockedMembers: Array<BlockedMember>;
  buddies: BuddyList;
  /** Views, ratings, shares and duplicates of your workouts and programs over the last 7, 30 or 90 days. */
  creatorDashboard: QueryCreatorDashboardResult;
  creatorProfile: CreatorProfile;
  /** Creators, pinned first then by name unless orderBy says otherwise. */
  creatorProfiles: QueryCreatorProfilesConnection;
  doc: Doc;
  /** Equipment sorted by name, de-duplicated when looked up by codes. */
  equipment: Array<Equipment>;
  equipmentGroup: EquipmentGroup;
  equipmentGroups: Array<EquipmentGroup>;
  equipmentItem: Equipment;
  equipmentSets: EquipmentSets;
  /** One exercise; a merged code resolves to the exercise it was merged into. */
  exercise: Exercise;
  exerciseHistory: ExerciseHistory;
  /** One creator's instruction in one locale (no fallback). */
  exerciseInstruction: ExerciseInstruction;
  /** An exercise's instructions. With a localeCode the exercise has none in, the en-US ones come back with isFallback. */
  exerciseInstructions: QueryExerciseInstructionsConnection;
  exerciseTags: Array<ExerciseTag>;
  exerciseTypes: Array<ExerciseType>;
  /** An exercise's videos: pinned and verified creators first, then each creator's order. */
  exerciseVideos: QueryExerciseVideosConnection;
  /** The Flexicon: search and filters in one query; published exercises only unless you are an administrator. */
  exercises: QueryExercisesConnection;
  /** The Homies feed: your and your buddies’ items, newest first. */
  feed: QueryFeedConnection;
  feedComments: QueryFeedCommentsConnection;
  feedItem: FeedItem;
  /** Feedback received, newest first. */
  feedback: QueryFeedbackConnection;
  inboxBadge: InboxBadge;
  locales: Array<Locale>;
  /** Your finished logs as CSV (Strong’s or Hevy’s layout, times on your time zone’s clock) or JSON ({format: "liftmates.logs", version: 1, logs}). */
  logExport: Scalars['String']['output'];
  /** Your history imports, newest first. */
  logImports: Array<LogImport>;
  measurements: Array<Measurement>;
  mediaAsset: MediaAsset;
  memberPage: MemberPage;
  muscle: Muscle;
  muscleGroup: MuscleGroup;
  muscleGroups: Array<MuscleGroup>;
  muscles: Array<Muscle>;
  /** Codes of the equipment the signed-in member has. */
  myEquipment: Array<Scalars['String']['output']>;
  /** The programs you follow, each with today’s day. */
  myProgramEnrollments: Array<ProgramEnrollment>;
  /** The session you are in, and the invitations waiting for your answer. */
  myTrainingSessions: MyTrainingSessions;
  node: Maybe<Node>;
  nodes: Array<Maybe<Node>>;
  personalRecords: Array<PersonalRecord>;
  /** Reads a Strong or Hevy CSV export (text, or a file in a multipart request) without storing anything: its sessions and how each exercise name matches the Flexicon. */
  previewLogImport: QueryPreviewLogImportResult;
  program: Program;
  programDay: ProgramDay;
  programExport: Scalars['JSON']['output'];
  /** Programs the viewer may see: their own, a creator’s, or all published to them. */
  programs: QueryProgramsConnection;
  publishedStatuses: Array<PublishedStatus>;
  roles: Array<Role>;
  searchMembers: Array<MemberSearchResult>;
  socialMediaPlatform: SocialMediaPlatform;
  socialMediaPlatforms: Array<SocialMediaPlatform>;
  trainingSession: QueryTrainingSessionResult;
  /** User accounts, oldest first unless orderBy says otherwise. */
  users: QueryUsersConnection;
  validateSocialUsername: UsernameCheck;
  /** The signed-in user, or null. */
  viewer: Maybe<User>;
  webPushKey: WebPushKey;
  weeklyMuscleSets: WeeklyMuscleSets;
  workout: Workout;
  /** The backgrounds workout and program cards can use. */
  workoutCardBackgrounds: Array<WorkoutCardBackground>;
  /** The workout as the JSON document the importer reads back. */
  workoutExport: Scalars['JSON']['output'];
  workoutLog: WorkoutLog;
  /** Your logs, newest first, within [from, to) when given. */
  workoutLogs: QueryWorkoutLogsConnection;
  /** Workouts the viewer may see: their own, a creator’s, or all published to them. */
  workouts: QueryWorkoutsConnection;
};


export type QueryActivitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCreatorDashboardArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCreatorProfileArgs = {
  creatorProfileId: Scalars['String']['input'];
};


export type QueryCreatorProfilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CreatorProfileFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<CreatorProfileOrder>;
};


export type QueryDocArgs = {
  documentId: Scalars['ID']['input'];
};


export type QueryEquipmentArgs = {
  filter?: InputMaybe<EquipmentFilter>;
};


export type QueryEquipmentGroupArgs = {
  equipmentGroupCode: Scalars['ID']['input'];
};


export type QueryEquipmentGroupsArgs = {
  filter?: InputMaybe<EquipmentGroupFilter>;
};


export type QueryEquipmentItemArgs = {
  equipmentCode: Scalars['ID']['input'];
};


export type QueryEquipmentSetsArgs = {
  optional?: InputMaybe<Array<EquipmentSlotInput>>;
  required?: InputMaybe<Array<EquipmentSlotInput>>;
};


export type QueryExerciseArgs = {
  exerciseCode: Scalars['ID']['input'];
};


export type QueryExerciseHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  exerciseCode: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExerciseInstructionArgs = {
  creatorProfileId: Scalars['String']['input'];
  exerciseCode: Scalars['String']['input'];
  localeCode: Scalars['String']['input'];
};


export type QueryExerciseInstructionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  exerciseCode: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  localeCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryExerciseVideosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  exerciseCode: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExercisesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ExerciseFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ExerciseSort>;
};


export type QueryFeedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeedCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  feedItemId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeedItemArgs = {
  feedItemId: Scalars['ID']['input'];
};


export type QueryFeedbackArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLocalesArgs = {
  published?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryLogExportArgs = {
  format?: InputMaybe<LogExportFormat>;
};


export type QueryMediaAssetArgs = {
  mediaAssetId: Scalars['ID']['input'];
};


export type QueryMemberPageArgs = {
  userName: Scalars['String']['input'];
};


export type QueryMuscleArgs = {
  muscleCode: Scalars['ID']['input'];
};


export type QueryMuscleGroupArgs = {
  muscleGroupCode: Scalars['ID']['input'];
};


export type QueryMuscleGroupsArgs = {
  filter?: InputMaybe<MuscleGroupFilter>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryPersonalRecordsArgs = {
  exerciseCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPreviewLogImportArgs = {
  file?: InputMaybe<Scalars['File']['input']>;
  keepAsOwn?: InputMaybe<Scalars['JSON']['input']>;
  mapping?: InputMaybe<Scalars['JSON']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  weightUnit?: InputMaybe<WeightUnit>;
};


export type QueryProgramArgs = {
  programId: Scalars['ID']['input'];
};


export type QueryProgramDayArgs = {
  programDayId: Scalars['ID']['input'];
};


export type QueryProgramExportArgs = {
  programId: Scalars['ID']['input'];
};


export type QueryProgramsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProgramFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ProgramOrder>;
};


export type QuerySearchMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySocialMediaPlatformArgs = {
  socialMediaPlatformCode: Scalars['ID']['input'];
};


export type QuerySocialMediaPlatformsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTrainingSessionArgs = {
  trainingSessionId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserOrder>;
};


export type QueryValidateSocialUsernameArgs = {
  socialMediaPlatformCode: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};


export type QueryWeeklyMuscleSetsArgs = {
  week?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryWorkoutArgs = {
  workoutId: Scalars['ID']['input'];
};


export type QueryWorkoutExportArgs = {
  workoutId: Scalars['ID']['input'];
};


export type QueryWorkoutLogArgs = {
  workoutLogId: Scalars['ID']['input'];
};


export type QueryWorkoutLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WorkoutLogStatus>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryWorkoutsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkoutFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<WorkoutOrder>;
};

export type QueryActivitiesConnection = {
  __typename?: 'QueryActivitiesConnection';
  edges: Array<QueryActivitiesConnectionEdge>;
  pageInfo: PageInfo;
};

export type QueryActivitiesConnectionEdge = {
  __typename?: 'QueryActivitiesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Activity;
};

export type QueryCreatorDashboardResult = AppError | QueryCreatorDashboardSuccess;

export type QueryCreatorDashboardSuccess = {
  __typename?: 'QueryCreatorDashboardSuccess';
  data: CreatorDashboard;
};

export type QueryCreatorProfilesConnection = {
  __typename?: 'QueryCreatorProfilesConnection';
  edges: Array<QueryCreatorProfilesConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryCreatorProfilesConnectionEdge = {
  __typename?: 'QueryCreatorProfilesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: CreatorProfile;
};

export type QueryExerciseInstructionsConnection = {
  __typename?: 'QueryExerciseInstructionsConnection';
  edges: Array<QueryExerciseInstructionsConnectionEdge>;
  pageInfo: PageInfo;
};

export type QueryExerciseInstructionsConnectionEdge = {
  __typename?: 'QueryExerciseInstructionsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: ExerciseInstruction;
};

export type QueryExerciseVideosConnection = {
  __typename?: 'QueryExerciseVideosConnection';
  edges: Array<QueryExerciseVideosConnectionEdge>;
  pageInfo: PageInfo;
};

export type QueryExerciseVideosConnectionEdge = {
  __typename?: 'QueryExerciseVideosConnectionEdge';
  cursor: Scalars['String']['output'];
  node: ExerciseVideo;
};

export type QueryExercisesConnection = {
  __typename?: 'QueryExercisesConnection';
  edges: Array<QueryExercisesConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryExercisesConnectionEdge = {
  __typename?: 'QueryExercisesConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Exercise;
};

export type QueryFeedCommentsConnection = {
  __typename?: 'QueryFeedCommentsConnection';
  edges: Array<QueryFeedCommentsConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryFeedCommentsConnectionEdge = {
  __typename?: 'QueryFeedCommentsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: FeedComment;
};

export type QueryFeedConnection = {
  __typename?: 'QueryFeedConnection';
  edges: Array<QueryFeedConnectionEdge>;
  pageInfo: PageInfo;
};

export type QueryFeedConnectionEdge = {
  __typename?: 'QueryFeedConnectionEdge';
  cursor: Scalars['String']['output'];
  node: FeedItem;
};

export type QueryFeedbackConnection = {
  __typename?: 'QueryFeedbackConnection';
  edges: Array<QueryFeedbackConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryFeedbackConnectionEdge = {
  __typename?: 'QueryFeedbackConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Feedback;
};

export type QueryPreviewLogImportResult = AppError | QueryPreviewLogImportSuccess;

export type QueryPreviewLogImportSuccess = {
  __typename?: 'QueryPreviewLogImportSuccess';
  data: HistoryImportPreview;
};

export type QueryProgramsConnection = {
  __typename?: 'QueryProgramsConnection';
  edges: Array<QueryProgramsConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryProgramsConnectionEdge = {
  __typename?: 'QueryProgramsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Program;
};

export type QueryTrainingSessionResult = AppError | QueryTrainingSessionSuccess;

export type QueryTrainingSessionSuccess = {
  __typename?: 'QueryTrainingSessionSuccess';
  data: TrainingSession;
};

export type QueryUsersConnection = {
  __typename?: 'QueryUsersConnection';
  edges: Array<QueryUsersConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryUsersConnectionEdge = {
  __typename?: 'QueryUsersConnectionEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

export type QueryWorkoutLogsConnection = {
  __typename?: 'QueryWorkoutLogsConnection';
  edges: Array<QueryWorkoutLogsConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryWorkoutLogsConnectionEdge = {
  __typename?: 'QueryWorkoutLogsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: WorkoutLog;
};

export type QueryWorkoutsConnection = {
  __typename?: 'QueryWorkoutsConnection';
  edges: Array<QueryWorkoutsConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type QueryWorkoutsConnectionEdge = {
  __typename?: 'QueryWorkoutsConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Workout;
};

export type RatingBucket = {
  __typename?: 'RatingBucket';
  count: Scalars['Int']['output'];
  rating: Scalars['Int']['output'];
};

export type RatingResult = {
  __typename?: 'RatingResult';
  rating: Scalars['Int']['output'];
  ratingAverage: Maybe<Scalars['Float']['output']>;
  ratingCount: Scalars['Int']['output'];
};

export type Role = {
  __typename?: 'Role';
  description: Scalars['String']['output'];
  roleCode: Scalars['ID']['output'];
  roleName: Scalars['String']['output'];
};

export type RoleCode =
  | 'Admin'
  | 'Creator'
  | 'User';

export type SetType =
  | 'DROP'
  | 'FAILURE'
  | 'NORMAL'
  | 'WARMUP';

export type ShareChannel =
  | 'EMAIL'
  | 'FACEBOOK'
  | 'LINK'
  | 'LINKEDIN'
  | 'NATIVE'
  | 'REDDIT'
  | 'TELEGRAM'
  | 'TWITTER'
  | 'WHATSAPP';

export type SignUpInput = {
  email: Scalars['String']['input'];
  measurementSystem?: InputMaybe<MeasurementSystem>;
  password: Scalars['String']['input'];
  userName?: InputMaybe<Scalars['String']['input']>;
  userTimezone?: InputMaybe<Scalars['String']['input']>;
};

export type SocialMediaPlatform = {
  __typename?: 'SocialMediaPlatform';
  socialMediaPlatformCode: Scalars['ID']['output'];
  socialMediaPlatformIcon: Maybe<MediaAsset>;
  socialMediaPlatformName: Scalars['String']['output'];
  socialMediaPlatformStyle: SocialMediaPlatformStyle;
  socialMediaPlatformUrlFormat: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  usernamePattern: Scalars['String']['output'];
};

/** Hover styling of a social link. */
export type SocialMediaPlatformStyle = {
  __typename?: 'SocialMediaPlatformStyle';
  hoverBackground: Scalars['String']['output'];
  hoverColor: Scalars['String']['output'];
};

export type SocialMediaPlatformStyleInput = {
  hoverBackground: Scalars['String']['input'];
  hoverColor: Scalars['String']['input'];
};

export type StartWorkoutLogInput = {
  programDayId?: InputMaybe<Scalars['ID']['input']>;
  repeatWorkoutLogId?: InputMaybe<Scalars['ID']['input']>;
  startedAt?: InputMaybe<Scalars['DateTime']['input']>;
  workoutLogId?: InputMaybe<Scalars['ID']['input']>;
  workoutLogTitle?: InputMaybe<Scalars['String']['input']>;
};

export type SubmitFeedbackInput = {
  feedback: Scalars['String']['input'];
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  userAgent?: InputMaybe<Scalars['String']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Items as they reach your feed: your buddies’ finished logs, records, posts and product updates. */
  feedItemAdded: FeedItem;
  /** Your inbox as it changes: the numbers on opening, then again with each new item. */
  inboxUpdated: InboxUpdate;
  /** A session as it moves: the state on opening, then again with every set, member and reaction. */
  trainingSessionUpdated: TrainingSessionUpdate;
};


export type SubscriptionTrainingSessionUpdatedArgs = {
  trainingSessionId: Scalars['ID']['input'];
};

export type TrainingGoal =
  | 'ENDURANCE'
  | 'GENERAL_FITNESS'
  | 'MOBILITY'
  | 'MUSCLE'
  | 'SPORT'
  | 'STRENGTH'
  | 'WEIGHT_LOSS';

/** Buddies training together, each logging on their own phone. */
export type TrainingSession = {
  __typename?: 'TrainingSession';
  endedAt: Maybe<Scalars['DateTime']['output']>;
  host: Member;
  /** The join link’s code: shown to members in the session. */
  joinCode: Maybe<Scalars['String']['output']>;
  members: Array<TrainingSessionMember>;
  startedAt: Scalars['DateTime']['output'];
  status: TrainingSessionStatus;
  trainingSessionId: Scalars['ID']['output'];
  viewerStatus: TrainingSessionMemberStatus;
};

export type TrainingSessionEventKind =
  | 'ENDED'
  | 'MEMBERS'
  | 'OPENED'
  | 'REACTION'
  | 'SETS';

export type TrainingSessionExercise = {
  __typename?: 'TrainingSessionExercise';
  completedSets: Scalars['Int']['output'];
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  totalSets: Scalars['Int']['output'];
};

export type TrainingSessionLog = {
  __typename?: 'TrainingSessionLog';
  activeSeconds: Scalars['Int']['output'];
  /** Where the member is: the exercise of the set they ticked last, or the first with sets left. */
  currentExercise: Maybe<TrainingSessionExercise>;
  endedAt: Maybe<Scalars['DateTime']['output']>;
  personalRecordCount: Scalars['Int']['output'];
  setCount: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  totalVolume: Scalars['Float']['output'];
  visibility: Scalars['String']['output'];
  workoutLogId: Scalars['ID']['output'];
};

export type TrainingSessionMember = {
  __typename?: 'TrainingSessionMember';
  isHost: Scalars['Boolean']['output'];
  isViewer: Scalars['Boolean']['output'];
  joinedAt: Maybe<Scalars['DateTime']['output']>;
  lastSet: Maybe<TrainingSessionSet>;
  leftAt: Maybe<Scalars['DateTime']['output']>;
  log: Maybe<TrainingSessionLog>;
  member: Member;
  /** False for a PRIVATE log: only that its member is here is shared. */
  sharesLog: Scalars['Boolean']['output'];
  status: TrainingSessionMemberStatus;
};

export type TrainingSessionMemberStatus =
  | 'DECLINED'
  | 'INVITED'
  | 'JOINED'
  | 'LEFT';

export type TrainingSessionReaction = {
  __typename?: 'TrainingSessionReaction';
  createdAt: Scalars['DateTime']['output'];
  from: Member;
  kind: TrainingSessionReactionKind;
  trainingSessionReactionId: Scalars['ID']['output'];
  workoutLogSetId: Maybe<Scalars['String']['output']>;
};

/** PROPS to a set; STRONG (💪), ONE_MORE ("one more!") and FORM ("form?") to everyone. */
export type TrainingSessionReactionKind =
  | 'FORM'
  | 'ONE_MORE'
  | 'PROPS'
  | 'STRONG';

/** A set ticked in the session, as its members see it. */
export type TrainingSessionSet = {
  __typename?: 'TrainingSessionSet';
  /** The member’s best estimated one-rep max of the exercise before this workout, in kg. */
  bestBefore: Maybe<Scalars['Float']['output']>;
  completedAt: Maybe<Scalars['DateTime']['output']>;
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  /** The record types this set holds for its log. */
  records: Array<Scalars['String']['output']>;
  /** When the rest after this set is up. */
  restEndsAt: Maybe<Scalars['DateTime']['output']>;
  rpe: Maybe<Scalars['Float']['output']>;
  setType: Scalars['String']['output'];
  values: Array<LoggedValue>;
  workoutLogSetId: Scalars['ID']['output'];
};

export type TrainingSessionStatus =
  | 'ENDED'
  | 'OPEN';

/** The session as it is now, and what moved it: the sets just ticked, a reaction (none in the first update). */
export type TrainingSessionUpdate = {
  __typename?: 'TrainingSessionUpdate';
  kind: TrainingSessionEventKind;
  reaction: Maybe<TrainingSessionReaction>;
  session: TrainingSession;
  sets: Array<TrainingSessionSet>;
  /** Who moved it. */
  userId: Maybe<Scalars['String']['output']>;
};

export type UndoLogImportResult = {
  __typename?: 'UndoLogImportResult';
  logsRemoved: Scalars['Int']['output'];
  /** Exercises of yours the import made that no log of yours uses any more. */
  ownExercisesRemoved: Scalars['Int']['output'];
};

export type UpdateCreatorProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  profilePhotoId?: InputMaybe<Scalars['String']['input']>;
  socialLinks?: InputMaybe<Array<CreatorSocialLinkInput>>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCurrentUserInput = {
  /** en-US or es-ES; null follows the device. */
  language?: InputMaybe<Scalars['String']['input']>;
  measurementSystem?: InputMaybe<MeasurementSystem>;
  /** FINISHED or SKIPPED ends a PENDING onboarding; anything else is ignored. */
  onboardingStatus?: InputMaybe<OnboardingStatus>;
  userName?: InputMaybe<Scalars['String']['input']>;
  userPrivateMeta?: InputMaybe<UserPrivateMetaInput>;
  userTimezone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDocInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A new videoUrl or videoAssetId replaces the video source; fields left out stay as they are. */
export type UpdateExerciseVideoInput = {
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  thumbnailId?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  videoAssetId?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMuscleGroupInput = {
  muscleGroupMuscles?: InputMaybe<Array<Scalars['String']['input']>>;
  muscleGroupName?: InputMaybe<Scalars['String']['input']>;
  muscleGroupParent?: InputMaybe<Scalars['String']['input']>;
  muscleGroupType?: InputMaybe<MuscleGroupType>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  thumbnailId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMuscleInput = {
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  muscleName?: InputMaybe<Scalars['String']['input']>;
  thumbnailId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProgramInput = {
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  programBackgroundImageId?: InputMaybe<Scalars['String']['input']>;
  programDays?: InputMaybe<Array<ProgramDayInput>>;
  programDescription?: InputMaybe<Scalars['String']['input']>;
  programTitle?: InputMaybe<Scalars['String']['input']>;
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
  weekCount?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateSocialMediaPlatformInput = {
  iconId?: InputMaybe<Scalars['String']['input']>;
  socialMediaPlatformName?: InputMaybe<Scalars['String']['input']>;
  socialMediaPlatformStyle?: InputMaybe<SocialMediaPlatformStyleInput>;
  socialMediaPlatformUrlFormat?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  usernamePattern?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  emailConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  measurementSystem?: InputMaybe<MeasurementSystem>;
  onboardingStatus?: InputMaybe<OnboardingStatus>;
  roles?: InputMaybe<Array<RoleCode>>;
  userName?: InputMaybe<Scalars['String']['input']>;
  userPrivateMeta?: InputMaybe<UserPrivateMetaInput>;
  userTimezone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWorkoutInput = {
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Visibility>;
  workoutBackgroundImageId?: InputMaybe<Scalars['String']['input']>;
  workoutDescription?: InputMaybe<Scalars['String']['input']>;
  workoutExercises?: InputMaybe<Array<WorkoutExerciseInput>>;
  workoutTitle?: InputMaybe<Scalars['String']['input']>;
};

export type UpsertEquipmentGroupInput = {
  equipmentGroupEquipment?: InputMaybe<Array<Scalars['String']['input']>>;
  equipmentGroupName?: InputMaybe<Scalars['String']['input']>;
  equipmentGroupParent?: InputMaybe<Scalars['String']['input']>;
  isFilter?: InputMaybe<Scalars['Boolean']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  thumbnailId?: InputMaybe<Scalars['String']['input']>;
};

export type UpsertEquipmentInput = {
  equipmentEquipmentGroups?: InputMaybe<Array<Scalars['String']['input']>>;
  equipmentName?: InputMaybe<Scalars['String']['input']>;
  thumbnailId?: InputMaybe<Scalars['String']['input']>;
};

export type UpsertExerciseInput = {
  aliases?: InputMaybe<Array<Scalars['String']['input']>>;
  contributions?: InputMaybe<Array<ExerciseContributionInput>>;
  description?: InputMaybe<Scalars['String']['input']>;
  exerciseName?: InputMaybe<Scalars['String']['input']>;
  exerciseTagCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  exerciseTypeCode?: InputMaybe<Scalars['String']['input']>;
  instructions?: InputMaybe<Array<ExerciseInstructionInput>>;
  muscleUsage?: InputMaybe<Array<MuscleUsageInput>>;
  names?: InputMaybe<Array<ExerciseNameInput>>;
  optionalEquipment?: InputMaybe<Array<Scalars['String']['input']>>;
  optionalEquipmentSlots?: InputMaybe<Array<EquipmentSlotInput>>;
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  requiredEquipment?: InputMaybe<Array<Scalars['String']['input']>>;
  requiredEquipmentSlots?: InputMaybe<Array<EquipmentSlotInput>>;
};

/** The whole instruction: 1 to 20 steps, up to 20 tips and common mistakes, each at most 500 characters. */
export type UpsertExerciseInstructionInput = {
  commonMistakes?: InputMaybe<Array<Scalars['String']['input']>>;
  steps: Array<Scalars['String']['input']>;
  tips?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type UpsertLocaleInput = {
  iconId?: InputMaybe<Scalars['String']['input']>;
  localeName?: InputMaybe<Scalars['String']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
};

export type User = Node & {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  creatorProfile: Maybe<CreatorProfile>;
  disabled: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  emailConfirmed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The interface language the member chose (en-US, es-ES); null follows their device. */
  language: Maybe<Scalars['String']['output']>;
  lastSignInAt: Maybe<Scalars['DateTime']['output']>;
  measurementSystem: Maybe<MeasurementSystem>;
  onboardingStatus: OnboardingStatus;
  roles: Array<RoleCode>;
  userId: Scalars['String']['output'];
  userName: Scalars['String']['output'];
  userPrivateMeta: UserPrivateMeta;
  userTimezone: Maybe<Scalars['String']['output']>;
};

export type UserFilter = {
  role?: InputMaybe<RoleCode>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** How the user list is sorted; ties go by userId. Users who never signed in come last by LAST_SIGN_IN_AT. */
export type UserOrder = {
  direction?: InputMaybe<OrderDirection>;
  field: UserOrderField;
};

export type UserOrderField =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'LAST_SIGN_IN_AT'
  | 'USER_NAME';

export type UserPrivateMeta = {
  __typename?: 'UserPrivateMeta';
  /** The current body weight, in kilograms. */
  bodyWeightKg: Maybe<Scalars['Float']['output']>;
  gender: Gender;
  trainingGoals: Array<TrainingGoal>;
};

export type UserPrivateMetaInput = {
  /** In kilograms; null clears it. */
  bodyWeightKg?: InputMaybe<Scalars['Float']['input']>;
  gender?: InputMaybe<Gender>;
  trainingGoals?: InputMaybe<Array<TrainingGoal>>;
};

export type UsernameCheck = {
  __typename?: 'UsernameCheck';
  isValid: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  profileUrl: Maybe<Scalars['String']['output']>;
  socialMediaPlatformCode: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type Visibility =
  | 'BUDDIES'
  | 'PRIVATE'
  | 'PUBLIC';

export type WebPushKey = {
  __typename?: 'WebPushKey';
  /** The VAPID public key, base64url: the applicationServerKey. */
  publicKey: Scalars['String']['output'];
};

export type WeeklyMuscleSets = {
  __typename?: 'WeeklyMuscleSets';
  muscleSets: Array<MuscleSets>;
  muscleUsage: Array<MuscleShare>;
  weekEnd: Scalars['DateTime']['output'];
  weekStart: Scalars['DateTime']['output'];
};

export type WeightUnit =
  | 'KG'
  | 'LB';

export type WeightUnitSource =
  /** The member chose it. */
  | 'CHOSEN'
  /** The file names its unit; it cannot be changed. */
  | 'FILE'
  /** The file gives no hint: the member’s measurement system. */
  | 'MEMBER'
  /** Judged from the plate steps of its weights. */
  | 'PLATES';

export type Workout = {
  __typename?: 'Workout';
  createdAt: Scalars['DateTime']['output'];
  creatorProfile: Maybe<CreatorProfile>;
  lastUpdated: Scalars['DateTime']['output'];
  /** Subgroups of the merged muscle usage, by summed target percentage, highest first. */
  muscleGroups: Array<MuscleGroupUsage>;
  muscleUsage: Array<WorkoutMuscleUsage>;
  publishedStatus: PublishedStatus;
  publishedStatusCode: Scalars['String']['output'];
  viewerCanEdit: Scalars['Boolean']['output'];
  /** The signed-in viewer’s own rating, if they gave one. */
  viewerRating: Maybe<Scalars['Int']['output']>;
  visibility: Visibility;
  workoutAnalytics: ContentAnalytics;
  workoutBackgroundImage: Maybe<MediaAsset>;
  workoutDescription: Maybe<Scalars['String']['output']>;
  workoutExercises: Array<WorkoutExercise>;
  workoutId: Scalars['ID']['output'];
  workoutSummary: WorkoutSummary;
  workoutTitle: Scalars['String']['output'];
};

export type WorkoutCardBackground = {
  __typename?: 'WorkoutCardBackground';
  mediaAsset: MediaAsset;
  name: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  workoutCardBackgroundId: Scalars['ID']['output'];
};

export type WorkoutExercise = {
  __typename?: 'WorkoutExercise';
  exercise: Exercise;
  exerciseCode: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  restSeconds: Maybe<Scalars['Int']['output']>;
  sets: Array<WorkoutSet>;
  supersetGroup: Maybe<Scalars['Int']['output']>;
  workoutExerciseId: Scalars['String']['output'];
};

export type WorkoutExerciseInput = {
  exerciseCode: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  restSeconds?: InputMaybe<Scalars['Int']['input']>;
  sets?: InputMaybe<Array<WorkoutSetInput>>;
  supersetGroup?: InputMaybe<Scalars['Int']['input']>;
};

export type WorkoutFilter = {
  creatorProfileId?: InputMaybe<Scalars['String']['input']>;
  /** Only your own workouts, drafts included. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  publishedStatusCode?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type WorkoutImportPreview = {
  __typename?: 'WorkoutImportPreview';
  kind: Scalars['String']['output'];
  source: WorkoutImportSource;
  warnings: Array<ImportWarning>;
  workout: ImportedWorkout;
};

export type WorkoutImportSource =
  | 'FITNOTES'
  | 'HEVY'
  | 'LIFTMATES'
  | 'STRONG'
  | 'TEXT';

export type WorkoutLog = {
  __typename?: 'WorkoutLog';
  /** Seconds trained, pauses excluded, as of the answer. */
  activeSeconds: Scalars['Int']['output'];
  endedAt: Maybe<Scalars['DateTime']['output']>;
  logExercises: Array<WorkoutLogExercise>;
  logSummary: WorkoutLogSummary;
  /** The session’s muscle map: each exercise’s muscle usage weighted by its completed sets. */
  muscleUsage: Array<MuscleShare>;
  notes: Maybe<Scalars['String']['output']>;
  pausedAt: Maybe<Scalars['DateTime']['output']>;
  perceivedEffort: Maybe<Scalars['Int']['output']>;
  programDayId: Maybe<Scalars['String']['output']>;
  /** Sets of this log by id, in their order (ids of other logs’ sets are left out): what a logger asks back after saving them. */
  sets: Array<WorkoutLogSet>;
  startedAt: Scalars['DateTime']['output'];
  status: WorkoutLogStatus;
  /** The member who logged it. */
  userId: Scalars['String']['output'];
  viewerCanEdit: Scalars['Boolean']['output'];
  visibility: Visibility;
  workoutId: Maybe<Scalars['String']['output']>;
  workoutLogId: Scalars['ID']['output'];
  workoutLogTitle: Scalars['String']['output'];
};


export type WorkoutLogSetsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

export type WorkoutLogAction =
  | 'End'
  | 'Pause'
  | 'Resume';

export type WorkoutLogChange = {
  exercises?: InputMaybe<Array<WorkoutLogExerciseChange>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  perceivedEffort?: InputMaybe<Scalars['Int']['input']>;
  removedExerciseIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  removedSetIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  visibility?: InputMaybe<Visibility>;
  workoutLogTitle?: InputMaybe<Scalars['String']['input']>;
};

export type WorkoutLogExercise = {
  __typename?: 'WorkoutLogExercise';
  exerciseCode: Scalars['String']['output'];
  exerciseName: Scalars['String']['output'];
  exerciseTypeCode: Scalars['String']['output'];
  /** Whether this log is the member’s first with a completed set of the exercise: its sets set baselines, not records. */
  firstTime: Scalars['Boolean']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** The completed sets of the last time the viewer did this exercise; empty for others’ logs. */
  previousSets: Array<PreviousSet>;
  restSeconds: Maybe<Scalars['Int']['output']>;
  sets: Array<WorkoutLogSet>;
  supersetGroup: Maybe<Scalars['Int']['output']>;
  workoutLogExerciseId: Scalars['ID']['output'];
};

export type WorkoutLogExerciseChange = {
  exerciseCode?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  restSeconds?: InputMaybe<Scalars['Int']['input']>;
  sets?: InputMaybe<Array<WorkoutLogSetChange>>;
  supersetGroup?: InputMaybe<Scalars['Int']['input']>;
  workoutLogExerciseId: Scalars['ID']['input'];
};

export type WorkoutLogSet = {
  __typename?: 'WorkoutLogSet';
  completedAt: Maybe<Scalars['DateTime']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  personalRecords: Array<PersonalRecordType>;
  restSeconds: Maybe<Scalars['Int']['output']>;
  rpe: Maybe<Scalars['Float']['output']>;
  setType: SetType;
  targets: Array<LoggedTarget>;
  values: Array<LoggedValue>;
  workoutLogSetId: Scalars['ID']['output'];
};

export type WorkoutLogSetChange = {
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  completedAt?: InputMaybe<Scalars['DateTime']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  restSeconds?: InputMaybe<Scalars['Int']['input']>;
  rpe?: InputMaybe<Scalars['Float']['input']>;
  setType?: InputMaybe<SetType>;
  values?: InputMaybe<Array<LoggedValueInput>>;
  workoutLogSetId: Scalars['ID']['input'];
};

export type WorkoutLogStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PAUSED';

export type WorkoutLogSummary = {
  __typename?: 'WorkoutLogSummary';
  activeSeconds: Scalars['Int']['output'];
  exerciseCount: Scalars['Int']['output'];
  personalRecordCount: Scalars['Int']['output'];
  /** Completed sets. */
  setCount: Scalars['Int']['output'];
  /** Kilograms: weight × reps over completed working sets. */
  totalVolume: Scalars['Float']['output'];
};

export type WorkoutMigrationMode =
  | 'NEW_WORKOUT'
  | 'UPDATE_WORKOUT';

export type WorkoutMuscleUsage = {
  __typename?: 'WorkoutMuscleUsage';
  isPrimary: Scalars['Boolean']['output'];
  muscle: Muscle;
  muscleCode: Scalars['String']['output'];
  targetPercentage: Scalars['Int']['output'];
};

/** How workouts are sorted; ties go by workoutId. RECENT, RATING and VIEWS put the largest first in ASC order. */
export type WorkoutOrder = {
  direction?: InputMaybe<OrderDirection>;
  field: WorkoutOrderField;
};

export type WorkoutOrderField =
  | 'RATING'
  | 'RECENT'
  | 'TITLE'
  | 'VIEWS';

export type WorkoutSet = {
  __typename?: 'WorkoutSet';
  notes: Maybe<Scalars['String']['output']>;
  restSeconds: Maybe<Scalars['Int']['output']>;
  setType: SetType;
  targetRpe: Maybe<Scalars['Float']['output']>;
  targets: Array<WorkoutSetTarget>;
  tempo: Maybe<Scalars['String']['output']>;
  workoutSetId: Scalars['String']['output'];
};

export type WorkoutSetInput = {
  notes?: InputMaybe<Scalars['String']['input']>;
  restSeconds?: InputMaybe<Scalars['Int']['input']>;
  setType?: InputMaybe<SetType>;
  targetRpe?: InputMaybe<Scalars['Float']['input']>;
  targets?: InputMaybe<Array<WorkoutSetTargetInput>>;
  tempo?: InputMaybe<Scalars['String']['input']>;
};

/** A target in canonical units (kg, m, s, count ...); valueMax makes it a range. */
export type WorkoutSetTarget = {
  __typename?: 'WorkoutSetTarget';
  measurement: Measurement;
  measurementCode: Scalars['String']['output'];
  value: Scalars['Float']['output'];
  valueMax: Maybe<Scalars['Float']['output']>;
};

export type WorkoutSetTargetInput = {
  measurementCode: Scalars['String']['input'];
  value: Scalars['Float']['input'];
  valueMax?: InputMaybe<Scalars['Float']['input']>;
};

export type WorkoutSummary = {
  __typename?: 'WorkoutSummary';
  /** Seconds: sets × their typical time plus rest. */
  estimatedDuration: Scalars['Int']['output'];
  exerciseCount: Scalars['Int']['output'];
  /** Kilograms: weight × reps over the working sets. */
  totalVolume: Scalars['Float']['output'];
};

export type AppErrorFieldsFragment = { __typename?: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> };

export type SocialLinkPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialLinkPlatformsQuery = { __typename?: 'Query', socialMediaPlatforms: Array<{ __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformUrlFormat: string, usernamePattern: string }> };

export type SocialUsernameCheckQueryVariables = Exact<{
  socialMediaPlatformCode: Scalars['ID']['input'];
  username: Scalars['String']['input'];
}>;


export type SocialUsernameCheckQuery = { __typename?: 'Query', validateSocialUsername: { __typename?: 'UsernameCheck', socialMediaPlatformCode: string, username: string, isValid: boolean, message: string | null, profileUrl: string | null } };

export type AdminCreatorProfilesQueryVariables = Exact<{
  filter?: InputMaybe<CreatorProfileFilter>;
  orderBy?: InputMaybe<CreatorProfileOrder>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminCreatorProfilesQuery = { __typename?: 'Query', creatorProfiles: { __typename?: 'QueryCreatorProfilesConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryCreatorProfilesConnectionEdge', cursor: string, node: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, userId: string | null, createdAt: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null }> } }> } };

export type AdminCreatorProfileFragment = { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, userId: string | null, createdAt: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null }> };

export type AdminCreateCreatorProfileMutationVariables = Exact<{
  input: CreateCreatorProfileInput;
}>;


export type AdminCreateCreatorProfileMutation = { __typename?: 'Mutation', createCreatorProfile:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateCreatorProfileSuccess', data: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, userId: string | null, createdAt: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null }> } }
   };

export type AdminUpdateCreatorProfileMutationVariables = Exact<{
  creatorProfileId: Scalars['String']['input'];
  input: UpdateCreatorProfileInput;
}>;


export type AdminUpdateCreatorProfileMutation = { __typename?: 'Mutation', updateCreatorProfile:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateCreatorProfileSuccess', data: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, userId: string | null, createdAt: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null }> } }
   };

export type AdminDeleteCreatorProfileMutationVariables = Exact<{
  creatorProfileId: Scalars['String']['input'];
}>;


export type AdminDeleteCreatorProfileMutation = { __typename?: 'Mutation', deleteCreatorProfile:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteCreatorProfileSuccess', data: boolean }
   };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename?: 'Query', allExercises: { __typename?: 'QueryExercisesConnection', totalCount: number }, published: { __typename?: 'QueryExercisesConnection', totalCount: number }, favorites: { __typename?: 'QueryExercisesConnection', totalCount: number }, reviewed: { __typename?: 'QueryExercisesConnection', totalCount: number }, draft: { __typename?: 'QueryExercisesConnection', totalCount: number }, unreviewed: { __typename?: 'QueryExercisesConnection', totalCount: number }, pending: { __typename?: 'QueryExercisesConnection', totalCount: number }, recycling: { __typename?: 'QueryExercisesConnection', totalCount: number }, trash: { __typename?: 'QueryExercisesConnection', totalCount: number }, publishedStatuses: Array<{ __typename?: 'PublishedStatus', publishedStatusCode: string, publishedStatusName: string, emoji: string, backgroundColor: string, color: string, sortOrder: number }>, muscles: Array<{ __typename?: 'Muscle', muscleCode: string }>, muscleGroups: Array<{ __typename?: 'MuscleGroup', muscleGroupCode: string }>, equipment: Array<{ __typename?: 'Equipment', equipmentCode: string }>, equipmentGroups: Array<{ __typename?: 'EquipmentGroup', equipmentGroupCode: string }>, socialMediaPlatforms: Array<{ __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string }>, locales: Array<{ __typename?: 'Locale', localeCode: string }> };

export type AdminEquipmentQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminEquipmentQuery = { __typename?: 'Query', equipment: Array<{ __typename?: 'Equipment', equipmentCode: string, equipmentName: string, equipmentEquipmentGroups: Array<string>, equipmentThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null }> };

export type AdminEquipmentItemFragment = { __typename?: 'Equipment', equipmentCode: string, equipmentName: string, equipmentEquipmentGroups: Array<string>, equipmentThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null };

export type AdminCreateEquipmentMutationVariables = Exact<{
  equipmentCode: Scalars['ID']['input'];
  input: UpsertEquipmentInput;
}>;


export type AdminCreateEquipmentMutation = { __typename?: 'Mutation', createEquipment:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateEquipmentSuccess', data: { __typename?: 'Equipment', equipmentCode: string, equipmentName: string, equipmentEquipmentGroups: Array<string>, equipmentThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminUpsertEquipmentMutationVariables = Exact<{
  equipmentCode: Scalars['ID']['input'];
  input: UpsertEquipmentInput;
}>;


export type AdminUpsertEquipmentMutation = { __typename?: 'Mutation', upsertEquipment:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpsertEquipmentSuccess', data: { __typename?: 'Equipment', equipmentCode: string, equipmentName: string, equipmentEquipmentGroups: Array<string>, equipmentThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminDeleteEquipmentMutationVariables = Exact<{
  equipmentCode: Scalars['ID']['input'];
}>;


export type AdminDeleteEquipmentMutation = { __typename?: 'Mutation', deleteEquipment:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteEquipmentSuccess', data: boolean }
   };

export type AdminEquipmentGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEquipmentGroupsQuery = { __typename?: 'Query', equipmentGroups: Array<{ __typename?: 'EquipmentGroup', equipmentGroupCode: string, equipmentGroupName: string, equipmentGroupParent: string | null, equipmentGroupType: string, equipmentGroupEquipment: Array<string>, sortOrder: number, isFilter: boolean, equipmentGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null }> };

export type AdminEquipmentGroupFragment = { __typename?: 'EquipmentGroup', equipmentGroupCode: string, equipmentGroupName: string, equipmentGroupParent: string | null, equipmentGroupType: string, equipmentGroupEquipment: Array<string>, sortOrder: number, isFilter: boolean, equipmentGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null };

export type AdminCreateEquipmentGroupMutationVariables = Exact<{
  equipmentGroupCode: Scalars['ID']['input'];
  input: UpsertEquipmentGroupInput;
}>;


export type AdminCreateEquipmentGroupMutation = { __typename?: 'Mutation', createEquipmentGroup:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateEquipmentGroupSuccess', data: { __typename?: 'EquipmentGroup', equipmentGroupCode: string, equipmentGroupName: string, equipmentGroupParent: string | null, equipmentGroupType: string, equipmentGroupEquipment: Array<string>, sortOrder: number, isFilter: boolean, equipmentGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminUpsertEquipmentGroupMutationVariables = Exact<{
  equipmentGroupCode: Scalars['ID']['input'];
  input: UpsertEquipmentGroupInput;
}>;


export type AdminUpsertEquipmentGroupMutation = { __typename?: 'Mutation', upsertEquipmentGroup:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpsertEquipmentGroupSuccess', data: { __typename?: 'EquipmentGroup', equipmentGroupCode: string, equipmentGroupName: string, equipmentGroupParent: string | null, equipmentGroupType: string, equipmentGroupEquipment: Array<string>, sortOrder: number, isFilter: boolean, equipmentGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminDeleteEquipmentGroupMutationVariables = Exact<{
  equipmentGroupCode: Scalars['ID']['input'];
}>;


export type AdminDeleteEquipmentGroupMutation = { __typename?: 'Mutation', deleteEquipmentGroup:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteEquipmentGroupSuccess', data: boolean }
   };

export type AdminExercisesQueryVariables = Exact<{
  filter?: InputMaybe<ExerciseFilter>;
  sort?: InputMaybe<ExerciseSort>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminExercisesQuery = { __typename?: 'Query', exercises: { __typename?: 'QueryExercisesConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryExercisesConnectionEdge', cursor: string, node: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, createdAt: string, updatedAt: string, exerciseType: { __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string } } }> } };

export type AdminExerciseRowFragment = { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, createdAt: string, updatedAt: string, exerciseType: { __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string } };

export type AdminExerciseSearchQueryVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type AdminExerciseSearchQuery = { __typename?: 'Query', exercises: { __typename?: 'QueryExercisesConnection', edges: Array<{ __typename?: 'QueryExercisesConnectionEdge', node: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, publishedStatusCode: string, aliases: Array<string> } }> } };

export type AdminExerciseQueryVariables = Exact<{
  exerciseCode: Scalars['ID']['input'];
}>;


export type AdminExerciseQuery = { __typename?: 'Query', exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, description: string | null, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, mergedCodes: Array<string>, exerciseTagCodes: Array<string>, createdAt: string, updatedAt: string, names: Array<{ __typename?: 'ExerciseName', localeCode: string, name: string, aliases: Array<string> }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }>, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, contributions: Array<{ __typename?: 'ExerciseContribution', creatorProfileId: string, contributionRole: ContributionRole, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, instructions: Array<{ __typename?: 'ExerciseInstruction', localeCode: string, creatorProfileId: string, steps: Array<string>, tips: Array<string>, commonMistakes: Array<string>, updatedAt: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, videos: Array<{ __typename?: 'ExerciseVideo', exerciseVideoId: string, creatorProfileId: string, title: string | null, videoUrl: string, sortOrder: number, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string }, videoAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string } | null }> } };

export type AdminExerciseDetailFragment = { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, description: string | null, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, mergedCodes: Array<string>, exerciseTagCodes: Array<string>, createdAt: string, updatedAt: string, names: Array<{ __typename?: 'ExerciseName', localeCode: string, name: string, aliases: Array<string> }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }>, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, contributions: Array<{ __typename?: 'ExerciseContribution', creatorProfileId: string, contributionRole: ContributionRole, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, instructions: Array<{ __typename?: 'ExerciseInstruction', localeCode: string, creatorProfileId: string, steps: Array<string>, tips: Array<string>, commonMistakes: Array<string>, updatedAt: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, videos: Array<{ __typename?: 'ExerciseVideo', exerciseVideoId: string, creatorProfileId: string, title: string | null, videoUrl: string, sortOrder: number, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string }, videoAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string } | null }> };

export type AdminCreateExerciseMutationVariables = Exact<{
  exerciseCode: Scalars['ID']['input'];
  input: UpsertExerciseInput;
}>;


export type AdminCreateExerciseMutation = { __typename?: 'Mutation', createExercise:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateExerciseSuccess', data: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, description: string | null, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, mergedCodes: Array<string>, exerciseTagCodes: Array<string>, createdAt: string, updatedAt: string, names: Array<{ __typename?: 'ExerciseName', localeCode: string, name: string, aliases: Array<string> }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }>, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, contributions: Array<{ __typename?: 'ExerciseContribution', creatorProfileId: string, contributionRole: ContributionRole, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, instructions: Array<{ __typename?: 'ExerciseInstruction', localeCode: string, creatorProfileId: string, steps: Array<string>, tips: Array<string>, commonMistakes: Array<string>, updatedAt: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, videos: Array<{ __typename?: 'ExerciseVideo', exerciseVideoId: string, creatorProfileId: string, title: string | null, videoUrl: string, sortOrder: number, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string }, videoAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string } | null }> } }
   };

export type AdminUpsertExerciseMutationVariables = Exact<{
  exerciseCode: Scalars['ID']['input'];
  input: UpsertExerciseInput;
}>;


export type AdminUpsertExerciseMutation = { __typename?: 'Mutation', upsertExercise:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpsertExerciseSuccess', data: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, description: string | null, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, mergedCodes: Array<string>, exerciseTagCodes: Array<string>, createdAt: string, updatedAt: string, names: Array<{ __typename?: 'ExerciseName', localeCode: string, name: string, aliases: Array<string> }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }>, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, contributions: Array<{ __typename?: 'ExerciseContribution', creatorProfileId: string, contributionRole: ContributionRole, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, instructions: Array<{ __typename?: 'ExerciseInstruction', localeCode: string, creatorProfileId: string, steps: Array<string>, tips: Array<string>, commonMistakes: Array<string>, updatedAt: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, videos: Array<{ __typename?: 'ExerciseVideo', exerciseVideoId: string, creatorProfileId: string, title: string | null, videoUrl: string, sortOrder: number, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string }, videoAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string } | null }> } }
   };

export type AdminDeleteExerciseMutationVariables = Exact<{
  exerciseCode: Scalars['ID']['input'];
}>;


export type AdminDeleteExerciseMutation = { __typename?: 'Mutation', deleteExercise:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteExerciseSuccess', data: boolean }
   };

export type AdminMergeExercisesMutationVariables = Exact<{
  input: MergeExercisesInput;
}>;


export type AdminMergeExercisesMutation = { __typename?: 'Mutation', mergeExercises:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationMergeExercisesSuccess', data: { __typename?: 'MergeExercisesResult', exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, description: string | null, exerciseTypeCode: string, publishedStatusCode: string, aliases: Array<string>, mergedCodes: Array<string>, exerciseTagCodes: Array<string>, createdAt: string, updatedAt: string, names: Array<{ __typename?: 'ExerciseName', localeCode: string, name: string, aliases: Array<string> }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }>, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, contributions: Array<{ __typename?: 'ExerciseContribution', creatorProfileId: string, contributionRole: ContributionRole, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, instructions: Array<{ __typename?: 'ExerciseInstruction', localeCode: string, creatorProfileId: string, steps: Array<string>, tips: Array<string>, commonMistakes: Array<string>, updatedAt: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }>, videos: Array<{ __typename?: 'ExerciseVideo', exerciseVideoId: string, creatorProfileId: string, title: string | null, videoUrl: string, sortOrder: number, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string }, videoAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string } | null }> }, moved: { __typename?: 'MergeCounts', workouts: number, logs: number, personalRecords: number, videos: number, instructions: number } } }
   };

export type AdminCreateExerciseVideoMutationVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
  creatorProfileId: Scalars['String']['input'];
  input: CreateExerciseVideoInput;
}>;


export type AdminCreateExerciseVideoMutation = { __typename?: 'Mutation', createExerciseVideo:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateExerciseVideoSuccess', data: { __typename?: 'ExerciseVideo', exerciseVideoId: string } }
   };

export type AdminDeleteExerciseVideoMutationVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
  creatorProfileId: Scalars['String']['input'];
  exerciseVideoId: Scalars['ID']['input'];
}>;


export type AdminDeleteExerciseVideoMutation = { __typename?: 'Mutation', deleteExerciseVideo:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteExerciseVideoSuccess', data: boolean }
   };

export type AdminUpdateExerciseVideoMutationVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
  creatorProfileId: Scalars['String']['input'];
  exerciseVideoId: Scalars['ID']['input'];
  input: UpdateExerciseVideoInput;
}>;


export type AdminUpdateExerciseVideoMutation = { __typename?: 'Mutation', updateExerciseVideo:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateExerciseVideoSuccess', data: { __typename?: 'ExerciseVideo', exerciseVideoId: string } }
   };

export type AdminDeleteExerciseInstructionMutationVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
  localeCode: Scalars['String']['input'];
  creatorProfileId: Scalars['String']['input'];
}>;


export type AdminDeleteExerciseInstructionMutation = { __typename?: 'Mutation', deleteExerciseInstruction:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteExerciseInstructionSuccess', data: boolean }
   };

export type AdminLocalesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLocalesQuery = { __typename?: 'Query', locales: Array<{ __typename?: 'Locale', localeCode: string, localeName: string, published: boolean, localeIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null }> };

export type AdminLocaleFragment = { __typename?: 'Locale', localeCode: string, localeName: string, published: boolean, localeIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null };

export type AdminCreateLocaleMutationVariables = Exact<{
  localeCode: Scalars['ID']['input'];
  input: UpsertLocaleInput;
}>;


export type AdminCreateLocaleMutation = { __typename?: 'Mutation', createLocale:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateLocaleSuccess', data: { __typename?: 'Locale', localeCode: string, localeName: string, published: boolean, localeIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminUpsertLocaleMutationVariables = Exact<{
  localeCode: Scalars['ID']['input'];
  input: UpsertLocaleInput;
}>;


export type AdminUpsertLocaleMutation = { __typename?: 'Mutation', upsertLocale:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpsertLocaleSuccess', data: { __typename?: 'Locale', localeCode: string, localeName: string, published: boolean, localeIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminMusclesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMusclesQuery = { __typename?: 'Query', muscles: Array<{ __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string, muscleThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null }> };

export type AdminMuscleFragment = { __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string, muscleThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null };

export type AdminUpdateMuscleMutationVariables = Exact<{
  muscleCode: Scalars['ID']['input'];
  input: UpdateMuscleInput;
}>;


export type AdminUpdateMuscleMutation = { __typename?: 'Mutation', updateMuscle:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateMuscleSuccess', data: { __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string, muscleThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminMuscleGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMuscleGroupsQuery = { __typename?: 'Query', muscleGroups: Array<{ __typename?: 'MuscleGroup', muscleGroupCode: string, muscleGroupName: string, muscleGroupParent: string | null, muscleGroupType: MuscleGroupType, muscleGroupMuscles: Array<string>, sortOrder: number, muscleGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null }>, muscles: Array<{ __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string }> };

export type AdminMuscleGroupFragment = { __typename?: 'MuscleGroup', muscleGroupCode: string, muscleGroupName: string, muscleGroupParent: string | null, muscleGroupType: MuscleGroupType, muscleGroupMuscles: Array<string>, sortOrder: number, muscleGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null };

export type AdminCreateMuscleGroupMutationVariables = Exact<{
  muscleGroupCode: Scalars['ID']['input'];
  input: UpdateMuscleGroupInput;
}>;


export type AdminCreateMuscleGroupMutation = { __typename?: 'Mutation', createMuscleGroup:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateMuscleGroupSuccess', data: { __typename?: 'MuscleGroup', muscleGroupCode: string, muscleGroupName: string, muscleGroupParent: string | null, muscleGroupType: MuscleGroupType, muscleGroupMuscles: Array<string>, sortOrder: number, muscleGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminUpsertMuscleGroupMutationVariables = Exact<{
  muscleGroupCode: Scalars['ID']['input'];
  input: UpdateMuscleGroupInput;
}>;


export type AdminUpsertMuscleGroupMutation = { __typename?: 'Mutation', upsertMuscleGroup:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpsertMuscleGroupSuccess', data: { __typename?: 'MuscleGroup', muscleGroupCode: string, muscleGroupName: string, muscleGroupParent: string | null, muscleGroupType: MuscleGroupType, muscleGroupMuscles: Array<string>, sortOrder: number, muscleGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminDeleteMuscleGroupMutationVariables = Exact<{
  muscleGroupCode: Scalars['ID']['input'];
}>;


export type AdminDeleteMuscleGroupMutation = { __typename?: 'Mutation', deleteMuscleGroup:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteMuscleGroupSuccess', data: boolean }
   };

export type AdminReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReferenceQuery = { __typename?: 'Query', publishedStatuses: Array<{ __typename?: 'PublishedStatus', publishedStatusCode: string, publishedStatusName: string, emoji: string, backgroundColor: string, color: string, sortOrder: number }>, exerciseTypes: Array<{ __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string }>, exerciseTags: Array<{ __typename?: 'ExerciseTag', exerciseTagCode: string, exerciseTagName: string, exerciseTagDescription: string, isCategory: boolean }>, muscles: Array<{ __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string }>, equipment: Array<{ __typename?: 'Equipment', equipmentCode: string, equipmentName: string }>, locales: Array<{ __typename?: 'Locale', localeCode: string, localeName: string, published: boolean }> };

export type AdminPublishedStatusFragment = { __typename?: 'PublishedStatus', publishedStatusCode: string, publishedStatusName: string, emoji: string, backgroundColor: string, color: string, sortOrder: number };

export type AdminMediaAssetFragment = { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null };

export type AdminCreatorOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminCreatorOptionsQuery = { __typename?: 'Query', creatorProfiles: { __typename?: 'QueryCreatorProfilesConnection', edges: Array<{ __typename?: 'QueryCreatorProfilesConnectionEdge', node: { __typename?: 'CreatorProfile', isPinned: boolean, isVerified: boolean, creatorProfileId: string, displayName: string | null, fullName: string, userName: string } }> } };

export type AdminCreatorNameFragment = { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string };

export type AdminPageInfoFragment = { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null };

export type AdminSocialMediaPlatformsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminSocialMediaPlatformsQuery = { __typename?: 'Query', socialMediaPlatforms: Array<{ __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformUrlFormat: string, usernamePattern: string, sortOrder: number, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string }, socialMediaPlatformIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null }> };

export type AdminSocialMediaPlatformFragment = { __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformUrlFormat: string, usernamePattern: string, sortOrder: number, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string }, socialMediaPlatformIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null };

export type AdminCreateSocialMediaPlatformMutationVariables = Exact<{
  input: CreateSocialMediaPlatformInput;
}>;


export type AdminCreateSocialMediaPlatformMutation = { __typename?: 'Mutation', createSocialMediaPlatform:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateSocialMediaPlatformSuccess', data: { __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformUrlFormat: string, usernamePattern: string, sortOrder: number, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string }, socialMediaPlatformIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminUpdateSocialMediaPlatformMutationVariables = Exact<{
  socialMediaPlatformCode: Scalars['ID']['input'];
  input: UpdateSocialMediaPlatformInput;
}>;


export type AdminUpdateSocialMediaPlatformMutation = { __typename?: 'Mutation', updateSocialMediaPlatform:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateSocialMediaPlatformSuccess', data: { __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformUrlFormat: string, usernamePattern: string, sortOrder: number, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string }, socialMediaPlatformIcon: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileName: string, thumbHash: string | null, description: string | null } | null } }
   };

export type AdminDeleteSocialMediaPlatformMutationVariables = Exact<{
  socialMediaPlatformCode: Scalars['ID']['input'];
}>;


export type AdminDeleteSocialMediaPlatformMutation = { __typename?: 'Mutation', deleteSocialMediaPlatform:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteSocialMediaPlatformSuccess', data: boolean }
   };

export type AdminValidateSocialUsernameQueryVariables = Exact<{
  socialMediaPlatformCode: Scalars['ID']['input'];
  username: Scalars['String']['input'];
}>;


export type AdminValidateSocialUsernameQuery = { __typename?: 'Query', validateSocialUsername: { __typename?: 'UsernameCheck', isValid: boolean, message: string | null, profileUrl: string | null } };

export type AdminUsersQueryVariables = Exact<{
  filter?: InputMaybe<UserFilter>;
  orderBy?: InputMaybe<UserOrder>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', users: { __typename?: 'QueryUsersConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryUsersConnectionEdge', cursor: string, node: { __typename?: 'User', userId: string, userName: string, email: string, roles: Array<RoleCode>, disabled: boolean, emailConfirmed: boolean, createdAt: string, lastSignInAt: string | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, userName: string } | null } }> } };

export type AdminUserFragment = { __typename?: 'User', userId: string, userName: string, email: string, roles: Array<RoleCode>, disabled: boolean, emailConfirmed: boolean, createdAt: string, lastSignInAt: string | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, userName: string } | null };

export type AdminRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'Role', roleCode: string, roleName: string, description: string }> };

export type AdminUpdateUserMutationVariables = Exact<{
  userId: Scalars['String']['input'];
  input: UpdateUserInput;
}>;


export type AdminUpdateUserMutation = { __typename?: 'Mutation', updateUser:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateUserSuccess', data: { __typename?: 'User', userId: string, userName: string, email: string, roles: Array<RoleCode>, disabled: boolean, emailConfirmed: boolean, createdAt: string, lastSignInAt: string | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, userName: string } | null } }
   };

export type AdminDeleteUserMutationVariables = Exact<{
  userId: Scalars['String']['input'];
}>;


export type AdminDeleteUserMutation = { __typename?: 'Mutation', deleteUser:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteUserSuccess', data: boolean }
   };

export type CreatorDashboardQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CreatorDashboardQuery = { __typename?: 'Query', creatorDashboard:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'QueryCreatorDashboardSuccess', data: { __typename?: 'CreatorDashboard', days: number, hasCreatorProfile: boolean, workoutCount: number, programCount: number, totals: { __typename?: 'DashboardTotals', views: number, ratings: number, shares: number, duplicates: number, ratingCount: number, ratingAverage: number | null }, series: Array<{ __typename?: 'DashboardDay', date: string, views: number, ratings: number, shares: number, duplicates: number }>, ratingDistribution: Array<{ __typename?: 'RatingBucket', rating: number, count: number }>, topContent: Array<{ __typename?: 'DashboardContent', contentType: ContentType, contentId: string, title: string, ratingCount: number, ratingAverage: number | null, totalViews: number, periodViews: number, lastUpdated: string }>, drafts: Array<{ __typename?: 'DashboardContent', contentType: ContentType, contentId: string, title: string, ratingCount: number, ratingAverage: number | null, totalViews: number, periodViews: number, lastUpdated: string }> } }
   };

export type DashboardContentItemFragment = { __typename?: 'DashboardContent', contentType: ContentType, contentId: string, title: string, ratingCount: number, ratingAverage: number | null, totalViews: number, periodViews: number, lastUpdated: string };

export type DocPageQueryVariables = Exact<{
  documentId: Scalars['ID']['input'];
}>;


export type DocPageQuery = { __typename?: 'Query', doc: { __typename?: 'Doc', documentId: string, title: string, content: string, updatedAt: string } };

export type ExercisePageQueryVariables = Exact<{
  exerciseCode: Scalars['ID']['input'];
  relatedLimit?: InputMaybe<Scalars['Int']['input']>;
  localeCode?: Scalars['String']['input'];
}>;


export type ExercisePageQuery = { __typename?: 'Query', exercise: { __typename?: 'Exercise', description: string | null, aliases: Array<string>, exerciseCode: string, exerciseName: string, localizedName: string, exerciseTypeCode: string, publishedStatusCode: string, exerciseType: { __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string, measurements: Array<{ __typename?: 'Measurement', measurementCode: string, measurementName: string, unit: string }> }, exerciseTags: Array<{ __typename?: 'ExerciseTag', exerciseTagCode: string, exerciseTagName: string, isCategory: boolean }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number, equipment: { __typename?: 'Equipment', equipmentCode: string, equipmentName: string, equipmentThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, thumbnailUrl: string | null } | null } }>, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean, muscle: { __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string } }>, muscleGroups: Array<{ __typename?: 'MuscleGroupUsage', muscleGroupCode: string, muscleGroupName: string, targetPercentage: number }>, relatedExercises: Array<{ __typename?: 'Exercise', exerciseCode: string, exerciseName: string, localizedName: string, exerciseTypeCode: string, publishedStatusCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }> }> } };

export type ExerciseInstructionsQueryVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
  localeCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExerciseInstructionsQuery = { __typename?: 'Query', exerciseInstructions: { __typename?: 'QueryExerciseInstructionsConnection', edges: Array<{ __typename?: 'QueryExerciseInstructionsConnectionEdge', node: { __typename?: 'ExerciseInstruction', exerciseCode: string, localeCode: string, creatorProfileId: string, isFallback: boolean, steps: Array<string>, tips: Array<string>, commonMistakes: Array<string>, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string, isVerified: boolean, isPinned: boolean, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } } }> } };

export type ExerciseVideosQueryVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
}>;


export type ExerciseVideosQuery = { __typename?: 'Query', exerciseVideos: { __typename?: 'QueryExerciseVideosConnection', edges: Array<{ __typename?: 'QueryExerciseVideosConnectionEdge', node: { __typename?: 'ExerciseVideo', exerciseVideoId: string, exerciseCode: string, title: string | null, videoUrl: string, sortOrder: number, videoAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, fileFormat: string } | null, thumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string, isVerified: boolean, isPinned: boolean, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } } }> } };

export type CreatorCreditFragment = { __typename?: 'CreatorProfile', creatorProfileId: string, displayName: string | null, fullName: string, userName: string, isVerified: boolean, isPinned: boolean, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null };

export type FlexiconPageQueryVariables = Exact<{
  filter?: InputMaybe<ExerciseFilter>;
  sort?: InputMaybe<ExerciseSort>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  localeCode?: Scalars['String']['input'];
}>;


export type FlexiconPageQuery = { __typename?: 'Query', exercises: { __typename?: 'QueryExercisesConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryExercisesConnectionEdge', cursor: string, node: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, localizedName: string, exerciseTypeCode: string, publishedStatusCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }> } }> } };

export type ExerciseCardFragment = { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, localizedName: string, exerciseTypeCode: string, publishedStatusCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, equipment: Array<{ __typename?: 'ExerciseEquipmentEntry', equipmentCode: string, isRequired: boolean, slot: number }> };

export type FlexiconReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type FlexiconReferenceQuery = { __typename?: 'Query', muscles: Array<{ __typename?: 'Muscle', muscleCode: string, muscleName: string, friendlyName: string }>, muscleGroups: Array<{ __typename?: 'MuscleGroup', muscleGroupCode: string, muscleGroupName: string, muscleGroupParent: string | null, muscleGroupType: MuscleGroupType, sortOrder: number, muscleGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, thumbnailUrl: string | null } | null }>, equipmentGroups: Array<{ __typename?: 'EquipmentGroup', equipmentGroupCode: string, equipmentGroupName: string, equipmentGroupParent: string | null, sortOrder: number, equipmentGroupThumbnail: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, thumbnailUrl: string | null } | null }>, equipment: Array<{ __typename?: 'Equipment', equipmentCode: string, equipmentName: string }>, exerciseTags: Array<{ __typename?: 'ExerciseTag', exerciseTagCode: string, exerciseTagName: string, exerciseTagDescription: string, isCategory: boolean }>, exerciseTypes: Array<{ __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string }> };

export type HomiesFeedQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HomiesFeedQuery = { __typename?: 'Query', feed: { __typename?: 'QueryFeedConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryFeedConnectionEdge', node: { __typename?: 'FeedItem', feedItemId: string, contentType: FeedContentType, message: string | null, visibility: Visibility, createdAt: string, viewerCanDelete: boolean, commentCount: number, propCount: number, viewerGaveProps: boolean, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, workoutLog: { __typename?: 'FeedWorkoutLog', workoutLogId: string, workoutLogTitle: string, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, topExercises: Array<{ __typename?: 'FeedExercise', exerciseCode: string, exerciseName: string, completedSetCount: number, bestWeight: number | null }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, records: Array<{ __typename?: 'FeedRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, weight: number | null }> } | null, workout: { __typename?: 'FeedWorkout', workoutId: string, workoutTitle: string, exerciseCount: number, estimatedDuration: number } | null, program: { __typename?: 'FeedProgram', programId: string, programTitle: string, weekCount: number, workoutDayCount: number } | null, trainingSession: { __typename?: 'FeedTrainingSession', trainingSessionId: string, durationSeconds: number, setCount: number, personalRecordCount: number, members: Array<{ __typename?: 'FeedTrainingSessionMember', workoutLogId: string | null, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> } | null } }> } };

export type HomiesFeedLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type HomiesFeedLiveSubscription = { __typename?: 'Subscription', feedItemAdded: { __typename?: 'FeedItem', feedItemId: string, contentType: FeedContentType, message: string | null, visibility: Visibility, createdAt: string, viewerCanDelete: boolean, commentCount: number, propCount: number, viewerGaveProps: boolean, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, workoutLog: { __typename?: 'FeedWorkoutLog', workoutLogId: string, workoutLogTitle: string, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, topExercises: Array<{ __typename?: 'FeedExercise', exerciseCode: string, exerciseName: string, completedSetCount: number, bestWeight: number | null }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, records: Array<{ __typename?: 'FeedRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, weight: number | null }> } | null, workout: { __typename?: 'FeedWorkout', workoutId: string, workoutTitle: string, exerciseCount: number, estimatedDuration: number } | null, program: { __typename?: 'FeedProgram', programId: string, programTitle: string, weekCount: number, workoutDayCount: number } | null, trainingSession: { __typename?: 'FeedTrainingSession', trainingSessionId: string, durationSeconds: number, setCount: number, personalRecordCount: number, members: Array<{ __typename?: 'FeedTrainingSessionMember', workoutLogId: string | null, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> } | null } };

export type BuddyEntry_EntryFragment = { __typename?: 'BuddyEntry', buddyshipId: string, since: string, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } };

export type BlockedEntry_EntryFragment = { __typename?: 'BlockedMember', blockedAt: string, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } };

export type Buddyship_ResultFragment = { __typename?: 'Buddyship', buddyshipId: string, since: string, status: BuddyStatus, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } };

export type HomiesSendBuddyRequestMutationVariables = Exact<{
  userName: Scalars['String']['input'];
}>;


export type HomiesSendBuddyRequestMutation = { __typename?: 'Mutation', sendBuddyRequest:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationSendBuddyRequestSuccess', data: { __typename?: 'Buddyship', buddyshipId: string, since: string, status: BuddyStatus, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } }
   };

export type HomiesAcceptBuddyRequestMutationVariables = Exact<{
  buddyshipId: Scalars['ID']['input'];
}>;


export type HomiesAcceptBuddyRequestMutation = { __typename?: 'Mutation', acceptBuddyRequest:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationAcceptBuddyRequestSuccess', data: { __typename?: 'Buddyship', buddyshipId: string, since: string, status: BuddyStatus, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } }
   };

export type HomiesDeclineBuddyRequestMutationVariables = Exact<{
  buddyshipId: Scalars['ID']['input'];
}>;


export type HomiesDeclineBuddyRequestMutation = { __typename?: 'Mutation', declineBuddyRequest:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeclineBuddyRequestSuccess' }
   };

export type HomiesRemoveBuddyMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type HomiesRemoveBuddyMutation = { __typename?: 'Mutation', removeBuddy:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationRemoveBuddySuccess' }
   };

export type HomiesBlockMemberMutationVariables = Exact<{
  userName: Scalars['String']['input'];
}>;


export type HomiesBlockMemberMutation = { __typename?: 'Mutation', blockMember:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationBlockMemberSuccess' }
   };

export type HomiesUnblockMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type HomiesUnblockMemberMutation = { __typename?: 'Mutation', unblockMember:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUnblockMemberSuccess' }
   };

export type FeedCard_ItemFragment = { __typename?: 'FeedItem', feedItemId: string, contentType: FeedContentType, message: string | null, visibility: Visibility, createdAt: string, viewerCanDelete: boolean, commentCount: number, propCount: number, viewerGaveProps: boolean, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, workoutLog: { __typename?: 'FeedWorkoutLog', workoutLogId: string, workoutLogTitle: string, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, topExercises: Array<{ __typename?: 'FeedExercise', exerciseCode: string, exerciseName: string, completedSetCount: number, bestWeight: number | null }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, records: Array<{ __typename?: 'FeedRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, weight: number | null }> } | null, workout: { __typename?: 'FeedWorkout', workoutId: string, workoutTitle: string, exerciseCount: number, estimatedDuration: number } | null, program: { __typename?: 'FeedProgram', programId: string, programTitle: string, weekCount: number, workoutDayCount: number } | null, trainingSession: { __typename?: 'FeedTrainingSession', trainingSessionId: string, durationSeconds: number, setCount: number, personalRecordCount: number, members: Array<{ __typename?: 'FeedTrainingSessionMember', workoutLogId: string | null, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> } | null };

export type FeedSession_SessionFragment = { __typename?: 'FeedTrainingSession', trainingSessionId: string, durationSeconds: number, setCount: number, personalRecordCount: number, members: Array<{ __typename?: 'FeedTrainingSessionMember', workoutLogId: string | null, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> };

export type PropsButton_ItemFragment = { __typename?: 'FeedItem', feedItemId: string, propCount: number, viewerGaveProps: boolean };

export type HomiesGivePropsMutationVariables = Exact<{
  feedItemId: Scalars['ID']['input'];
  given?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type HomiesGivePropsMutation = { __typename?: 'Mutation', giveProps:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationGivePropsSuccess', data: { __typename?: 'FeedItem', feedItemId: string, propCount: number, viewerGaveProps: boolean } }
   };

export type HomiesDeleteFeedItemMutationVariables = Exact<{
  feedItemId: Scalars['ID']['input'];
}>;


export type HomiesDeleteFeedItemMutation = { __typename?: 'Mutation', deleteFeedItem:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteFeedItemSuccess' }
   };

export type FeedComment_CommentFragment = { __typename?: 'FeedComment', feedCommentId: string, feedItemId: string, body: string, createdAt: string, viewerCanDelete: boolean, author: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } };

export type HomiesFeedCommentsQueryVariables = Exact<{
  feedItemId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HomiesFeedCommentsQuery = { __typename?: 'Query', feedComments: { __typename?: 'QueryFeedCommentsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryFeedCommentsConnectionEdge', node: { __typename?: 'FeedComment', feedCommentId: string, feedItemId: string, body: string, createdAt: string, viewerCanDelete: boolean, author: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } }> } };

export type HomiesAddFeedCommentMutationVariables = Exact<{
  feedItemId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
}>;


export type HomiesAddFeedCommentMutation = { __typename?: 'Mutation', addFeedComment:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationAddFeedCommentSuccess', data: { __typename?: 'FeedComment', feedCommentId: string, feedItemId: string, body: string, createdAt: string, viewerCanDelete: boolean, author: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } }
   };

export type HomiesDeleteFeedCommentMutationVariables = Exact<{
  feedItemId: Scalars['ID']['input'];
  feedCommentId: Scalars['ID']['input'];
}>;


export type HomiesDeleteFeedCommentMutation = { __typename?: 'Mutation', deleteFeedComment:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteFeedCommentSuccess' }
   };

export type HomiesPostToFeedMutationVariables = Exact<{
  message: Scalars['String']['input'];
  visibility?: InputMaybe<Visibility>;
}>;


export type HomiesPostToFeedMutation = { __typename?: 'Mutation', postToFeed:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationPostToFeedSuccess', data: { __typename?: 'FeedItem', feedItemId: string, contentType: FeedContentType, message: string | null, visibility: Visibility, createdAt: string, viewerCanDelete: boolean, commentCount: number, propCount: number, viewerGaveProps: boolean, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, workoutLog: { __typename?: 'FeedWorkoutLog', workoutLogId: string, workoutLogTitle: string, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, topExercises: Array<{ __typename?: 'FeedExercise', exerciseCode: string, exerciseName: string, completedSetCount: number, bestWeight: number | null }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, records: Array<{ __typename?: 'FeedRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, weight: number | null }> } | null, workout: { __typename?: 'FeedWorkout', workoutId: string, workoutTitle: string, exerciseCount: number, estimatedDuration: number } | null, program: { __typename?: 'FeedProgram', programId: string, programTitle: string, weekCount: number, workoutDayCount: number } | null, trainingSession: { __typename?: 'FeedTrainingSession', trainingSessionId: string, durationSeconds: number, setCount: number, personalRecordCount: number, members: Array<{ __typename?: 'FeedTrainingSessionMember', workoutLogId: string | null, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> } | null } }
   };

export type FeedLog_LogFragment = { __typename?: 'FeedWorkoutLog', workoutLogId: string, workoutLogTitle: string, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, topExercises: Array<{ __typename?: 'FeedExercise', exerciseCode: string, exerciseName: string, completedSetCount: number, bestWeight: number | null }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, records: Array<{ __typename?: 'FeedRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, weight: number | null }> };

export type RecordBadges_RecordFragment = { __typename?: 'FeedRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, weight: number | null };

export type MemberLink_MemberFragment = { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null };

export type BuddiesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BuddiesPageQuery = { __typename?: 'Query', buddies: { __typename?: 'BuddyList', buddies: Array<{ __typename?: 'BuddyEntry', buddyshipId: string, since: string, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }>, incoming: Array<{ __typename?: 'BuddyEntry', buddyshipId: string, since: string, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }>, outgoing: Array<{ __typename?: 'BuddyEntry', buddyshipId: string, since: string, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> }, blockedMembers: Array<{ __typename?: 'BlockedMember', blockedAt: string, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> };

export type HomiesSearchMembersQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type HomiesSearchMembersQuery = { __typename?: 'Query', searchMembers: Array<{ __typename?: 'MemberSearchResult', buddyStatus: BuddyStatus, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> };

export type MemberPageQueryVariables = Exact<{
  userName: Scalars['String']['input'];
}>;


export type MemberPageQuery = { __typename?: 'Query', memberPage: { __typename?: 'MemberPage', relation: MemberRelation, memberSince: string, completedLogCount: number, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, recentLogs: Array<{ __typename?: 'WorkoutLog', workoutLogId: string, workoutLogTitle: string, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number } }>, records: Array<{ __typename?: 'MemberRecord', exerciseCode: string, exerciseName: string, recordType: PersonalRecordType, value: number, achievedAt: string }>, workouts: Array<{ __typename?: 'MemberWorkout', workoutId: string, workoutTitle: string, exerciseCount: number, estimatedDuration: number }> } };

export type InboxItem_ActivityFragment = { __typename?: 'Activity', activityId: string, kind: ActivityKind, createdAt: string, seenAt: string | null, readAt: string | null, buddyStatus: BuddyStatus, buddyshipId: string | null, feedItemId: string | null, feedItemContentType: string | null, workoutLogId: string | null, workoutLogTitle: string | null, workoutId: string | null, programId: string | null, commentBody: string | null, recordCount: number | null, trainingSessionId: string | null, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } };

export type InboxBadgeQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxBadgeQuery = { __typename?: 'Query', inboxBadge: { __typename?: 'InboxBadge', unseenCount: number, buddyRequestCount: number } };

export type InboxItemsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type InboxItemsQuery = { __typename?: 'Query', activities: { __typename?: 'QueryActivitiesConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryActivitiesConnectionEdge', node: { __typename?: 'Activity', activityId: string, kind: ActivityKind, createdAt: string, seenAt: string | null, readAt: string | null, buddyStatus: BuddyStatus, buddyshipId: string | null, feedItemId: string | null, feedItemContentType: string | null, workoutLogId: string | null, workoutLogTitle: string | null, workoutId: string | null, programId: string | null, commentBody: string | null, recordCount: number | null, trainingSessionId: string | null, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } }> } };

export type InboxLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type InboxLiveSubscription = { __typename?: 'Subscription', inboxUpdated: { __typename?: 'InboxUpdate', badge: { __typename?: 'InboxBadge', unseenCount: number, buddyRequestCount: number }, activity: { __typename?: 'Activity', activityId: string, kind: ActivityKind, createdAt: string, seenAt: string | null, readAt: string | null, buddyStatus: BuddyStatus, buddyshipId: string | null, feedItemId: string | null, feedItemContentType: string | null, workoutLogId: string | null, workoutLogTitle: string | null, workoutId: string | null, programId: string | null, commentBody: string | null, recordCount: number | null, trainingSessionId: string | null, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } | null } };

export type InboxMarkSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type InboxMarkSeenMutation = { __typename?: 'Mutation', markActivitiesSeen: { __typename?: 'InboxBadge', unseenCount: number, buddyRequestCount: number } };

export type InboxMarkAllReadMutationVariables = Exact<{ [key: string]: never; }>;


export type InboxMarkAllReadMutation = { __typename?: 'Mutation', markAllActivitiesRead: { __typename?: 'InboxBadge', unseenCount: number, buddyRequestCount: number } };

export type InboxMarkReadMutationVariables = Exact<{
  activityId: Scalars['ID']['input'];
}>;


export type InboxMarkReadMutation = { __typename?: 'Mutation', markActivityRead: { __typename?: 'Activity', activityId: string, kind: ActivityKind, createdAt: string, seenAt: string | null, readAt: string | null, buddyStatus: BuddyStatus, buddyshipId: string | null, feedItemId: string | null, feedItemContentType: string | null, workoutLogId: string | null, workoutLogTitle: string | null, workoutId: string | null, programId: string | null, commentBody: string | null, recordCount: number | null, trainingSessionId: string | null, actor: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } };

export type InboxWebPushKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxWebPushKeyQuery = { __typename?: 'Query', webPushKey: { __typename?: 'WebPushKey', publicKey: string } };

export type InboxSavePushSubscriptionMutationVariables = Exact<{
  subscription: PushSubscriptionInput;
}>;


export type InboxSavePushSubscriptionMutation = { __typename?: 'Mutation', savePushSubscription: { __typename?: 'PushSubscription', pushSubscriptionId: string } };

export type InboxDeletePushSubscriptionMutationVariables = Exact<{
  endpoint: Scalars['String']['input'];
}>;


export type InboxDeletePushSubscriptionMutation = { __typename?: 'Mutation', deletePushSubscription: boolean };

export type LogSummaryFirstTimesQueryVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
}>;


export type LogSummaryFirstTimesQuery = { __typename?: 'Query', workoutLog: { __typename?: 'WorkoutLog', workoutLogId: string, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, firstTime: boolean }> } };

export type LiveLog_SetFragment = { __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> };

export type LiveLog_ExerciseFragment = { __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, previousSets: Array<{ __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> };

export type LiveLog_FiguresFragment = { __typename?: 'WorkoutLog', workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> };

export type LiveLog_LogFragment = { __typename?: 'WorkoutLog', viewerCanEdit: boolean, workoutId: string | null, programDayId: string | null, workoutLogTitle: string, visibility: Visibility, startedAt: string, notes: string | null, perceivedEffort: number | null, workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, previousSets: Array<{ __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }>, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> };

export type ActiveLiveLogQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveLiveLogQuery = { __typename?: 'Query', activeWorkoutLog: { __typename?: 'WorkoutLog', viewerCanEdit: boolean, workoutId: string | null, programDayId: string | null, workoutLogTitle: string, visibility: Visibility, startedAt: string, notes: string | null, perceivedEffort: number | null, workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, previousSets: Array<{ __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }>, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> } | null };

export type FinishedLiveLogQueryVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
}>;


export type FinishedLiveLogQuery = { __typename?: 'Query', workoutLog: { __typename?: 'WorkoutLog', viewerCanEdit: boolean, workoutId: string | null, programDayId: string | null, workoutLogTitle: string, visibility: Visibility, startedAt: string, notes: string | null, perceivedEffort: number | null, workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, previousSets: Array<{ __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }>, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> } };

export type LiveLogWorkoutQueryVariables = Exact<{
  workoutId: Scalars['ID']['input'];
}>;


export type LiveLogWorkoutQuery = { __typename?: 'Query', workout: { __typename?: 'Workout', workoutId: string, workoutTitle: string, viewerCanEdit: boolean } };

export type StartLiveLogMutationVariables = Exact<{
  workoutId?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<StartWorkoutLogInput>;
}>;


export type StartLiveLogMutation = { __typename?: 'Mutation', startWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationStartWorkoutLogSuccess', data: { __typename?: 'WorkoutLog', viewerCanEdit: boolean, workoutId: string | null, programDayId: string | null, workoutLogTitle: string, visibility: Visibility, startedAt: string, notes: string | null, perceivedEffort: number | null, workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, previousSets: Array<{ __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }>, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> } }
   };

export type SaveLiveLogMutationVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
  action?: InputMaybe<WorkoutLogAction>;
  at?: InputMaybe<Scalars['DateTime']['input']>;
  input?: InputMaybe<WorkoutLogChange>;
}>;


export type SaveLiveLogMutation = { __typename?: 'Mutation', changeWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationChangeWorkoutLogSuccess', data: { __typename?: 'WorkoutLog', viewerCanEdit: boolean, workoutId: string | null, programDayId: string | null, workoutLogTitle: string, visibility: Visibility, startedAt: string, notes: string | null, perceivedEffort: number | null, workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, restSeconds: number | null, notes: string | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, targets: Array<{ __typename?: 'LoggedTarget', measurementCode: string, value: number, valueMax: number | null }>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, previousSets: Array<{ __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }>, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> } }
   };

export type SaveLiveLogSetsMutationVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
  input: WorkoutLogChange;
  setIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SaveLiveLogSetsMutation = { __typename?: 'Mutation', changeWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationChangeWorkoutLogSuccess', data: { __typename?: 'WorkoutLog', workoutLogId: string, status: WorkoutLogStatus, activeSeconds: number, pausedAt: string | null, endedAt: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, personalRecords: Array<PersonalRecordType> }>, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> } }
   };

export type DiscardLiveLogMutationVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
}>;


export type DiscardLiveLogMutation = { __typename?: 'Mutation', deleteWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteWorkoutLogSuccess' }
   };

export type MigrateLiveLogMutationVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
  mode: WorkoutMigrationMode;
}>;


export type MigrateLiveLogMutation = { __typename?: 'Mutation', migrateWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationMigrateWorkoutLogSuccess', data: { __typename?: 'MigratedWorkout', workoutId: string, workoutTitle: string } }
   };

export type LiveLogReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveLogReferenceQuery = { __typename?: 'Query', exerciseTypes: Array<{ __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string, exerciseTypeExerciseMeasurements: Array<string> }>, measurements: Array<{ __typename?: 'Measurement', measurementCode: string, measurementName: string, unit: string }> };

export type LogHistoryExerciseSearchQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type LogHistoryExerciseSearchQuery = { __typename?: 'Query', exercises: { __typename?: 'QueryExercisesConnection', edges: Array<{ __typename?: 'QueryExercisesConnectionEdge', node: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string } }> } };

export type LogbookEntry_LogFragment = { __typename?: 'WorkoutLog', workoutLogId: string, workoutLogTitle: string, status: WorkoutLogStatus, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number } };

export type LogbookListQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type LogbookListQuery = { __typename?: 'Query', workoutLogs: { __typename?: 'QueryWorkoutLogsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryWorkoutLogsConnectionEdge', node: { __typename?: 'WorkoutLog', workoutLogId: string, workoutLogTitle: string, status: WorkoutLogStatus, startedAt: string, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number } } }> } };

export type ThisWeek_WeekFragment = { __typename?: 'WeeklyMuscleSets', weekStart: string, weekEnd: string, muscleSets: Array<{ __typename?: 'MuscleSets', muscleCode: string, sets: number }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> };

export type LogbookWeekQueryVariables = Exact<{
  week?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type LogbookWeekQuery = { __typename?: 'Query', weeklyMuscleSets: { __typename?: 'WeeklyMuscleSets', weekStart: string, weekEnd: string, muscleSets: Array<{ __typename?: 'MuscleSets', muscleCode: string, sets: number }>, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }> }, muscles: Array<{ __typename?: 'Muscle', muscleCode: string, friendlyName: string, muscleName: string }> };

export type LogSetRow_SetFragment = { __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> };

export type LogExercise_ExerciseFragment = { __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, firstTime: boolean, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> };

export type LogPage_LogFragment = { __typename?: 'WorkoutLog', workoutLogId: string, viewerCanEdit: boolean, workoutLogTitle: string, status: WorkoutLogStatus, visibility: Visibility, startedAt: string, endedAt: string | null, activeSeconds: number, notes: string | null, perceivedEffort: number | null, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, firstTime: boolean, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }> };

export type LogbookLogQueryVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
}>;


export type LogbookLogQuery = { __typename?: 'Query', workoutLog: { __typename?: 'WorkoutLog', workoutLogId: string, viewerCanEdit: boolean, workoutLogTitle: string, status: WorkoutLogStatus, visibility: Visibility, startedAt: string, endedAt: string | null, activeSeconds: number, notes: string | null, perceivedEffort: number | null, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, firstTime: boolean, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }> } };

export type LogbookChangeLogMutationVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
  input: WorkoutLogChange;
}>;


export type LogbookChangeLogMutation = { __typename?: 'Mutation', changeWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationChangeWorkoutLogSuccess', data: { __typename?: 'WorkoutLog', workoutLogId: string, viewerCanEdit: boolean, workoutLogTitle: string, status: WorkoutLogStatus, visibility: Visibility, startedAt: string, endedAt: string | null, activeSeconds: number, notes: string | null, perceivedEffort: number | null, logSummary: { __typename?: 'WorkoutLogSummary', exerciseCount: number, setCount: number, totalVolume: number, activeSeconds: number, personalRecordCount: number }, muscleUsage: Array<{ __typename?: 'MuscleShare', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, logExercises: Array<{ __typename?: 'WorkoutLogExercise', workoutLogExerciseId: string, exerciseCode: string, exerciseName: string, exerciseTypeCode: string, firstTime: boolean, notes: string | null, sets: Array<{ __typename?: 'WorkoutLogSet', workoutLogSetId: string, setType: SetType, rpe: number | null, completedAt: string | null, personalRecords: Array<PersonalRecordType>, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }> }> } }
   };

export type LogbookDeleteLogMutationVariables = Exact<{
  workoutLogId: Scalars['ID']['input'];
}>;


export type LogbookDeleteLogMutation = { __typename?: 'Mutation', deleteWorkoutLog:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteWorkoutLogSuccess' }
   };

export type LogbookReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type LogbookReferenceQuery = { __typename?: 'Query', exerciseTypes: Array<{ __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeExerciseMeasurements: Array<string> }>, measurements: Array<{ __typename?: 'Measurement', measurementCode: string, measurementName: string, unit: string }> };

export type HistoryEntry_EntryFragment = { __typename?: 'ExerciseHistoryEntry', workoutLogExerciseId: string, workoutLogId: string, workoutLogTitle: string, startedAt: string, completedSetCount: number, volume: number, totalReps: number, bestWeight: number | null, bestEstimated1rm: number | null, bestSet: { __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null };

export type LogbookExerciseHistoryQueryVariables = Exact<{
  exerciseCode: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LogbookExerciseHistoryQuery = { __typename?: 'Query', exerciseHistory: { __typename?: 'ExerciseHistory', totalCount: number, exercise: { __typename?: 'ExerciseHistoryExercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string }, records: Array<{ __typename?: 'PersonalRecord', recordType: PersonalRecordType, weight: number | null, value: number, achievedAt: string, workoutLogId: string | null }>, entries: { __typename?: 'ExerciseHistoryConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'ExerciseHistoryEdge', node: { __typename?: 'ExerciseHistoryEntry', workoutLogExerciseId: string, workoutLogId: string, workoutLogTitle: string, startedAt: string, completedSetCount: number, volume: number, totalReps: number, bestWeight: number | null, bestEstimated1rm: number | null, bestSet: { __typename?: 'PreviousSet', setType: SetType, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null } }> } } };

export type LogbookStartWorkoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type LogbookStartWorkoutsQuery = { __typename?: 'Query', workouts: { __typename?: 'QueryWorkoutsConnection', totalCount: number, edges: Array<{ __typename?: 'QueryWorkoutsConnectionEdge', node: { __typename?: 'Workout', workoutId: string, workoutTitle: string, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number } } }> } };

export type OnboardingEquipmentQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingEquipmentQuery = { __typename?: 'Query', myEquipment: Array<string>, equipment: Array<{ __typename?: 'Equipment', equipmentCode: string, equipmentName: string }> };

export type OnboardingSaveEquipmentMutationVariables = Exact<{
  equipmentCodes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type OnboardingSaveEquipmentMutation = { __typename?: 'Mutation', updateMyEquipment:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateMyEquipmentSuccess', data: Array<string> }
   };

export type ProfileCreatorQueryVariables = Exact<{
  creatorProfileId: Scalars['String']['input'];
}>;


export type ProfileCreatorQuery = { __typename?: 'Query', creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null, platform: { __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string } } }> } };

export type UpdateProfileCreatorMutationVariables = Exact<{
  creatorProfileId: Scalars['String']['input'];
  input: UpdateCreatorProfileInput;
}>;


export type UpdateProfileCreatorMutation = { __typename?: 'Mutation', updateCreatorProfile:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateCreatorProfileSuccess', data: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null, platform: { __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string } } }> } }
   };

export type ProfileCreatorFragment = { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, bio: string | null, isVerified: boolean, isPinned: boolean, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null } | null, socialLinks: Array<{ __typename?: 'CreatorSocialLink', socialMediaPlatformCode: string, username: string, profileUrl: string | null, platform: { __typename?: 'SocialMediaPlatform', socialMediaPlatformCode: string, socialMediaPlatformName: string, socialMediaPlatformStyle: { __typename?: 'SocialMediaPlatformStyle', hoverColor: string, hoverBackground: string } } }> };

export type ProgramCardFragment = { __typename?: 'Program', programId: string, programTitle: string, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, viewerRating: number | null, programBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, programSummary: { __typename?: 'ProgramSummary', weekCount: number, workoutDayCount: number, estimatedWeeklyDuration: number }, programAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number } };

export type ProgramEnrollmentFieldsFragment = { __typename?: 'ProgramEnrollment', programId: string, programTitle: string, startedAt: string, currentDayNumber: number, currentWeekNumber: number, currentDayOfWeek: number, finished: boolean, todayProgramDayId: string | null, todayDayType: ProgramDayType | null, todayWorkoutId: string | null };

export type ProgramListQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProgramFilter>;
  orderBy?: InputMaybe<ProgramOrder>;
}>;


export type ProgramListQuery = { __typename?: 'Query', programs: { __typename?: 'QueryProgramsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryProgramsConnectionEdge', node: { __typename?: 'Program', programId: string, programTitle: string, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, viewerRating: number | null, programBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, programSummary: { __typename?: 'ProgramSummary', weekCount: number, workoutDayCount: number, estimatedWeeklyDuration: number }, programAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number } } }> } };

export type MyProgramEnrollmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProgramEnrollmentsQuery = { __typename?: 'Query', myProgramEnrollments: Array<{ __typename?: 'ProgramEnrollment', programId: string, programTitle: string, startedAt: string, currentDayNumber: number, currentWeekNumber: number, currentDayOfWeek: number, finished: boolean, todayProgramDayId: string | null, todayDayType: ProgramDayType | null, todayWorkoutId: string | null }> };

export type ProgramPageQueryVariables = Exact<{
  programId: Scalars['ID']['input'];
}>;


export type ProgramPageQuery = { __typename?: 'Query', program: { __typename?: 'Program', programDescription: string | null, programId: string, programTitle: string, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, viewerRating: number | null, programBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, programDays: Array<{ __typename?: 'ProgramDay', programDayId: string, weekNumber: number, dayNumber: number, dayType: ProgramDayType, title: string | null, notes: string | null, workoutId: string | null, workout: { __typename?: 'Workout', workoutId: string, workoutTitle: string, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number } } | null }>, programSummary: { __typename?: 'ProgramSummary', weekCount: number, workoutDayCount: number, estimatedWeeklyDuration: number }, programAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number } } };

export type ProgramWorkoutChoicesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgramWorkoutChoicesQuery = { __typename?: 'Query', mine: { __typename?: 'QueryWorkoutsConnection', edges: Array<{ __typename?: 'QueryWorkoutsConnectionEdge', node: { __typename?: 'Workout', workoutId: string, workoutTitle: string, publishedStatusCode: string, visibility: Visibility } }> }, published: { __typename?: 'QueryWorkoutsConnection', edges: Array<{ __typename?: 'QueryWorkoutsConnectionEdge', node: { __typename?: 'Workout', workoutId: string, workoutTitle: string, publishedStatusCode: string, visibility: Visibility } }> } };

export type CreateProgramMutationVariables = Exact<{
  input: CreateProgramInput;
}>;


export type CreateProgramMutation = { __typename?: 'Mutation', createProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateProgramSuccess', data: { __typename?: 'Program', programId: string } }
   };

export type UpdateProgramMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
  input: UpdateProgramInput;
}>;


export type UpdateProgramMutation = { __typename?: 'Mutation', updateProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateProgramSuccess', data: { __typename?: 'Program', programId: string } }
   };

export type DeleteProgramMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
}>;


export type DeleteProgramMutation = { __typename?: 'Mutation', deleteProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteProgramSuccess' }
   };

export type DuplicateProgramMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
}>;


export type DuplicateProgramMutation = { __typename?: 'Mutation', duplicateProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDuplicateProgramSuccess', data: { __typename?: 'Program', programId: string } }
   };

export type RateProgramMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
}>;


export type RateProgramMutation = { __typename?: 'Mutation', rateProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationRateProgramSuccess', data: { __typename?: 'RatingResult', rating: number, ratingCount: number, ratingAverage: number | null } }
   };

export type RecordProgramViewMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
}>;


export type RecordProgramViewMutation = { __typename?: 'Mutation', recordProgramView:
    | { __typename: 'AppError' }
    | { __typename: 'MutationRecordProgramViewSuccess' }
   };

export type RecordProgramShareMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
  channel: ShareChannel;
}>;


export type RecordProgramShareMutation = { __typename?: 'Mutation', recordProgramShare:
    | { __typename: 'AppError' }
    | { __typename: 'MutationRecordProgramShareSuccess' }
   };

export type EnrollInProgramMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
  startDayNumber?: InputMaybe<Scalars['Int']['input']>;
}>;


export type EnrollInProgramMutation = { __typename?: 'Mutation', enrollInProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationEnrollInProgramSuccess', data: { __typename?: 'ProgramEnrollment', programId: string, programTitle: string, startedAt: string, currentDayNumber: number, currentWeekNumber: number, currentDayOfWeek: number, finished: boolean, todayProgramDayId: string | null, todayDayType: ProgramDayType | null, todayWorkoutId: string | null } }
   };

export type LeaveProgramMutationVariables = Exact<{
  programId: Scalars['ID']['input'];
}>;


export type LeaveProgramMutation = { __typename?: 'Mutation', leaveProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationLeaveProgramSuccess' }
   };

export type ImportProgramMutationVariables = Exact<{
  document: Scalars['JSON']['input'];
}>;


export type ImportProgramMutation = { __typename?: 'Mutation', importProgram:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationImportProgramSuccess', data: { __typename?: 'Program', programId: string } }
   };

export type ProgramBackgroundsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramBackgroundsQuery = { __typename?: 'Query', workoutCardBackgrounds: Array<{ __typename?: 'WorkoutCardBackground', workoutCardBackgroundId: string, name: string, mediaAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, thumbnailUrl: string | null } }> };

export type TogetherSet_SetFragment = { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> };

export type TogetherSession_SessionFragment = { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> };

export type MyTrainingSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTrainingSessionsQuery = { __typename?: 'Query', myTrainingSessions: { __typename?: 'MyTrainingSessions', current: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> } | null, invitations: Array<{ __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> }> } };

export type TrainingSessionPageQueryVariables = Exact<{
  trainingSessionId: Scalars['ID']['input'];
}>;


export type TrainingSessionPageQuery = { __typename?: 'Query', trainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'QueryTrainingSessionSuccess', data: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> } }
   };

export type TogetherBuddiesQueryVariables = Exact<{ [key: string]: never; }>;


export type TogetherBuddiesQuery = { __typename?: 'Query', buddies: { __typename?: 'BuddyList', buddies: Array<{ __typename?: 'BuddyEntry', member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } }> } };

export type StartTrainingSessionMutationVariables = Exact<{
  workoutLogId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type StartTrainingSessionMutation = { __typename?: 'Mutation', startTrainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'MutationStartTrainingSessionSuccess', data: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> } }
   };

export type InviteToTrainingSessionMutationVariables = Exact<{
  trainingSessionId: Scalars['ID']['input'];
  userNames: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type InviteToTrainingSessionMutation = { __typename?: 'Mutation', inviteToTrainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'MutationInviteToTrainingSessionSuccess', data: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> } }
   };

export type JoinTrainingSessionMutationVariables = Exact<{
  trainingSessionId?: InputMaybe<Scalars['ID']['input']>;
  joinCode?: InputMaybe<Scalars['String']['input']>;
  workoutLogId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type JoinTrainingSessionMutation = { __typename?: 'Mutation', joinTrainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'MutationJoinTrainingSessionSuccess', data: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> } }
   };

export type DeclineTrainingSessionMutationVariables = Exact<{
  trainingSessionId: Scalars['ID']['input'];
}>;


export type DeclineTrainingSessionMutation = { __typename?: 'Mutation', declineTrainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'MutationDeclineTrainingSessionSuccess', data: boolean }
   };

export type LeaveTrainingSessionMutationVariables = Exact<{
  trainingSessionId: Scalars['ID']['input'];
}>;


export type LeaveTrainingSessionMutation = { __typename?: 'Mutation', leaveTrainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'MutationLeaveTrainingSessionSuccess', data: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> } }
   };

export type ReactInTrainingSessionMutationVariables = Exact<{
  trainingSessionId: Scalars['ID']['input'];
  kind: TrainingSessionReactionKind;
  workoutLogSetId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ReactInTrainingSessionMutation = { __typename?: 'Mutation', reactInTrainingSession:
    | { __typename?: 'AppError', code: ErrorCode, message: string }
    | { __typename?: 'MutationReactInTrainingSessionSuccess', data: { __typename?: 'TrainingSessionReaction', trainingSessionReactionId: string, kind: TrainingSessionReactionKind } }
   };

export type TrainingSessionLiveSubscriptionVariables = Exact<{
  trainingSessionId: Scalars['ID']['input'];
}>;


export type TrainingSessionLiveSubscription = { __typename?: 'Subscription', trainingSessionUpdated: { __typename?: 'TrainingSessionUpdate', kind: TrainingSessionEventKind, userId: string | null, session: { __typename?: 'TrainingSession', trainingSessionId: string, status: TrainingSessionStatus, startedAt: string, viewerStatus: TrainingSessionMemberStatus, joinCode: string | null, host: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, members: Array<{ __typename?: 'TrainingSessionMember', status: TrainingSessionMemberStatus, isHost: boolean, isViewer: boolean, sharesLog: boolean, member: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null }, log: { __typename?: 'TrainingSessionLog', workoutLogId: string, title: string, status: string, setCount: number, personalRecordCount: number, currentExercise: { __typename?: 'TrainingSessionExercise', exerciseName: string, completedSets: number, totalSets: number } | null } | null, lastSet: { __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> } | null }> }, sets: Array<{ __typename?: 'TrainingSessionSet', workoutLogSetId: string, exerciseCode: string, exerciseName: string, setType: string, completedAt: string | null, records: Array<string>, bestBefore: number | null, restEndsAt: string | null, values: Array<{ __typename?: 'LoggedValue', measurementCode: string, value: number }> }>, reaction: { __typename?: 'TrainingSessionReaction', trainingSessionReactionId: string, kind: TrainingSessionReactionKind, workoutLogSetId: string | null, from: { __typename?: 'Member', userId: string, userName: string, displayName: string | null, profilePhotoUrl: string | null } } | null } };

export type WorkoutBuilderQueryVariables = Exact<{
  workoutId: Scalars['ID']['input'];
}>;


export type WorkoutBuilderQuery = { __typename?: 'Query', workout: { __typename?: 'Workout', workoutId: string, workoutTitle: string, workoutDescription: string | null, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, lastUpdated: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string } | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string, fileUrl: string, thumbHash: string | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutExercises: Array<{ __typename?: 'WorkoutExercise', workoutExerciseId: string, exerciseCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }> }, sets: Array<{ __typename?: 'WorkoutSet', workoutSetId: string, setType: SetType, restSeconds: number | null, tempo: string | null, targetRpe: number | null, notes: string | null, targets: Array<{ __typename?: 'WorkoutSetTarget', measurementCode: string, value: number, valueMax: number | null }> }> }> } };

export type WorkoutBuilder_WorkoutFragment = { __typename?: 'Workout', workoutId: string, workoutTitle: string, workoutDescription: string | null, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, lastUpdated: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string } | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string, fileUrl: string, thumbHash: string | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutExercises: Array<{ __typename?: 'WorkoutExercise', workoutExerciseId: string, exerciseCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }> }, sets: Array<{ __typename?: 'WorkoutSet', workoutSetId: string, setType: SetType, restSeconds: number | null, tempo: string | null, targetRpe: number | null, notes: string | null, targets: Array<{ __typename?: 'WorkoutSetTarget', measurementCode: string, value: number, valueMax: number | null }> }> }> };

export type BackgroundChooser_OptionFragment = { __typename?: 'WorkoutCardBackground', workoutCardBackgroundId: string, name: string, mediaAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, thumbnailUrl: string | null } };

export type BackgroundChooser_ImageFragment = { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string, fileUrl: string, thumbHash: string | null };

export type ExercisePicker_ExerciseFragment = { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }> };

export type BuilderReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderReferenceQuery = { __typename?: 'Query', exerciseTypes: Array<{ __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeName: string, exerciseTypeExerciseMeasurements: Array<string> }>, measurements: Array<{ __typename?: 'Measurement', measurementCode: string, measurementName: string, unit: string }>, publishedStatuses: Array<{ __typename?: 'PublishedStatus', publishedStatusCode: string, publishedStatusName: string, sortOrder: number }>, workoutCardBackgrounds: Array<{ __typename?: 'WorkoutCardBackground', workoutCardBackgroundId: string, name: string, mediaAsset: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, thumbnailUrl: string | null } }> };

export type ExercisePickerQueryVariables = Exact<{
  filter?: InputMaybe<ExerciseFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExercisePickerQuery = { __typename?: 'Query', exercises: { __typename?: 'QueryExercisesConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryExercisesConnectionEdge', node: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }> } }> } };

export type PublishCreatorProfilesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublishCreatorProfilesQuery = { __typename?: 'Query', creatorProfiles: { __typename?: 'QueryCreatorProfilesConnection', edges: Array<{ __typename?: 'QueryCreatorProfilesConnectionEdge', node: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string } }> } };

export type CreateBuilderWorkoutMutationVariables = Exact<{
  input: CreateWorkoutInput;
}>;


export type CreateBuilderWorkoutMutation = { __typename?: 'Mutation', createWorkout:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateWorkoutSuccess', data: { __typename?: 'Workout', workoutId: string, workoutTitle: string, workoutDescription: string | null, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, lastUpdated: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string } | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string, fileUrl: string, thumbHash: string | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutExercises: Array<{ __typename?: 'WorkoutExercise', workoutExerciseId: string, exerciseCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }> }, sets: Array<{ __typename?: 'WorkoutSet', workoutSetId: string, setType: SetType, restSeconds: number | null, tempo: string | null, targetRpe: number | null, notes: string | null, targets: Array<{ __typename?: 'WorkoutSetTarget', measurementCode: string, value: number, valueMax: number | null }> }> }> } }
   };

export type UpdateBuilderWorkoutMutationVariables = Exact<{
  workoutId: Scalars['ID']['input'];
  input: UpdateWorkoutInput;
}>;


export type UpdateBuilderWorkoutMutation = { __typename?: 'Mutation', updateWorkout:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationUpdateWorkoutSuccess', data: { __typename?: 'Workout', workoutId: string, workoutTitle: string, workoutDescription: string | null, publishedStatusCode: string, visibility: Visibility, viewerCanEdit: boolean, lastUpdated: string, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string } | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileName: string, fileUrl: string, thumbHash: string | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutExercises: Array<{ __typename?: 'WorkoutExercise', workoutExerciseId: string, exerciseCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string, muscleUsage: Array<{ __typename?: 'MuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }> }, sets: Array<{ __typename?: 'WorkoutSet', workoutSetId: string, setType: SetType, restSeconds: number | null, tempo: string | null, targetRpe: number | null, notes: string | null, targets: Array<{ __typename?: 'WorkoutSetTarget', measurementCode: string, value: number, valueMax: number | null }> }> }> } }
   };

export type ImportReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportReferenceQuery = { __typename?: 'Query', exerciseTypes: Array<{ __typename?: 'ExerciseType', exerciseTypeCode: string, exerciseTypeExerciseMeasurements: Array<string> }> };

export type ImportExerciseSearchQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ImportExerciseSearchQuery = { __typename?: 'Query', exercises: { __typename?: 'QueryExercisesConnection', edges: Array<{ __typename?: 'QueryExercisesConnectionEdge', node: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string } }> } };

export type CreateImportedWorkoutMutationVariables = Exact<{
  input: CreateWorkoutInput;
}>;


export type CreateImportedWorkoutMutation = { __typename?: 'Mutation', createWorkout:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationCreateWorkoutSuccess', data: { __typename?: 'Workout', workoutId: string } }
   };

export type WorkoutCardFragment = { __typename?: 'Workout', workoutId: string, workoutTitle: string, publishedStatusCode: string, visibility: Visibility, lastUpdated: string, viewerCanEdit: boolean, viewerRating: number | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number }, muscleGroups: Array<{ __typename?: 'MuscleGroupUsage', muscleGroupCode: string, muscleGroupName: string, targetPercentage: number }> };

export type WorkoutListQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkoutFilter>;
  orderBy?: InputMaybe<WorkoutOrder>;
}>;


export type WorkoutListQuery = { __typename?: 'Query', workouts: { __typename?: 'QueryWorkoutsConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'QueryWorkoutsConnectionEdge', node: { __typename?: 'Workout', workoutId: string, workoutTitle: string, publishedStatusCode: string, visibility: Visibility, lastUpdated: string, viewerCanEdit: boolean, viewerRating: number | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number }, muscleGroups: Array<{ __typename?: 'MuscleGroupUsage', muscleGroupCode: string, muscleGroupName: string, targetPercentage: number }> } }> } };

export type WorkoutPageQueryVariables = Exact<{
  workoutId: Scalars['ID']['input'];
}>;


export type WorkoutPageQuery = { __typename?: 'Query', workout: { __typename?: 'Workout', workoutDescription: string | null, workoutId: string, workoutTitle: string, publishedStatusCode: string, visibility: Visibility, lastUpdated: string, viewerCanEdit: boolean, viewerRating: number | null, muscleUsage: Array<{ __typename?: 'WorkoutMuscleUsage', muscleCode: string, targetPercentage: number, isPrimary: boolean }>, workoutExercises: Array<{ __typename?: 'WorkoutExercise', workoutExerciseId: string, exerciseCode: string, supersetGroup: number | null, restSeconds: number | null, notes: string | null, exercise: { __typename?: 'Exercise', exerciseCode: string, exerciseName: string, exerciseTypeCode: string }, sets: Array<{ __typename?: 'WorkoutSet', workoutSetId: string, setType: SetType, restSeconds: number | null, tempo: string | null, targetRpe: number | null, notes: string | null, targets: Array<{ __typename?: 'WorkoutSetTarget', measurementCode: string, value: number, valueMax: number | null, measurement: { __typename?: 'Measurement', measurementCode: string, measurementName: string, unit: string } }> }> }>, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number }, muscleGroups: Array<{ __typename?: 'MuscleGroupUsage', muscleGroupCode: string, muscleGroupName: string, targetPercentage: number }> } };

export type DuplicateWorkoutMutationVariables = Exact<{
  workoutId: Scalars['ID']['input'];
}>;


export type DuplicateWorkoutMutation = { __typename?: 'Mutation', duplicateWorkout:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDuplicateWorkoutSuccess', data: { __typename?: 'Workout', workoutId: string, workoutTitle: string, publishedStatusCode: string, visibility: Visibility, lastUpdated: string, viewerCanEdit: boolean, viewerRating: number | null, workoutBackgroundImage: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null } | null, creatorProfile: { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null } | null, workoutSummary: { __typename?: 'WorkoutSummary', exerciseCount: number, estimatedDuration: number, totalVolume: number }, workoutAnalytics: { __typename?: 'ContentAnalytics', ratingCount: number, ratingAverage: number | null, totalViews: number, shareCount: number, duplicateCount: number }, muscleGroups: Array<{ __typename?: 'MuscleGroupUsage', muscleGroupCode: string, muscleGroupName: string, targetPercentage: number }> } }
   };

export type DeleteWorkoutMutationVariables = Exact<{
  workoutId: Scalars['ID']['input'];
}>;


export type DeleteWorkoutMutation = { __typename?: 'Mutation', deleteWorkout:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationDeleteWorkoutSuccess' }
   };

export type RateWorkoutMutationVariables = Exact<{
  workoutId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
}>;


export type RateWorkoutMutation = { __typename?: 'Mutation', rateWorkout:
    | { __typename: 'AppError', code: ErrorCode, message: string, details: Array<{ __typename?: 'FieldError', field: string, message: string }> }
    | { __typename: 'MutationRateWorkoutSuccess', data: { __typename?: 'RatingResult', rating: number, ratingCount: number, ratingAverage: number | null } }
   };

export type RecordWorkoutViewMutationVariables = Exact<{
  workoutId: Scalars['ID']['input'];
}>;


export type RecordWorkoutViewMutation = { __typename?: 'Mutation', recordWorkoutView:
    | { __typename: 'AppError' }
    | { __typename: 'MutationRecordWorkoutViewSuccess' }
   };

export type RecordWorkoutShareMutationVariables = Exact<{
  workoutId: Scalars['ID']['input'];
  channel: ShareChannel;
}>;


export type RecordWorkoutShareMutation = { __typename?: 'Mutation', recordWorkoutShare:
    | { __typename: 'AppError' }
    | { __typename: 'MutationRecordWorkoutShareSuccess' }
   };

export type CardBackground_ImageFragment = { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string, thumbHash: string | null, srcSet: string | null };

export type ContentCreatorFragment = { __typename?: 'CreatorProfile', creatorProfileId: string, fullName: string, displayName: string | null, userName: string, profilePhoto: { __typename?: 'MediaAsset', mediaAssetId: string, fileUrl: string } | null };

export type RatingResultFieldsFragment = { __typename?: 'RatingResult', rating: number, ratingCount: number, ratingAverage: number | null };

export const AppErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AppErrorFieldsFragment, unknown>;
export const AdminMediaAssetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminMediaAssetFragment, unknown>;
export const AdminCreatorProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminCreatorProfileFragment, unknown>;
export const AdminEquipmentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentEquipmentGroups"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminEquipmentItemFragment, unknown>;
export const AdminEquipmentGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isFilter"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminEquipmentGroupFragment, unknown>;
export const AdminExerciseRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminExerciseRowFragment, unknown>;
export const AdminCreatorNameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]} as unknown as DocumentNode<AdminCreatorNameFragment, unknown>;
export const AdminExerciseDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedCodes"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"contributionRole"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]} as unknown as DocumentNode<AdminExerciseDetailFragment, unknown>;
export const AdminLocaleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLocale"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"localeName"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"localeIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminLocaleFragment, unknown>;
export const AdminMuscleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Muscle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminMuscleFragment, unknown>;
export const AdminMuscleGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscleGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MuscleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupMuscles"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminMuscleGroupFragment, unknown>;
export const AdminPublishedStatusFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPublishedStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AdminPublishedStatusFragment, unknown>;
export const AdminPageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<AdminPageInfoFragment, unknown>;
export const AdminSocialMediaPlatformFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSocialMediaPlatform"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialMediaPlatform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformUrlFormat"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePattern"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdminSocialMediaPlatformFragment, unknown>;
export const AdminUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<AdminUserFragment, unknown>;
export const DashboardContentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"periodViews"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]} as unknown as DocumentNode<DashboardContentItemFragment, unknown>;
export const CreatorCreditFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreatorCredit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<CreatorCreditFragment, unknown>;
export const ExerciseCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExerciseCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"localizedName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}}]},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}}]}}]} as unknown as DocumentNode<ExerciseCardFragment, unknown>;
export const MemberLink_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<MemberLink_MemberFragment, unknown>;
export const BuddyEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuddyEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuddyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<BuddyEntry_EntryFragment, unknown>;
export const BlockedEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockedEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlockedMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<BlockedEntry_EntryFragment, unknown>;
export const Buddyship_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Buddyship_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Buddyship"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<Buddyship_ResultFragment, unknown>;
export const PropsButton_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropsButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"propCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerGaveProps"}}]}}]} as unknown as DocumentNode<PropsButton_ItemFragment, unknown>;
export const RecordBadges_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordBadges_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<RecordBadges_RecordFragment, unknown>;
export const FeedLog_LogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedWorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordBadges_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordBadges_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<FeedLog_LogFragment, unknown>;
export const FeedSession_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedTrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<FeedSession_SessionFragment, unknown>;
export const FeedCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropsButton_item"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedLog_log"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainingSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedSession_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordBadges_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropsButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"propCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerGaveProps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedWorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordBadges_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedTrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}}]}}]}}]} as unknown as DocumentNode<FeedCard_ItemFragment, unknown>;
export const FeedComment_CommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedComment_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<FeedComment_CommentFragment, unknown>;
export const InboxItem_ActivityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxItem_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buddyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemContentType"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<InboxItem_ActivityFragment, unknown>;
export const LiveLog_FiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<LiveLog_FiguresFragment, unknown>;
export const LiveLog_SetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}}]} as unknown as DocumentNode<LiveLog_SetFragment, unknown>;
export const LiveLog_ExerciseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}}]} as unknown as DocumentNode<LiveLog_ExerciseFragment, unknown>;
export const LiveLog_LogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_figures"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programDayId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_exercise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<LiveLog_LogFragment, unknown>;
export const LogbookEntry_LogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogbookEntry_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}}]}}]} as unknown as DocumentNode<LogbookEntry_LogFragment, unknown>;
export const ThisWeek_WeekFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThisWeek_week"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMuscleSets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"muscleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"sets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<ThisWeek_WeekFragment, unknown>;
export const LogSetRow_SetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogSetRow_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}}]} as unknown as DocumentNode<LogSetRow_SetFragment, unknown>;
export const LogExercise_ExerciseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogExercise_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstTime"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogSetRow_set"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogSetRow_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}}]} as unknown as DocumentNode<LogExercise_ExerciseFragment, unknown>;
export const LogPage_LogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogPage_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogExercise_exercise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogSetRow_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogExercise_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstTime"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogSetRow_set"}}]}}]}}]} as unknown as DocumentNode<LogPage_LogFragment, unknown>;
export const HistoryEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"totalReps"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}},{"kind":"Field","name":{"kind":"Name","value":"bestEstimated1rm"}},{"kind":"Field","name":{"kind":"Name","value":"bestSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryEntry_EntryFragment, unknown>;
export const ProfileCreatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfileCreatorFragment, unknown>;
export const CardBackground_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}}]} as unknown as DocumentNode<CardBackground_ImageFragment, unknown>;
export const ContentCreatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ContentCreatorFragment, unknown>;
export const ProgramCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"programBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWeeklyDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ProgramCardFragment, unknown>;
export const ProgramEnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentDayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentWeekNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentDayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"todayProgramDayId"}},{"kind":"Field","name":{"kind":"Name","value":"todayDayType"}},{"kind":"Field","name":{"kind":"Name","value":"todayWorkoutId"}}]}}]} as unknown as DocumentNode<ProgramEnrollmentFieldsFragment, unknown>;
export const TogetherSet_SetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}}]} as unknown as DocumentNode<TogetherSet_SetFragment, unknown>;
export const TogetherSession_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}}]} as unknown as DocumentNode<TogetherSession_SessionFragment, unknown>;
export const BackgroundChooser_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}}]} as unknown as DocumentNode<BackgroundChooser_ImageFragment, unknown>;
export const ExercisePicker_ExerciseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExercisePicker_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<ExercisePicker_ExerciseFragment, unknown>;
export const WorkoutBuilder_WorkoutFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutBuilder_workout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDescription"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExercisePicker_exercise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tempo"}},{"kind":"Field","name":{"kind":"Name","value":"targetRpe"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExercisePicker_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<WorkoutBuilder_WorkoutFragment, unknown>;
export const BackgroundChooser_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutCardBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutCardBackgroundId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mediaAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<BackgroundChooser_OptionFragment, unknown>;
export const WorkoutCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<WorkoutCardFragment, unknown>;
export const RatingResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}}]} as unknown as DocumentNode<RatingResultFieldsFragment, unknown>;
export const SocialLinkPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialLinkPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformUrlFormat"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePattern"}}]}}]}}]} as unknown as DocumentNode<SocialLinkPlatformsQuery, SocialLinkPlatformsQueryVariables>;
export const SocialUsernameCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialUsernameCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateSocialUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"socialMediaPlatformCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]}}]} as unknown as DocumentNode<SocialUsernameCheckQuery, SocialUsernameCheckQueryVariables>;
export const AdminCreatorProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreatorProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfileFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfileOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorProfile"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]}}]} as unknown as DocumentNode<AdminCreatorProfilesQuery, AdminCreatorProfilesQueryVariables>;
export const AdminCreateCreatorProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCreatorProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCreatorProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCreatorProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateCreatorProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorProfile"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateCreatorProfileMutation, AdminCreateCreatorProfileMutationVariables>;
export const AdminUpdateCreatorProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCreatorProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCreatorProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCreatorProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateCreatorProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorProfile"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCreatorProfileMutation, AdminUpdateCreatorProfileMutationVariables>;
export const AdminDeleteCreatorProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCreatorProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCreatorProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteCreatorProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCreatorProfileMutation, AdminDeleteCreatorProfileMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"allExercises"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"published"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"PUBLISHED","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"favorites"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"FAVORITES","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"reviewed"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"REVIEWED","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"draft"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"DRAFT","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"unreviewed"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"UNREVIEWED","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"pending"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"PENDING","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"recycling"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"RECYCLING","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"trash"},"name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCodes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"TRASH","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPublishedStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPublishedStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEquipmentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentEquipmentGroups"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}}]} as unknown as DocumentNode<AdminEquipmentQuery, AdminEquipmentQueryVariables>;
export const AdminCreateEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertEquipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateEquipmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEquipmentItem"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentEquipmentGroups"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateEquipmentMutation, AdminCreateEquipmentMutationVariables>;
export const AdminUpsertEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpsertEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertEquipmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpsertEquipmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEquipmentItem"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Equipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentEquipmentGroups"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpsertEquipmentMutation, AdminUpsertEquipmentMutationVariables>;
export const AdminDeleteEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteEquipmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteEquipmentMutation, AdminDeleteEquipmentMutationVariables>;
export const AdminEquipmentGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEquipmentGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEquipmentGroup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isFilter"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}}]} as unknown as DocumentNode<AdminEquipmentGroupsQuery, AdminEquipmentGroupsQueryVariables>;
export const AdminCreateEquipmentGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateEquipmentGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentGroupCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertEquipmentGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEquipmentGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentGroupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentGroupCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateEquipmentGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEquipmentGroup"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isFilter"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateEquipmentGroupMutation, AdminCreateEquipmentGroupMutationVariables>;
export const AdminUpsertEquipmentGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpsertEquipmentGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentGroupCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertEquipmentGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertEquipmentGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentGroupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentGroupCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpsertEquipmentGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEquipmentGroup"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEquipmentGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isFilter"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpsertEquipmentGroupMutation, AdminUpsertEquipmentGroupMutationVariables>;
export const AdminDeleteEquipmentGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteEquipmentGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentGroupCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEquipmentGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentGroupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentGroupCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteEquipmentGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteEquipmentGroupMutation, AdminDeleteEquipmentGroupMutationVariables>;
export const AdminExercisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExercises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExerciseRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminExercisesQuery, AdminExercisesQueryVariables>;
export const AdminExerciseSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExerciseSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME_ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminExerciseSearchQuery, AdminExerciseSearchQueryVariables>;
export const AdminExerciseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExercise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExerciseDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedCodes"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"contributionRole"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminExerciseQuery, AdminExerciseQueryVariables>;
export const AdminCreateExerciseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateExercise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertExerciseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExercise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateExerciseSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExerciseDetail"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedCodes"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"contributionRole"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateExerciseMutation, AdminCreateExerciseMutationVariables>;
export const AdminUpsertExerciseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpsertExercise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertExerciseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertExercise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpsertExerciseSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExerciseDetail"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedCodes"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"contributionRole"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpsertExerciseMutation, AdminUpsertExerciseMutationVariables>;
export const AdminDeleteExerciseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteExercise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExercise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteExerciseSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteExerciseMutation, AdminDeleteExerciseMutationVariables>;
export const AdminMergeExercisesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMergeExercises"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeExercisesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeExercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationMergeExercisesSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminExerciseDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workouts"}},{"kind":"Field","name":{"kind":"Name","value":"logs"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}},{"kind":"Field","name":{"kind":"Name","value":"videos"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminExerciseDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergedCodes"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCodes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"contributionRole"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminMergeExercisesMutation, AdminMergeExercisesMutationVariables>;
export const AdminCreateExerciseVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateExerciseVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExerciseVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExerciseVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateExerciseVideoSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateExerciseVideoMutation, AdminCreateExerciseVideoMutationVariables>;
export const AdminDeleteExerciseVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteExerciseVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseVideoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExerciseVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"exerciseVideoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseVideoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteExerciseVideoSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteExerciseVideoMutation, AdminDeleteExerciseVideoMutationVariables>;
export const AdminUpdateExerciseVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateExerciseVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseVideoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExerciseVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExerciseVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"exerciseVideoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseVideoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateExerciseVideoSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateExerciseVideoMutation, AdminUpdateExerciseVideoMutationVariables>;
export const AdminDeleteExerciseInstructionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteExerciseInstruction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExerciseInstruction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteExerciseInstructionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteExerciseInstructionMutation, AdminDeleteExerciseInstructionMutationVariables>;
export const AdminLocalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLocales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLocale"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLocale"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"localeName"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"localeIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}}]} as unknown as DocumentNode<AdminLocalesQuery, AdminLocalesQueryVariables>;
export const AdminCreateLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateLocale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertLocaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateLocaleSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLocale"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLocale"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"localeName"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"localeIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateLocaleMutation, AdminCreateLocaleMutationVariables>;
export const AdminUpsertLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpsertLocale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertLocaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertLocale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpsertLocaleSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLocale"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLocale"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"localeName"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"localeIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpsertLocaleMutation, AdminUpsertLocaleMutationVariables>;
export const AdminMusclesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMuscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMuscle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Muscle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}}]} as unknown as DocumentNode<AdminMusclesQuery, AdminMusclesQueryVariables>;
export const AdminUpdateMuscleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMuscle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"muscleCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMuscleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMuscle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"muscleCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"muscleCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateMuscleSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMuscle"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Muscle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateMuscleMutation, AdminUpdateMuscleMutationVariables>;
export const AdminMuscleGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMuscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMuscleGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscleGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MuscleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupMuscles"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}}]} as unknown as DocumentNode<AdminMuscleGroupsQuery, AdminMuscleGroupsQueryVariables>;
export const AdminCreateMuscleGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMuscleGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"muscleGroupCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMuscleGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMuscleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"muscleGroupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"muscleGroupCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateMuscleGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMuscleGroup"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscleGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MuscleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupMuscles"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateMuscleGroupMutation, AdminCreateMuscleGroupMutationVariables>;
export const AdminUpsertMuscleGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpsertMuscleGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"muscleGroupCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMuscleGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertMuscleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"muscleGroupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"muscleGroupCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpsertMuscleGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMuscleGroup"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMuscleGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MuscleGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupMuscles"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpsertMuscleGroupMutation, AdminUpsertMuscleGroupMutationVariables>;
export const AdminDeleteMuscleGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMuscleGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"muscleGroupCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMuscleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"muscleGroupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"muscleGroupCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteMuscleGroupSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteMuscleGroupMutation, AdminDeleteMuscleGroupMutationVariables>;
export const AdminReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPublishedStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isCategory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"localeName"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPublishedStatus"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"emoji"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AdminReferenceQuery, AdminReferenceQueryVariables>;
export const AdminCreatorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreatorOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreatorName"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreatorName"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]} as unknown as DocumentNode<AdminCreatorOptionsQuery, AdminCreatorOptionsQueryVariables>;
export const AdminSocialMediaPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSocialMediaPlatforms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatforms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSocialMediaPlatform"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSocialMediaPlatform"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialMediaPlatform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformUrlFormat"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePattern"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}}]} as unknown as DocumentNode<AdminSocialMediaPlatformsQuery, AdminSocialMediaPlatformsQueryVariables>;
export const AdminCreateSocialMediaPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSocialMediaPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSocialMediaPlatformInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSocialMediaPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateSocialMediaPlatformSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSocialMediaPlatform"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSocialMediaPlatform"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialMediaPlatform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformUrlFormat"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePattern"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCreateSocialMediaPlatformMutation, AdminCreateSocialMediaPlatformMutationVariables>;
export const AdminUpdateSocialMediaPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSocialMediaPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSocialMediaPlatformInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSocialMediaPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"socialMediaPlatformCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateSocialMediaPlatformSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSocialMediaPlatform"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSocialMediaPlatform"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialMediaPlatform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformUrlFormat"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePattern"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformIcon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaAsset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSocialMediaPlatformMutation, AdminUpdateSocialMediaPlatformMutationVariables>;
export const AdminDeleteSocialMediaPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteSocialMediaPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSocialMediaPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"socialMediaPlatformCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteSocialMediaPlatformSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteSocialMediaPlatformMutation, AdminDeleteSocialMediaPlatformMutationVariables>;
export const AdminValidateSocialUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminValidateSocialUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateSocialUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"socialMediaPlatformCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"socialMediaPlatformCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isValid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}}]}}]}}]} as unknown as DocumentNode<AdminValidateSocialUsernameQuery, AdminValidateSocialUsernameQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleCode"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AdminRolesQuery, AdminRolesQueryVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateUserSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUser"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeleteUserSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const CreatorDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatorDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryCreatorDashboardSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hasCreatorProfile"}},{"kind":"Field","name":{"kind":"Name","value":"workoutCount"}},{"kind":"Field","name":{"kind":"Name","value":"programCount"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratingDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardContentItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardContentItem"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"periodViews"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreatorDashboardQuery, CreatorDashboardQueryVariables>;
export const DocPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DocPageQuery, DocPageQueryVariables>;
export const ExercisePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExercisePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relatedLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"en-US","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExerciseCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"measurementName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagName"}},{"kind":"Field","name":{"kind":"Name","value":"isCategory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"muscle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedExercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relatedLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExerciseCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExerciseCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"localizedName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}}]},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}}]}}]} as unknown as DocumentNode<ExercisePageQuery, ExercisePageQueryVariables>;
export const ExerciseInstructionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExerciseInstructions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseInstructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"localeCode"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"isFallback"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"commonMistakes"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreatorCredit"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreatorCredit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ExerciseInstructionsQuery, ExerciseInstructionsQueryVariables>;
export const ExerciseVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExerciseVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseVideoId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"videoAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileFormat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreatorCredit"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreatorCredit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ExerciseVideosQuery, ExerciseVideosQueryVariables>;
export const FlexiconPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlexiconPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"en-US","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExerciseCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExerciseCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"localizedName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"localeCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"localeCode"}}}]},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}}]}}]} as unknown as DocumentNode<FlexiconPageQuery, FlexiconPageQueryVariables>;
export const FlexiconReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlexiconReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupType"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isFilter"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupParent"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentGroupThumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTagCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTagDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isCategory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}}]}}]}}]} as unknown as DocumentNode<FlexiconReferenceQuery, FlexiconReferenceQueryVariables>;
export const HomiesFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomiesFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCard_item"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropsButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"propCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerGaveProps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordBadges_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedWorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordBadges_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedTrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropsButton_item"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedLog_log"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainingSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedSession_session"}}]}}]}}]} as unknown as DocumentNode<HomiesFeedQuery, HomiesFeedQueryVariables>;
export const HomiesFeedLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HomiesFeedLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropsButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"propCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerGaveProps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordBadges_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedWorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordBadges_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedTrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropsButton_item"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedLog_log"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainingSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedSession_session"}}]}}]}}]} as unknown as DocumentNode<HomiesFeedLiveSubscription, HomiesFeedLiveSubscriptionVariables>;
export const HomiesSendBuddyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesSendBuddyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBuddyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationSendBuddyRequestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Buddyship_result"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Buddyship_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Buddyship"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesSendBuddyRequestMutation, HomiesSendBuddyRequestMutationVariables>;
export const HomiesAcceptBuddyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesAcceptBuddyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buddyshipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptBuddyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buddyshipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buddyshipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAcceptBuddyRequestSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Buddyship_result"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Buddyship_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Buddyship"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesAcceptBuddyRequestMutation, HomiesAcceptBuddyRequestMutationVariables>;
export const HomiesDeclineBuddyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesDeclineBuddyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buddyshipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineBuddyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"buddyshipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buddyshipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesDeclineBuddyRequestMutation, HomiesDeclineBuddyRequestMutationVariables>;
export const HomiesRemoveBuddyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesRemoveBuddy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBuddy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesRemoveBuddyMutation, HomiesRemoveBuddyMutationVariables>;
export const HomiesBlockMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesBlockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesBlockMemberMutation, HomiesBlockMemberMutationVariables>;
export const HomiesUnblockMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesUnblockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesUnblockMemberMutation, HomiesUnblockMemberMutationVariables>;
export const HomiesGivePropsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesGiveProps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"given"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveProps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feedItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"given"},"value":{"kind":"Variable","name":{"kind":"Name","value":"given"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationGivePropsSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropsButton_item"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropsButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"propCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerGaveProps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesGivePropsMutation, HomiesGivePropsMutationVariables>;
export const HomiesDeleteFeedItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesDeleteFeedItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeedItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feedItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesDeleteFeedItemMutation, HomiesDeleteFeedItemMutationVariables>;
export const HomiesFeedCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomiesFeedComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feedItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedComment_comment"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedComment_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}}]} as unknown as DocumentNode<HomiesFeedCommentsQuery, HomiesFeedCommentsQueryVariables>;
export const HomiesAddFeedCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesAddFeedComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFeedComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feedItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationAddFeedCommentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedComment_comment"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedComment_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesAddFeedCommentMutation, HomiesAddFeedCommentMutationVariables>;
export const HomiesDeleteFeedCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesDeleteFeedComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedCommentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeedComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feedItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedCommentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedCommentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesDeleteFeedCommentMutation, HomiesDeleteFeedCommentMutationVariables>;
export const HomiesPostToFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HomiesPostToFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Visibility"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postToFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"visibility"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPostToFeedSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCard_item"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropsButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"propCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerGaveProps"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordBadges_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedWorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordBadges_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedTrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropsButton_item"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedLog_log"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"program"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainingSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedSession_session"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HomiesPostToFeedMutation, HomiesPostToFeedMutationVariables>;
export const BuddiesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuddiesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuddyEntry_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuddyEntry_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outgoing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuddyEntry_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockedEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuddyEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuddyEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockedEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlockedMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}}]} as unknown as DocumentNode<BuddiesPageQuery, BuddiesPageQueryVariables>;
export const HomiesSearchMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomiesSearchMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<HomiesSearchMembersQuery, HomiesSearchMembersQueryVariables>;
export const MemberPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}},{"kind":"Field","name":{"kind":"Name","value":"completedLogCount"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentLogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"achievedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<MemberPageQuery, MemberPageQueryVariables>;
export const InboxBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenCount"}},{"kind":"Field","name":{"kind":"Name","value":"buddyRequestCount"}}]}}]}}]} as unknown as DocumentNode<InboxBadgeQuery, InboxBadgeQueryVariables>;
export const InboxItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxItem_activity"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxItem_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buddyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemContentType"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}}]}}]} as unknown as DocumentNode<InboxItemsQuery, InboxItemsQueryVariables>;
export const InboxLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InboxLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenCount"}},{"kind":"Field","name":{"kind":"Name","value":"buddyRequestCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxItem_activity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxItem_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buddyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemContentType"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}}]}}]} as unknown as DocumentNode<InboxLiveSubscription, InboxLiveSubscriptionVariables>;
export const InboxMarkSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxMarkSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markActivitiesSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenCount"}},{"kind":"Field","name":{"kind":"Name","value":"buddyRequestCount"}}]}}]}}]} as unknown as DocumentNode<InboxMarkSeenMutation, InboxMarkSeenMutationVariables>;
export const InboxMarkAllReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxMarkAllRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllActivitiesRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenCount"}},{"kind":"Field","name":{"kind":"Name","value":"buddyRequestCount"}}]}}]}}]} as unknown as DocumentNode<InboxMarkAllReadMutation, InboxMarkAllReadMutationVariables>;
export const InboxMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markActivityRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxItem_activity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxItem_activity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seenAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buddyStatus"}},{"kind":"Field","name":{"kind":"Name","value":"buddyshipId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemId"}},{"kind":"Field","name":{"kind":"Name","value":"feedItemContentType"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}}]}}]} as unknown as DocumentNode<InboxMarkReadMutation, InboxMarkReadMutationVariables>;
export const InboxWebPushKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxWebPushKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPushKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKey"}}]}}]}}]} as unknown as DocumentNode<InboxWebPushKeyQuery, InboxWebPushKeyQueryVariables>;
export const InboxSavePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxSavePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushSubscriptionId"}}]}}]}}]} as unknown as DocumentNode<InboxSavePushSubscriptionMutation, InboxSavePushSubscriptionMutationVariables>;
export const InboxDeletePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxDeletePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<InboxDeletePushSubscriptionMutation, InboxDeletePushSubscriptionMutationVariables>;
export const LogSummaryFirstTimesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogSummaryFirstTimes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstTime"}}]}}]}}]}}]} as unknown as DocumentNode<LogSummaryFirstTimesQuery, LogSummaryFirstTimesQueryVariables>;
export const ActiveLiveLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveLiveLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeWorkoutLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_log"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_figures"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programDayId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_exercise"}}]}}]}}]} as unknown as DocumentNode<ActiveLiveLogQuery, ActiveLiveLogQueryVariables>;
export const FinishedLiveLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinishedLiveLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_log"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_figures"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programDayId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_exercise"}}]}}]}}]} as unknown as DocumentNode<FinishedLiveLogQuery, FinishedLiveLogQueryVariables>;
export const LiveLogWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveLogWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}}]}}]}}]} as unknown as DocumentNode<LiveLogWorkoutQuery, LiveLogWorkoutQueryVariables>;
export const StartLiveLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartLiveLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StartWorkoutLogInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartWorkoutLogSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_log"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_figures"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programDayId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_exercise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StartLiveLogMutation, StartLiveLogMutationVariables>;
export const SaveLiveLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLiveLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogChange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationChangeWorkoutLogSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_log"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_figures"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"programDayId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_exercise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveLiveLogMutation, SaveLiveLogMutationVariables>;
export const SaveLiveLogSetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLiveLogSets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogChange"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationChangeWorkoutLogSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveLog_figures"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveLog_figures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveLiveLogSetsMutation, SaveLiveLogSetsMutationVariables>;
export const DiscardLiveLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardLiveLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DiscardLiveLogMutation, DiscardLiveLogMutationVariables>;
export const MigrateLiveLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MigrateLiveLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutMigrationMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"migrateWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationMigrateWorkoutLogSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MigrateLiveLogMutation, MigrateLiveLogMutationVariables>;
export const LiveLogReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveLogReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeExerciseMeasurements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"measurementName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<LiveLogReferenceQuery, LiveLogReferenceQueryVariables>;
export const LogHistoryExerciseSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogHistoryExerciseSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LogHistoryExerciseSearchQuery, LogHistoryExerciseSearchQueryVariables>;
export const LogbookListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogbookList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogbookEntry_log"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogbookEntry_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}}]}}]} as unknown as DocumentNode<LogbookListQuery, LogbookListQueryVariables>;
export const LogbookWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogbookWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeklyMuscleSets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"week"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThisWeek_week"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}},{"kind":"Field","name":{"kind":"Name","value":"muscleName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThisWeek_week"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMuscleSets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"muscleSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"sets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<LogbookWeekQuery, LogbookWeekQueryVariables>;
export const LogbookLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogbookLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogPage_log"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogSetRow_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogExercise_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstTime"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogSetRow_set"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogPage_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogExercise_exercise"}}]}}]}}]} as unknown as DocumentNode<LogbookLogQuery, LogbookLogQueryVariables>;
export const LogbookChangeLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogbookChangeLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogChange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationChangeWorkoutLogSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogPage_log"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogSetRow_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"rpe"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalRecords"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogExercise_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLogExercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstTime"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogSetRow_set"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LogPage_log"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"perceivedEffort"}},{"kind":"Field","name":{"kind":"Name","value":"logSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"activeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LogExercise_exercise"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogbookChangeLogMutation, LogbookChangeLogMutationVariables>;
export const LogbookDeleteLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogbookDeleteLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkoutLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogbookDeleteLogMutation, LogbookDeleteLogMutationVariables>;
export const LogbookReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogbookReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeExerciseMeasurements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"measurementName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<LogbookReferenceQuery, LogbookReferenceQueryVariables>;
export const LogbookExerciseHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogbookExerciseHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exerciseCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exerciseCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"achievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntry_entry"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedSetCount"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"totalReps"}},{"kind":"Field","name":{"kind":"Name","value":"bestWeight"}},{"kind":"Field","name":{"kind":"Name","value":"bestEstimated1rm"}},{"kind":"Field","name":{"kind":"Name","value":"bestSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<LogbookExerciseHistoryQuery, LogbookExerciseHistoryQueryVariables>;
export const LogbookStartWorkoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogbookStartWorkouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LogbookStartWorkoutsQuery, LogbookStartWorkoutsQueryVariables>;
export const OnboardingEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingEquipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEquipment"}}]}}]} as unknown as DocumentNode<OnboardingEquipmentQuery, OnboardingEquipmentQueryVariables>;
export const OnboardingSaveEquipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingSaveEquipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCodes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyEquipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"equipmentCodes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateMyEquipmentSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<OnboardingSaveEquipmentMutation, OnboardingSaveEquipmentMutationVariables>;
export const ProfileCreatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileCreator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCreator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfileCreatorQuery, ProfileCreatorQueryVariables>;
export const UpdateProfileCreatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileCreator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCreatorProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCreatorProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"creatorProfileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creatorProfileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateCreatorProfileSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCreator"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformCode"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformName"}},{"kind":"Field","name":{"kind":"Name","value":"socialMediaPlatformStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoverColor"}},{"kind":"Field","name":{"kind":"Name","value":"hoverBackground"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileCreatorMutation, UpdateProfileCreatorMutationVariables>;
export const ProgramListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"programBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWeeklyDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}}]}}]} as unknown as DocumentNode<ProgramListQuery, ProgramListQueryVariables>;
export const MyProgramEnrollmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProgramEnrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProgramEnrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentDayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentWeekNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentDayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"todayProgramDayId"}},{"kind":"Field","name":{"kind":"Name","value":"todayDayType"}},{"kind":"Field","name":{"kind":"Name","value":"todayWorkoutId"}}]}}]} as unknown as DocumentNode<MyProgramEnrollmentsQuery, MyProgramEnrollmentsQueryVariables>;
export const ProgramPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCard"}},{"kind":"Field","name":{"kind":"Name","value":"programBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programDescription"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programDayId"}},{"kind":"Field","name":{"kind":"Name","value":"weekNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dayType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"programBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekCount"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDayCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWeeklyDuration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}}]} as unknown as DocumentNode<ProgramPageQuery, ProgramPageQueryVariables>;
export const ProgramWorkoutChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramWorkoutChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"mine"},"name":{"kind":"Name","value":"workouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"published"},"name":{"kind":"Name","value":"workouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"publishedStatusCode"},"value":{"kind":"StringValue","value":"PUBLISHED","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgramWorkoutChoicesQuery, ProgramWorkoutChoicesQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateProgramSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateProgramMutation, CreateProgramMutationVariables>;
export const UpdateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateProgramSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateProgramMutation, UpdateProgramMutationVariables>;
export const DeleteProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProgramMutation, DeleteProgramMutationVariables>;
export const DuplicateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDuplicateProgramSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DuplicateProgramMutation, DuplicateProgramMutationVariables>;
export const RateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRateProgramSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingResultFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RateProgramMutation, RateProgramMutationVariables>;
export const RecordProgramViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordProgramView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordProgramView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RecordProgramViewMutation, RecordProgramViewMutationVariables>;
export const RecordProgramShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordProgramShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordProgramShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RecordProgramShareMutation, RecordProgramShareMutationVariables>;
export const EnrollInProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrollInProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDayNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollInProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDayNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDayNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationEnrollInProgramSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramEnrollmentFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentDayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentWeekNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentDayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"todayProgramDayId"}},{"kind":"Field","name":{"kind":"Name","value":"todayDayType"}},{"kind":"Field","name":{"kind":"Name","value":"todayWorkoutId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EnrollInProgramMutation, EnrollInProgramMutationVariables>;
export const LeaveProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LeaveProgramMutation, LeaveProgramMutationVariables>;
export const ImportProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationImportProgramSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ImportProgramMutation, ImportProgramMutationVariables>;
export const ProgramBackgroundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramBackgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutCardBackgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutCardBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutCardBackgroundId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mediaAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ProgramBackgroundsQuery, ProgramBackgroundsQueryVariables>;
export const MyTrainingSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTrainingSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTrainingSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<MyTrainingSessionsQuery, MyTrainingSessionsQueryVariables>;
export const TrainingSessionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingSessionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueryTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingSessionPageQuery, TrainingSessionPageQueryVariables>;
export const TogetherBuddiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TogetherBuddies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buddies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}}]} as unknown as DocumentNode<TogetherBuddiesQuery, TogetherBuddiesQueryVariables>;
export const StartTrainingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTrainingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTrainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationStartTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<StartTrainingSessionMutation, StartTrainingSessionMutationVariables>;
export const InviteToTrainingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteToTrainingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userNames"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToTrainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userNames"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userNames"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationInviteToTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<InviteToTrainingSessionMutation, InviteToTrainingSessionMutationVariables>;
export const JoinTrainingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinTrainingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"joinCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinTrainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"joinCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"joinCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"workoutLogId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationJoinTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<JoinTrainingSessionMutation, JoinTrainingSessionMutationVariables>;
export const DeclineTrainingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineTrainingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineTrainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDeclineTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeclineTrainingSessionMutation, DeclineTrainingSessionMutationVariables>;
export const LeaveTrainingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveTrainingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTrainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationLeaveTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTrainingSessionMutation, LeaveTrainingSessionMutationVariables>;
export const ReactInTrainingSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactInTrainingSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionReactionKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogSetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactInTrainingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"workoutLogSetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutLogSetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationReactInTrainingSessionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionReactionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReactInTrainingSessionMutation, ReactInTrainingSessionMutationVariables>;
export const TrainingSessionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TrainingSessionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trainingSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trainingSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSession_session"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionReactionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberLink_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSet_set"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSessionSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogSetId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"restEndsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TogetherSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"joinCode"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberLink_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHost"}},{"kind":"Field","name":{"kind":"Name","value":"isViewer"}},{"kind":"Field","name":{"kind":"Name","value":"sharesLog"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutLogId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"setCount"}},{"kind":"Field","name":{"kind":"Name","value":"personalRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentExercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"completedSets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSets"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TogetherSet_set"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingSessionLiveSubscription, TrainingSessionLiveSubscriptionVariables>;
export const WorkoutBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkoutBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkoutBuilder_workout"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExercisePicker_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutBuilder_workout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDescription"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExercisePicker_exercise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tempo"}},{"kind":"Field","name":{"kind":"Name","value":"targetRpe"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkoutBuilderQuery, WorkoutBuilderQueryVariables>;
export const BuilderReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeExerciseMeasurements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"measurementName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutCardBackgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutCardBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutCardBackgroundId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mediaAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<BuilderReferenceQuery, BuilderReferenceQueryVariables>;
export const ExercisePickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExercisePicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExerciseFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME_ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExercisePicker_exercise"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExercisePicker_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]} as unknown as DocumentNode<ExercisePickerQuery, ExercisePickerQueryVariables>;
export const PublishCreatorProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishCreatorProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PINNED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishCreatorProfilesQuery, PublishCreatorProfilesQueryVariables>;
export const CreateBuilderWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBuilderWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateWorkoutSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkoutBuilder_workout"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExercisePicker_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutBuilder_workout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDescription"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExercisePicker_exercise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tempo"}},{"kind":"Field","name":{"kind":"Name","value":"targetRpe"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateBuilderWorkoutMutation, CreateBuilderWorkoutMutationVariables>;
export const UpdateBuilderWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBuilderWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationUpdateWorkoutSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkoutBuilder_workout"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackgroundChooser_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExercisePicker_exercise"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exercise"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutBuilder_workout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDescription"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackgroundChooser_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExercisePicker_exercise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tempo"}},{"kind":"Field","name":{"kind":"Name","value":"targetRpe"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateBuilderWorkoutMutation, UpdateBuilderWorkoutMutationVariables>;
export const ImportReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeExerciseMeasurements"}}]}}]}}]} as unknown as DocumentNode<ImportReferenceQuery, ImportReferenceQueryVariables>;
export const ImportExerciseSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportExerciseSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exercises"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportExerciseSearchQuery, ImportExerciseSearchQueryVariables>;
export const CreateImportedWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateImportedWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationCreateWorkoutSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateImportedWorkoutMutation, CreateImportedWorkoutMutationVariables>;
export const WorkoutListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkoutList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkoutOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkoutCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}}]}}]}}]} as unknown as DocumentNode<WorkoutListQuery, WorkoutListQueryVariables>;
export const WorkoutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkoutPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkoutCard"}},{"kind":"Field","name":{"kind":"Name","value":"workoutDescription"}},{"kind":"Field","name":{"kind":"Name","value":"muscleUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutExercises"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutExerciseId"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"supersetGroup"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"exercise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCode"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseName"}},{"kind":"Field","name":{"kind":"Name","value":"exerciseTypeCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutSetId"}},{"kind":"Field","name":{"kind":"Name","value":"setType"}},{"kind":"Field","name":{"kind":"Name","value":"restSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tempo"}},{"kind":"Field","name":{"kind":"Name","value":"targetRpe"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueMax"}},{"kind":"Field","name":{"kind":"Name","value":"measurement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementCode"}},{"kind":"Field","name":{"kind":"Name","value":"measurementName"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}}]}}]}}]} as unknown as DocumentNode<WorkoutPageQuery, WorkoutPageQueryVariables>;
export const DuplicateWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateWorkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationDuplicateWorkoutSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkoutCard"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardBackground_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbHash"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContentCreator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatorProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creatorProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"profilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssetId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkoutCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workoutId"}},{"kind":"Field","name":{"kind":"Name","value":"workoutTitle"}},{"kind":"Field","name":{"kind":"Name","value":"publishedStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRating"}},{"kind":"Field","name":{"kind":"Name","value":"workoutBackgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardBackground_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContentCreator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exerciseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workoutAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalViews"}},{"kind":"Field","name":{"kind":"Name","value":"shareCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muscleGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"muscleGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"targetPercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DuplicateWorkoutMutation, DuplicateWorkoutMutationVariables>;
export const DeleteWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteWorkoutMutation, DeleteWorkoutMutationVariables>;
export const RateWorkoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateWorkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateWorkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationRateWorkoutSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatingResultFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatingResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RateWorkoutMutation, RateWorkoutMutationVariables>;
export const RecordWorkoutViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordWorkoutView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordWorkoutView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RecordWorkoutViewMutation, RecordWorkoutViewMutationVariables>;
export const RecordWorkoutShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordWorkoutShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordWorkoutShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RecordWorkoutShareMutation, RecordWorkoutShareMutationVariables>;