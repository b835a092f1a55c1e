// Queries run compiled (server/graphql/compiled-queries.ts) answer exactly as the executor does: the same requests,
// good and bad, sent to a server that compiles and to one that does not (GRAPHQL_COMPILED_QUERIES=false) on the same
// database, compared byte for byte. Which operations may run compiled is checked on the web app's own documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, print, type DocumentNode } from 'graphql';
import { schema } from '../../server/graphql/schema.js';
import { runsCompiled } from '../../server/graphql/compiled-queries.js';
import {
  ExercisePageDocument,
  FlexiconPageDocument,
  HomiesFeedDocument,
  LogbookListDocument,
  MemberPageDocument,
} from '../../web/src/gql/graphql.js';
import { startTestServer, type Auth, type TestServer } from '../support/server.js';

let compiled: TestServer;
let interpreted: TestServer;
let member: Auth;

beforeAll(async () => {
  compiled = await startTestServer({ RESPONSE_CACHE_SECONDS: '0' });
  interpreted = await startTestServer({ RESPONSE_CACHE_SECONDS: '0', GRAPHQL_COMPILED_QUERIES: 'false' });
  member = await compiled.signUp();
});
afterAll(async () => {
  await compiled?.close();
  await interpreted?.close();
});

/**
 * One request's answer from each server: status, content type and body as sent. An operation is compiled on its second
 * run, so the compiling server is sent the request twice and its second answer is the one compared; each server's SQL
 * statements are counted for the compared request alone.
 */
async function both(query: string, variables: Record<string, unknown>, auth?: Auth) {
  const send = async (server: TestServer) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth?.headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };
  await send(compiled);
  compiled.statements.reset();
  interpreted.statements.reset();
  return { compiled: await send(compiled), interpreted: await send(interpreted) };
}

const text = (document: DocumentNode) => print(document);

const MUSCLE_TREE = '{ muscleGroups { muscleGroupCode muscles { muscleCode muscleThumbnail { fileUrl } } } }';

describe('which operations run compiled', () => {
  it('compiles queries over public types, nested Prisma relations included', () => {
    expect(runsCompiled(schema, FlexiconPageDocument)).toBe(true);
    expect(runsCompiled(schema, ExercisePageDocument)).toBe(true);
    expect(runsCompiled(schema, HomiesFeedDocument)).toBe(true);
    expect(runsCompiled(schema, LogbookListDocument)).toBe(true);
    expect(runsCompiled(schema, parse(MUSCLE_TREE))).toBe(true);
  });

  it('leaves mutations, introspection, interfaces and non-public types to the executor', () => {
    expect(runsCompiled(schema, parse('mutation { signOut }'))).toBe(false);
    expect(runsCompiled(schema, parse('{ __schema { queryType { name } } }'))).toBe(false);
    expect(runsCompiled(schema, parse('{ node(id: "x") { id } }'))).toBe(false);
    expect(runsCompiled(schema, parse('{ roles { roleCode } }'))).toBe(false);
  });
});

describe('compiled answers are the executor’s answers', () => {
  const page = text(FlexiconPageDocument);

  it('answers a Flexicon page, filtered, continued and in another locale alike', async () => {
    const first = await both(page, { first: 20, sort: 'NAME_ASC' });
    expect(first.compiled.status).toBe(200);
    expect(JSON.parse(first.compiled.body).data.exercises.edges).toHaveLength(20);
    expect(first.compiled).toEqual(first.interpreted);
    const endCursor = JSON.parse(first.compiled.body).data.exercises.pageInfo.endCursor as string;
    for (const variables of [
      { first: 50, filter: { muscleGroupCodes: ['LOWER_BODY'], equipmentGroupCodes: ['BARBELL', 'DUMBBELLS'] }, sort: 'NAME_DESC' },
      { first: 10, after: endCursor },
      { first: 5, localeCode: 'de-DE', filter: { search: 'squat' } },
    ]) {
      const answers = await both(page, variables);
      expect(answers.compiled.status).toBe(200);
      expect(answers.compiled).toEqual(answers.interpreted);
    }
  });

  it('answers an exercise page and the muscle tree, whose relations nest, alike and in as many statements', async () => {
    for (const [query, variables] of [
      [text(ExercisePageDocument), { exerciseCode: 'BARBELL_BACK_SQUAT' }],
      [text(ExercisePageDocument), { exerciseCode: 'NO_SUCH_EXERCISE' }],
      [MUSCLE_TREE, {}],
    ] as const) {
      const answers = await both(query, variables);
      expect(answers.compiled.status).toBe(200);
      expect(answers.compiled).toEqual(answers.interpreted);
      expect(compiled.statements.count).toBe(interpreted.statements.count);
    }
  });

  it('gives an omitted variable its default and refuses bad variables in the same words', async () => {
    // $localeCode is `String! = "en-US"`: leaving it out is allowed, sending null is not.
    const omitted = await both(page, { first: 3 });
    expect(JSON.parse(omitted.compiled.body).errors).toBeUndefined();
    expect(omitted.compiled).toEqual(omitted.interpreted);
    for (const variables of [{ first: 3, localeCode: null }, { first: 'three' }, { first: 3, sort: 'SIDEWAYS' }]) {
      const answers = await both(page, variables);
      expect(JSON.parse(answers.compiled.body).errors?.length).toBeGreaterThan(0);
      expect(answers.compiled).toEqual(answers.interpreted);
    }
  });

  it('answers a resolver’s refusal and a field the visitor may not read with the same errors', async () => {
    for (const query of [
      '{ myEquipment }',
      '{ exercises(first: 2) { totalCount } myEquipment }',
      '{ exercises(first: -1) { totalCount } }',
      '{ exercises(first: 2, filter: { withMyEquipment: true }) { totalCount } }',
    ]) {
      const answers = await both(query, {});
      expect(JSON.parse(answers.compiled.body).errors?.length, query).toBeGreaterThan(0);
      expect(answers.compiled, query).toEqual(answers.interpreted);
    }
  });

  it('answers a signed-in member’s own pages alike', async () => {
    const { data } = await compiled.gql<{ viewer: { userName: string } }>('{ viewer { userName } }', {}, member);
    for (const [document, variables] of [
      [HomiesFeedDocument, {}],
      [LogbookListDocument, {}],
      [MemberPageDocument, { userName: data.viewer.userName }],
    ] as const) {
      const answers = await both(text(document), variables, member);
      expect(answers.compiled.status).toBe(200);
      expect(answers.compiled).toEqual(answers.interpreted);
    }
  });
});
