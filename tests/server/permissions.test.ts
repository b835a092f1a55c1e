// The permission matrix: who may call every REST route and every GraphQL query and mutation field, and who may read
// a member's private fields, written down here once. The test fails when a route or field is missing from the table, declares another level than the
// table, or answers an Anon, User, Creator or Admin caller differently from it: take a rule out of either API (or
// out of the service both call) and this file says which route or field changed.
import type { GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema.js';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

type Level = 'Anon' | 'User' | 'Creator' | 'Admin';
type Role = 'Anon' | 'User' | 'Creator' | 'Admin';
const ROLES: Role[] = ['Anon', 'User', 'Creator', 'Admin'];

const REST: Record<string, Level> = {
  'GET /auth/{provider}/callback': 'Anon',
  'POST /auth/{provider}/initiate': 'Anon',
  'POST /auth/confirm-email': 'Anon',
  'POST /auth/forgot-password': 'Anon',
  'POST /auth/otp/verify': 'Anon',
  'POST /auth/refresh': 'Anon',
  'POST /auth/resend-confirmation-email': 'User',
  'POST /auth/reset-password': 'Anon',
  'GET /auth/session': 'User',
  'POST /auth/signout': 'Anon',
  'POST /auth/signup': 'Anon',
  'GET /creator-profiles': 'Anon',
  'POST /creator-profiles': 'User',
  'DELETE /creator-profiles/{creatorProfileId}': 'User',
  'GET /creator-profiles/{creatorProfileId}': 'Anon',
  'PUT /creator-profiles/{creatorProfileId}': 'User',
  'GET /creator-dashboard': 'User',
  'POST /docs': 'Admin',
  'GET /docs/{documentId}': 'Anon',
  'PUT /docs/{documentId}': 'Admin',
  'GET /equipment-groups': 'Anon',
  'POST /equipment-groups': 'Admin',
  'DELETE /equipment-groups/{equipmentGroupCode}': 'Admin',
  'GET /equipment-groups/{equipmentGroupCode}': 'Anon',
  'PUT /equipment-groups/{equipmentGroupCode}': 'Admin',
  'GET /equipment': 'Anon',
  'POST /equipment': 'Admin',
  'DELETE /equipment/{equipmentCode}': 'Admin',
  'GET /equipment/{equipmentCode}': 'Anon',
  'PUT /equipment/{equipmentCode}': 'Admin',
  'GET /exercise-tags': 'Anon',
  'GET /exercise-types': 'Anon',
  'GET /exercises': 'Anon',
  'POST /exercises': 'Admin',
  'DELETE /exercises/{exerciseCode}': 'Admin',
  'GET /exercises/{exerciseCode}': 'Anon',
  'PUT /exercises/{exerciseCode}': 'Admin',
  'GET /exercises/{exerciseCode}/instructions': 'Anon',
  'DELETE /exercises/{exerciseCode}/instructions/{localeCode}/{creatorProfileId}': 'User',
  'GET /exercises/{exerciseCode}/instructions/{localeCode}/{creatorProfileId}': 'Anon',
  'PUT /exercises/{exerciseCode}/instructions/{localeCode}/{creatorProfileId}': 'User',
  'GET /exercises/{exerciseCode}/related': 'Anon',
  'GET /exercises/{exerciseCode}/videos': 'Anon',
  'POST /exercises/{exerciseCode}/videos/{creatorProfileId}': 'User',
  'DELETE /exercises/{exerciseCode}/videos/{creatorProfileId}/{exerciseVideoId}': 'User',
  'PUT /exercises/{exerciseCode}/videos/{creatorProfileId}/{exerciseVideoId}': 'User',
  'POST /exercises/merge': 'Admin',
  'GET /feedback': 'Admin',
  'POST /feedback': 'Anon',
  'GET /locales': 'Anon',
  'POST /locales': 'Admin',
  'PUT /locales/{localeCode}': 'Admin',
  'GET /mail-outbox': 'Admin',
  'GET /measurements': 'Anon',
  'POST /media-assets': 'User',
  'GET /media-assets/{mediaAssetId}': 'Anon',
  'GET /muscle-groups': 'Anon',
  'POST /muscle-groups': 'Admin',
  'DELETE /muscle-groups/{muscleGroupCode}': 'Admin',
  'GET /muscle-groups/{muscleGroupCode}': 'Anon',
  'PUT /muscle-groups/{muscleGroupCode}': 'Admin',
  'GET /muscles': 'Anon',
  'GET /muscles/{muscleCode}': 'Anon',
  'PUT /muscles/{muscleCode}': 'Admin',
  'GET /published-statuses': 'Anon',
  'GET /roles': 'User',
  'GET /social-media-platforms': 'Anon',
  'POST /social-media-platforms': 'Admin',
  'DELETE /social-media-platforms/{socialMediaPlatformCode}': 'Admin',
  'GET /social-media-platforms/{socialMediaPlatformCode}': 'Anon',
  'PUT /social-media-platforms/{socialMediaPlatformCode}': 'Admin',
  'GET /social-media-platforms/{socialMediaPlatformCode}/validate-username/{username}': 'Anon',
  'PUT /user': 'User',
  'GET /user/equipment': 'User',
  'PUT /user/equipment': 'User',
  'GET /static/workout-card-backgrounds': 'Anon',
  'GET /static/workout-card-backgrounds/': 'Anon',
  'GET /users': 'Admin',
  'DELETE /users/{userId}': 'Admin',
  'GET /users/{userId}': 'User',
  'PUT /users/{userId}': 'Admin',
  'GET /workout-programs': 'Anon',
  'POST /workout-programs': 'User',
  'POST /workout-programs/import': 'User',
  'GET /workout-programs/day/{programDayId}': 'Anon',
  'GET /workout-programs/enrollments': 'User',
  'DELETE /workout-programs/{programId}': 'User',
  'GET /workout-programs/{programId}': 'Anon',
  'PUT /workout-programs/{programId}': 'User',
  'POST /workout-programs/{programId}/duplicate': 'User',
  'DELETE /workout-programs/{programId}/enrollment': 'User',
  'POST /workout-programs/{programId}/enrollment': 'User',
  'GET /workout-programs/{programId}/export': 'Anon',
  'PUT /workout-programs/{programId}/rating': 'User',
  'POST /workout-programs/{programId}/shares': 'Anon',
  'POST /workout-programs/{programId}/views': 'Anon',
  'GET /workouts': 'Anon',
  'POST /workouts': 'User',
  'POST /workouts/import': 'User',
  'DELETE /workouts/{identifier}': 'User',
  'GET /workouts/{identifier}': 'Anon',
  'PUT /workouts/{identifier}': 'User',
  'POST /workouts/{workoutId}/duplicate': 'User',
  'GET /workouts/{workoutId}/export': 'Anon',
  'PUT /workouts/{workoutId}/rating': 'User',
  'POST /workouts/{workoutId}/shares': 'Anon',
  'POST /workouts/{workoutId}/views': 'Anon',
  'POST /workout-logs': 'User',
  'GET /workout-logs': 'User',
  'GET /workout-logs/active': 'User',
  'GET /workout-logs/muscle-sets': 'User',
  'POST /workout-logs/from-workout/{workoutId}': 'User',
  'GET /workout-logs/{workoutLogId}': 'Anon',
  'PUT /workout-logs/{workoutLogId}': 'User',
  'DELETE /workout-logs/{workoutLogId}': 'User',
  'POST /workout-logs/workout-migration': 'User',
  'GET /exercises/{exerciseCode}/history': 'User',
  'GET /personal-records': 'User',
  'GET /buddies': 'User',
  'GET /buddies/search': 'User',
  'POST /buddies/requests': 'User',
  'POST /buddies/requests/{buddyshipId}/accept': 'User',
  'POST /buddies/requests/{buddyshipId}/decline': 'User',
  'GET /buddies/blocks': 'User',
  'POST /buddies/blocks': 'User',
  'DELETE /buddies/blocks/{userId}': 'User',
  'DELETE /buddies/{userId}': 'User',
  'POST /training-sessions': 'User',
  'GET /training-sessions/mine': 'User',
  'POST /training-sessions/join': 'User',
  'GET /training-sessions/{trainingSessionId}': 'User',
  'POST /training-sessions/{trainingSessionId}/invitations': 'User',
  'POST /training-sessions/{trainingSessionId}/decline': 'User',
  'POST /training-sessions/{trainingSessionId}/leave': 'User',
  'POST /training-sessions/{trainingSessionId}/reactions': 'User',
  'GET /feed': 'User',
  'POST /feed': 'User',
  'GET /feed/{feedItemId}': 'User',
  'DELETE /feed/{feedItemId}': 'User',
  'PUT /feed/{feedItemId}/props': 'User',
  'DELETE /feed/{feedItemId}/props': 'User',
  'GET /feed/{feedItemId}/comments': 'User',
  'POST /feed/{feedItemId}/comments': 'User',
  'DELETE /feed/{feedItemId}/comments/{feedCommentId}': 'User',
  'GET /activities': 'User',
  'GET /activities/badge': 'User',
  'POST /activities/seen': 'User',
  'POST /activities/read': 'User',
  'POST /activities/{activityId}/read': 'User',
  'GET /push-subscriptions/key': 'User',
  'POST /push-subscriptions': 'User',
  'DELETE /push-subscriptions': 'User',
  'GET /members/{userName}': 'User',
  'POST /workout-logs/import/preview': 'User',
  'POST /workout-logs/import': 'User',
  'GET /workout-logs/export': 'User',
  'GET /workout-logs/imports': 'User',
  'DELETE /workout-logs/imports/{logImportId}': 'User',
};

const GRAPHQL: Record<string, Level> = {
  'Query.creatorProfile': 'Anon',
  'Query.creatorProfiles': 'Anon',
  'Query.doc': 'Anon',
  'Query.equipment': 'Anon',
  'Query.creatorDashboard': 'User',
  'Query.equipmentGroup': 'Anon',
  'Query.equipmentGroups': 'Anon',
  'Query.equipmentItem': 'Anon',
  'Query.equipmentSets': 'Anon',
  'Query.exercise': 'Anon',
  'Query.exerciseInstruction': 'Anon',
  'Query.exerciseInstructions': 'Anon',
  'Query.exerciseTags': 'Anon',
  'Query.exerciseTypes': 'Anon',
  'Query.exerciseVideos': 'Anon',
  'Query.exercises': 'Anon',
  'Query.feedback': 'Admin',
  'Query.locales': 'Anon',
  'Query.measurements': 'Anon',
  'Query.mediaAsset': 'Anon',
  'Query.muscle': 'Anon',
  'Query.muscleGroup': 'Anon',
  'Query.muscleGroups': 'Anon',
  'Query.muscles': 'Anon',
  'Query.myEquipment': 'User',
  'Query.node': 'Anon',
  'Query.nodes': 'Anon',
  'Query.publishedStatuses': 'Anon',
  'Query.roles': 'User',
  'Query.socialMediaPlatform': 'Anon',
  'Query.socialMediaPlatforms': 'Anon',
  'Query.users': 'Admin',
  'Query.validateSocialUsername': 'Anon',
  'Query.viewer': 'Anon',
  'Mutation.confirmEmail': 'Anon',
  'Mutation.createCreatorProfile': 'User',
  'Mutation.createDoc': 'Admin',
  'Mutation.createEquipment': 'Admin',
  'Mutation.createEquipmentGroup': 'Admin',
  'Mutation.createExercise': 'Admin',
  'Mutation.createExerciseVideo': 'User',
  'Mutation.createLocale': 'Admin',
  'Mutation.createMuscleGroup': 'Admin',
  'Mutation.createSocialMediaPlatform': 'Admin',
  'Mutation.deleteCreatorProfile': 'User',
  'Mutation.deleteEquipment': 'Admin',
  'Mutation.deleteEquipmentGroup': 'Admin',
  'Mutation.deleteExercise': 'Admin',
  'Mutation.deleteExerciseInstruction': 'User',
  'Mutation.deleteExerciseVideo': 'User',
  'Mutation.deleteMuscleGroup': 'Admin',
  'Mutation.deleteSocialMediaPlatform': 'Admin',
  'Mutation.deleteUser': 'Admin',
  'Mutation.forgotPassword': 'Anon',
  'Mutation.mergeExercises': 'Admin',
  'Mutation.refreshSession': 'Anon',
  'Mutation.requestSignInCode': 'Anon',
  'Mutation.resendConfirmationEmail': 'User',
  'Mutation.resetPassword': 'Anon',
  'Mutation.signIn': 'Anon',
  'Mutation.signOut': 'Anon',
  'Mutation.signUp': 'Anon',
  'Mutation.submitFeedback': 'Anon',
  'Mutation.updateCreatorProfile': 'User',
  'Mutation.updateCurrentUser': 'User',
  'Mutation.updateDoc': 'Admin',
  'Mutation.updateExerciseVideo': 'User',
  'Mutation.updateMuscle': 'Admin',
  'Mutation.updateMyEquipment': 'User',
  'Mutation.updateSocialMediaPlatform': 'Admin',
  'Mutation.updateUser': 'Admin',
  'Mutation.uploadMediaAsset': 'User',
  'Mutation.upsertEquipment': 'Admin',
  'Mutation.upsertEquipmentGroup': 'Admin',
  'Mutation.upsertExercise': 'Admin',
  'Mutation.upsertExerciseInstruction': 'User',
  'Mutation.upsertLocale': 'Admin',
  'Mutation.upsertMuscleGroup': 'Admin',
  'Query.myProgramEnrollments': 'User',
  'Query.program': 'Anon',
  'Query.programDay': 'Anon',
  'Query.programExport': 'Anon',
  'Query.programs': 'Anon',
  'Mutation.createProgram': 'User',
  'Mutation.deleteProgram': 'User',
  'Mutation.duplicateProgram': 'User',
  'Mutation.enrollInProgram': 'User',
  'Mutation.importProgram': 'User',
  'Mutation.leaveProgram': 'User',
  'Mutation.rateProgram': 'User',
  'Mutation.recordProgramShare': 'Anon',
  'Mutation.recordProgramView': 'Anon',
  'Mutation.updateProgram': 'User',
  'Query.workoutCardBackgrounds': 'Anon',
  'Query.workout': 'Anon',
  'Query.workoutExport': 'Anon',
  'Query.workouts': 'Anon',
  'Mutation.createWorkout': 'User',
  'Mutation.deleteWorkout': 'User',
  'Mutation.duplicateWorkout': 'User',
  'Mutation.previewWorkoutImport': 'User',
  'Mutation.rateWorkout': 'User',
  'Mutation.recordWorkoutShare': 'Anon',
  'Mutation.recordWorkoutView': 'Anon',
  'Mutation.updateWorkout': 'User',
  'Mutation.verifySignInCode': 'Anon',
  'Query.workoutLog': 'Anon',
  'Query.activeWorkoutLog': 'User',
  'Query.workoutLogs': 'User',
  'Query.exerciseHistory': 'User',
  'Query.personalRecords': 'User',
  'Query.weeklyMuscleSets': 'User',
  'Query.buddies': 'User',
  'Query.searchMembers': 'User',
  'Query.blockedMembers': 'User',
  'Query.feed': 'User',
  'Query.feedItem': 'User',
  'Query.feedComments': 'User',
  'Query.memberPage': 'User',
  'Mutation.startWorkoutLog': 'User',
  'Mutation.changeWorkoutLog': 'User',
  'Mutation.deleteWorkoutLog': 'User',
  'Mutation.migrateWorkoutLog': 'User',
  'Mutation.sendBuddyRequest': 'User',
  'Mutation.acceptBuddyRequest': 'User',
  'Mutation.declineBuddyRequest': 'User',
  'Mutation.removeBuddy': 'User',
  'Mutation.blockMember': 'User',
  'Mutation.unblockMember': 'User',
  'Mutation.postToFeed': 'User',
  'Mutation.deleteFeedItem': 'User',
  'Mutation.giveProps': 'User',
  'Mutation.addFeedComment': 'User',
  'Mutation.deleteFeedComment': 'User',
  'Query.activities': 'User',
  'Query.inboxBadge': 'User',
  'Query.webPushKey': 'User',
  'Mutation.markActivitiesSeen': 'User',
  'Mutation.markAllActivitiesRead': 'User',
  'Mutation.markActivityRead': 'User',
  'Mutation.savePushSubscription': 'User',
  'Mutation.deletePushSubscription': 'User',
  'Query.trainingSession': 'User',
  'Query.myTrainingSessions': 'User',
  'Mutation.startTrainingSession': 'User',
  'Mutation.inviteToTrainingSession': 'User',
  'Mutation.joinTrainingSession': 'User',
  'Mutation.declineTrainingSession': 'User',
  'Mutation.leaveTrainingSession': 'User',
  'Mutation.reactInTrainingSession': 'User',
  'Query.previewLogImport': 'User',
  'Query.logExport': 'User',
  'Mutation.importLogs': 'User',
  'Query.logImports': 'User',
  'Mutation.undoLogImport': 'User',
};

/** Fields of a member that only the member and administrators read: the owner's level, on the User type. */
const USER_OWNER_FIELDS = [
  'disabled',
  'email',
  'language',
  'lastSignInAt',
  'measurementSystem',
  'onboardingStatus',
  'userPrivateMeta',
  'userTimezone',
];

const RANK: Record<Level, number> = { Anon: 0, User: 1, Creator: 2, Admin: 3 };
/** What a caller of each role should get from a route or field of each level. */
const expectedOutcome = (level: Level, role: Role) =>
  RANK[role] >= RANK[level] ? 'allowed' : role === 'Anon' ? 'UNAUTHENTICATED' : 'FORBIDDEN';

/**
 * Text that no check accepts (a space and a "!" break every code, id, e-mail and user-name rule), so calls the
 * caller may make are refused for their input and change nothing; only the access check can tell callers apart.
 */
const PLACEHOLDER = 'placeholder value!';

/** Refusals by access level, as opposed to a domain's own UNAUTHENTICATED (a wrong password, a missing token). */
function refusalOf(code: string | undefined, message: string | undefined): string {
  if (code === 'FORBIDDEN') return 'FORBIDDEN';
  if (code === 'UNAUTHENTICATED' && message === 'You need to sign in to do that') return 'UNAUTHENTICATED';
  return 'allowed';
}

let server: TestServer;
const callers = {} as Record<Role, Auth | null>;

beforeAll(async () => {
  server = await startTestServer();
  callers.Anon = null;
  callers.User = await server.signUp();
  callers.Creator = await server.signUp();
  const profile = await server.api('POST', '/creator-profiles', {
    body: { fullName: 'Matrix Coach', userName: unique('matrix') },
    auth: callers.Creator,
  });
  expect(profile.status).toBe(201);
  callers.Creator = await server.signIn(callers.Creator.email, callers.Creator.password);
  callers.Admin = await server.signUp({ roles: ['Admin'] });
});
afterAll(() => server.close());

interface OpenApi {
  paths: Record<string, Record<string, { description?: string }>>;
}

async function openApi(): Promise<OpenApi> {
  return (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
}

function restOperations(document: OpenApi) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
      declared: /^Access: (Anon|User|Creator|Admin)/.exec(op.description ?? '')?.[1],
    })),
  );
}

function rootFields() {
  return [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
    Object.values(type.getFields()).map((field) => ({ key: `${type.name}.${field.name}`, type: type.name, field })),
  );
}

function declaredLevel(field: GraphQLField<unknown, unknown>): Level | undefined {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: Record<string, boolean> } }).pothosOptions?.authScopes;
  if (!scopes) return undefined;
  if (scopes.admin) return 'Admin';
  if (scopes.creator) return 'Creator';
  if (scopes.user) return 'User';
  return scopes.public ? 'Anon' : undefined;
}

// The schema's objects come from the server's copy of graphql-js, so types are read by shape, not by class.
interface TypeShape {
  name?: string;
  ofType?: TypeShape;
  toString(): string;
  getValues?: () => { name: string }[];
  getFields?: () => Record<string, { name: string; type: TypeShape }>;
  getTypes?: () => unknown[];
  getInterfaces?: () => unknown[];
}

const isNonNull = (type: TypeShape) => String(type).endsWith('!');
const isList = (type: TypeShape) => !isNonNull(type) && String(type).startsWith('[');
const namedOf = (type: TypeShape): TypeShape => (type.ofType ? namedOf(type.ofType) : type);

/** A GraphQL literal of the given input type, filling required input fields only. */
function literalOf(type: TypeShape): string {
  if (isNonNull(type) || isList(type)) return isList(type) ? `[${literalOf(type.ofType!)}]` : literalOf(type.ofType!);
  if (type.getValues) return type.getValues()[0]!.name;
  if (type.getFields) {
    const required = Object.values(type.getFields()).filter((f) => isNonNull(f.type));
    return `{ ${required.map((f) => `${f.name}: ${literalOf(f.type)}`).join(', ')} }`;
  }
  if (type.name === 'Int' || type.name === 'Float') return '1';
  if (type.name === 'Boolean') return 'false';
  return JSON.stringify(PLACEHOLDER);
}

/** The cheapest selection that still runs the field's resolver and shows a typed error result. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = namedOf(field.type as TypeShape);
  if (named.getTypes) return '{ __typename ... on AppError { code message } }';
  return named.getInterfaces ? '{ __typename }' : '';
}

async function callField(type: string, field: GraphQLField<unknown, unknown>, auth: Auth | null) {
  const operation = type === 'Mutation' ? 'mutation' : 'query';
  const files = field.args.filter((arg) => namedOf(arg.type as TypeShape).name === 'File');
  const args = field.args.filter((arg) => isNonNull(arg.type as TypeShape) && !files.includes(arg));
  const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${literalOf(arg.type as TypeShape)}`).join(', ')})` : '';
  if (!files.length) return server.gql(`${operation} { ${field.name}${argText} ${selectionOf(field)} }`, {}, auth);
  // Uploads travel as multipart requests (the GraphQL multipart request spec).
  const variables = files.map((arg) => `$${arg.name}: File!`).join(', ');
  const fileArgs = files.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${operation}(${variables}) { ${field.name}(${[fileArgs, argText.slice(1, -1)].filter(Boolean).join(', ')}) ${selectionOf(field)} }`;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: Object.fromEntries(files.map((arg) => [arg.name, null])) }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((arg, index) => [String(index), [`variables.${arg.name}`]]))));
  files.forEach((_arg, index) => form.append(String(index), new Blob(['not a picture'], { type: 'text/plain' }), 'note.txt'));
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(auth?.headers ?? {}) },
    body: form,
  });
  return (await response.json()) as {
    data: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function restOutcome(key: string, auth: Auth | null) {
  const [method, path] = key.split(' ') as [string, string];
  const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name === 'userId' && auth ? auth.userId : encodeURIComponent(PLACEHOLDER),
  );
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  const response = await server.api(method, url, { body, auth });
  if (response.status === 401 && response.body?.error?.message === 'You need to sign in to do that') return 'UNAUTHENTICATED';
  if (response.status === 403) return 'FORBIDDEN';
  return 'allowed';
}

describe('the permission matrix', () => {
  it('lists every REST route with the level it declares', async () => {
    const operations = restOperations(await openApi());
    const declared = Object.fromEntries(operations.map(({ key, declared }) => [key, declared]));
    expect(declared).toEqual(REST);
  });

  it('lists every GraphQL query and mutation field with the scope it declares', () => {
    const declared = Object.fromEntries(rootFields().map(({ key, field }) => [key, declaredLevel(field)]));
    expect(declared).toEqual(GRAPHQL);
  });

  it('answers every REST route as the table says, for Anon, User, Creator and Admin', async () => {
    const wrong: string[] = [];
    for (const [key, level] of Object.entries(REST)) {
      for (const role of ROLES) {
        const outcome = await restOutcome(key, callers[role]);
        if (outcome !== expectedOutcome(level, role)) wrong.push(`${key} as ${role}: ${outcome}, expected ${expectedOutcome(level, role)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every GraphQL query and mutation field as the table says, for Anon, User, Creator and Admin', async () => {
    const wrong: string[] = [];
    for (const { key, type, field } of rootFields()) {
      const level = GRAPHQL[key]!;
      for (const role of ROLES) {
        const answer = await callField(type, field, callers[role]);
        const result = answer.data?.[field.name] as { __typename?: string; code?: string; message?: string } | null | undefined;
        const error =
          result?.__typename === 'AppError' ? result : { code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message };
        const outcome = refusalOf(error.code, error.message);
        if (outcome !== expectedOutcome(level, role)) wrong.push(`${key} as ${role}: ${outcome}, expected ${expectedOutcome(level, role)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists the User fields only their owner and administrators may read', () => {
    const fields = (schema.getType('User') as unknown as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields();
    const ownerOnly = Object.values(fields)
      .filter((field) => typeof (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes === 'function')
      .map((field) => field.name)
      .sort();
    expect(ownerOnly).toEqual(USER_OWNER_FIELDS);
  });

  it('answers the owner-only User fields to the owner and administrators, and refuses everyone else', async () => {
    const owner = callers.User!;
    const id = (await server.gql('{ viewer { id } }', {}, owner)).data.viewer.id as string;
    const fields = (schema.getType('User') as unknown as { getFields(): Record<string, { type: TypeShape }> }).getFields();
    const wrong: string[] = [];
    for (const name of USER_OWNER_FIELDS) {
      const selection = `${name} ${namedOf(fields[name]!.type).getFields ? '{ __typename }' : ''}`;
      for (const [who, auth, expected] of [
        ['Anon', null, 'UNAUTHENTICATED'],
        ['another member', callers.Creator, 'FORBIDDEN'],
        ['the owner', owner, 'allowed'],
        ['Admin', callers.Admin, 'allowed'],
      ] as const) {
        const answer = await server.gql(`query($id: ID!) { node(id: $id) { ... on User { ${selection} } } }`, { id }, auth);
        const outcome = answer.errors?.[0]?.extensions?.code ?? 'allowed';
        if (outcome !== expected) wrong.push(`User.${name} as ${who}: ${outcome}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the sort and order parameters of sortable lists', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[] }>>;
    };
    const enumOf = (path: string, name: string) =>
      document.paths[path]?.get?.parameters?.find((parameter) => parameter.in === 'query' && parameter.name === name)?.schema?.enum;
    expect(enumOf('/api/users', 'sort')).toEqual(['USER_NAME', 'EMAIL', 'CREATED_AT', 'LAST_SIGN_IN_AT']);
    expect(enumOf('/api/users', 'order')).toEqual(['ASC', 'DESC']);
    expect(enumOf('/api/creator-profiles', 'sort')).toEqual(['PINNED', 'DISPLAY_NAME', 'USER_NAME', 'CREATED_AT']);
    expect(enumOf('/api/creator-profiles', 'order')).toEqual(['ASC', 'DESC']);
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<html');
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const response = await server.api('GET', '/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses malformed JSON with a 400 in the error shape', async () => {
    const response = await fetch(`${server.url}/api/auth/password/initiate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });
});
