// A Flexicon page that asks for cards only is read by hand-written SQL (server/domains/exercises/cards.ts); a page
// asking for one field more goes through Prisma. Generated pages, good and bad, sent both ways must get the same
// answer: the same status, the same errors, and the same exercises, cursors and cards in the same order.
import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let member: Auth;

beforeAll(async () => {
  server = await startTestServer({ RESPONSE_CACHE_SECONDS: '0' });
  member = await server.signUp();
});
afterAll(() => server.close());

const CARDS = fs.readFileSync(new URL('../../web/src/features/flexicon/flexicon-page.graphql', import.meta.url), 'utf8');
const RICHER = CARDS.replace('publishedStatusCode\n', 'publishedStatusCode\n  exerciseTagCodes\n');

type Edge = { cursor: string; node: Record<string, unknown> };
type Answer = { status: number; data: { exercises: { edges: Edge[] } } | null; errors?: unknown };

/** The richer page's answer without its extra field: what the card page answers, if the two paths agree. */
const withoutTags = (answer: Answer): Answer => {
  if (!answer.data?.exercises) return answer;
  const edges = answer.data.exercises.edges.map(({ cursor, node: { exerciseTagCodes: _tags, ...node } }) => ({ cursor, node }));
  return { ...answer, data: { ...answer.data, exercises: { ...answer.data.exercises, edges } } };
};

describe('a card-only Flexicon page answers as the general path does', () => {
  it('gives generated pages, valid and invalid, the same answers both ways', async () => {
    const reference = await server.gql(`{
      muscles { muscleCode } muscleGroups { muscleGroupCode } equipment { equipmentCode }
      equipmentGroups { equipmentGroupCode } exerciseTags { exerciseTagCode } exerciseTypes { exerciseTypeCode }
    }`);
    expect(reference.errors).toBeUndefined();
    const codes = (list: Record<string, string>[], key: string) => [...list.map((entry) => entry[key]!), `NO_SUCH_${key.toUpperCase()}`];
    const some = (list: string[]) => fc.option(fc.subarray(list, { minLength: 1, maxLength: 3 }), { nil: undefined });
    const filter = fc.record(
      {
        muscleCodes: some(codes(reference.data.muscles, 'muscleCode')),
        muscleGroupCodes: some(codes(reference.data.muscleGroups, 'muscleGroupCode')),
        equipmentCodes: some(codes(reference.data.equipment, 'equipmentCode')),
        equipmentGroupCodes: some(codes(reference.data.equipmentGroups, 'equipmentGroupCode')),
        exerciseTagCodes: some(codes(reference.data.exerciseTags, 'exerciseTagCode')),
        exerciseTypeCodes: some(codes(reference.data.exerciseTypes, 'exerciseTypeCode')),
        publishedStatusCodes: some(['PUBLISHED', 'DRAFT', 'ARCHIVED', 'NOT_A_STATUS']),
        primaryOnly: fc.boolean(),
        withMyEquipment: fc.boolean(),
        search: fc.constantFrom('squat', 'press', 'push-up', 'pullup', 'curl', 'zzzz', ''),
      },
      { requiredKeys: [] },
    );
    const page = fc.record({
      filter: fc.option(filter, { nil: undefined }),
      sort: fc.constantFrom('NAME_ASC', 'NAME_DESC', 'NEWEST', 'RECENTLY_UPDATED', 'SIDEWAYS', undefined),
      first: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(0, -3, 5000, undefined)),
      // A cursor from the page before (a later step), or text no page gave out.
      afterFromPage: fc.boolean(),
      after: fc.constantFrom(undefined, 'not-a-cursor', ''),
      localeCode: fc.constantFrom(undefined, 'en-US', 'es-ES'),
      signedIn: fc.boolean(),
    });

    let valid = 0;
    await fc.assert(
      fc.asyncProperty(page, async ({ afterFromPage, after, signedIn, ...variables }) => {
        const auth = signedIn ? member : undefined;
        const send = async (query: string, extra: Record<string, unknown> = {}) => {
          const answer = (await server.gql(query, { ...variables, after, ...extra }, auth)) as Answer;
          return { status: answer.status, data: answer.data, errors: answer.errors };
        };
        const cards = await send(CARDS);
        expect(cards).toEqual(withoutTags(await send(RICHER)));
        if (!cards.errors) valid += 1;
        // The next page, from the card page's last cursor, agrees too.
        const last = cards.data?.exercises.edges.at(-1)?.cursor;
        if (afterFromPage && last) expect(await send(CARDS, { after: last })).toEqual(withoutTags(await send(RICHER, { after: last })));
      }),
      { numRuns: 60 },
    );
    // The generated pages must not all be refused, or the comparison says little.
    expect(valid).toBeGreaterThan(10);
  });
});
