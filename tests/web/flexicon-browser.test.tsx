// The Flexicon browser against a fake GraphQL server (real Apollo client and cache, fetch replaced): filters in the
// URL, the query they send, the count, "Load more" and infinite scroll merging pages, debounced search, the empty
// state's "Clear filters", the error state's retry, and back/forward.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, SessionStore } from '../../web/src/features/auth/session';
import { FlexiconBrowser } from '../../web/src/features/flexicon/components/FlexiconBrowser';
import { createTypePolicies } from '../../web/src/lib/apollo';
import { system } from '../../web/src/lib/system';
import { json, unauthorized } from './setup';

interface FakeExercise {
  exerciseCode: string;
  exerciseName: string;
  muscleGroup: 'QUADS' | 'CHEST';
  equipmentGroup: 'DUMBBELLS' | 'BARBELL';
}

// 30 exercises: the even ones train the quads with dumbbells, the odd ones the chest with a barbell.
const EXERCISES: FakeExercise[] = Array.from({ length: 30 }, (_, index) => ({
  exerciseCode: `EXERCISE_${String(index).padStart(2, '0')}`,
  exerciseName: `Exercise ${String(index).padStart(2, '0')}`,
  muscleGroup: index % 2 ? 'CHEST' : 'QUADS',
  equipmentGroup: index % 2 ? 'BARBELL' : 'DUMBBELLS',
}));

const reference = {
  muscles: [
    { __typename: 'Muscle', muscleCode: 'QUADRICEPS', muscleName: 'Quadriceps', friendlyName: 'Quads' },
    {
      __typename: 'Muscle',
      muscleCode: 'PECTORALIS_MAJOR_STERNAL',
      muscleName: 'Pectoralis Major (Sternal Head)',
      friendlyName: 'Mid Chest',
    },
  ],
  muscleGroups: [
    ['UPPER_BODY', 'Upper Body', null, 'main_group', 0],
    ['LOWER_BODY', 'Lower Body', null, 'main_group', 1],
    ['CHEST', 'Chest', 'UPPER_BODY', 'subgroup', 3],
    ['QUADS', 'Quads', 'LOWER_BODY', 'subgroup', 11],
    ['HAMSTRINGS', 'Hamstrings', 'LOWER_BODY', 'subgroup', 12],
  ].map(([code, name, parent, type, sortOrder]) => ({
    __typename: 'MuscleGroup',
    muscleGroupCode: code,
    muscleGroupName: name,
    muscleGroupParent: parent,
    muscleGroupType: type,
    sortOrder,
    muscleGroupThumbnail: null,
  })),
  equipmentGroups: [
    ['DUMBBELLS', 'Dumbbells', 4],
    ['BARBELL', 'Barbell', 11],
  ].map(([code, name, sortOrder]) => ({
    __typename: 'EquipmentGroup',
    equipmentGroupCode: code,
    equipmentGroupName: name,
    equipmentGroupParent: null,
    sortOrder,
    equipmentGroupThumbnail: null,
  })),
  equipment: [
    { __typename: 'Equipment', equipmentCode: 'DUMBBELLS', equipmentName: 'Dumbbells' },
    { __typename: 'Equipment', equipmentCode: 'BARBELL', equipmentName: 'Barbell' },
  ],
  exerciseTags: [
    {
      __typename: 'ExerciseTag',
      exerciseTagCode: 'HOME_EXERCISE',
      exerciseTagName: 'Home Exercise',
      exerciseTagDescription: 'At home',
      isCategory: true,
    },
  ],
  exerciseTypes: [{ __typename: 'ExerciseType', exerciseTypeCode: 'WEIGHT_REPS', exerciseTypeName: 'Weight & Reps' }],
};

interface GraphQLBody {
  operationName: string;
  variables: {
    filter?: { search?: string; muscleGroupCodes?: string[]; equipmentGroupCodes?: string[] };
    first?: number;
    after?: string | null;
    sort?: string;
  };
}

const LOWER_BODY_SUBGROUPS = ['QUADS', 'HAMSTRINGS'];

function answerPage(variables: GraphQLBody['variables']) {
  const filter = variables.filter ?? {};
  const muscleGroups = (filter.muscleGroupCodes ?? []).flatMap((code) =>
    code === 'LOWER_BODY' ? LOWER_BODY_SUBGROUPS : code === 'UPPER_BODY' ? ['CHEST'] : [code],
  );
  let rows = EXERCISES.filter(
    (row) =>
      (!muscleGroups.length || muscleGroups.includes(row.muscleGroup)) &&
      (!filter.equipmentGroupCodes?.length || filter.equipmentGroupCodes.includes(row.equipmentGroup)) &&
      (!filter.search || row.exerciseName.toLowerCase().includes(filter.search.toLowerCase())),
  );
  if (variables.sort === 'NAME_DESC') rows = [...rows].reverse();
  const start = variables.after ? rows.findIndex((row) => row.exerciseCode === variables.after) + 1 : 0;
  const page = rows.slice(start, start + (variables.first ?? 24));
  return {
    data: {
      exercises: {
        __typename: 'QueryExercisesConnection',
        totalCount: rows.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: start + page.length < rows.length, endCursor: page.at(-1)?.exerciseCode ?? null },
        edges: page.map((row) => ({
          __typename: 'QueryExercisesConnectionEdge',
          cursor: row.exerciseCode,
          node: {
            __typename: 'Exercise',
            exerciseCode: row.exerciseCode,
            exerciseName: row.exerciseName,
            localizedName: row.exerciseName,
            exerciseTypeCode: 'WEIGHT_REPS',
            publishedStatusCode: 'PUBLISHED',
            muscleUsage: [
              {
                __typename: 'MuscleUsage',
                muscleCode: row.muscleGroup === 'QUADS' ? 'QUADRICEPS' : 'PECTORALIS_MAJOR_STERNAL',
                targetPercentage: 100,
                isPrimary: true,
              },
            ],
            equipment: [{ __typename: 'ExerciseEquipmentEntry', equipmentCode: row.equipmentGroup, isRequired: true, slot: 0 }],
          },
        })),
      },
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();
const pageRequests: GraphQLBody['variables'][] = [];
let failPages = 0;

/** The app's own cache configuration (lib/apollo.ts: Query.exercises merges pages per filter and sort). */
function createClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: 'http://localhost/graphql', fetch: (input, init) => fetchMock(input, init) }),
    cache: new InMemoryCache({ typePolicies: createTypePolicies() }),
  });
}

type Observer = { callback: IntersectionObserverCallback; element: Element | null };
const observers: Observer[] = [];
class FakeIntersectionObserver {
  entry: Observer;
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, element: null };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  unobserve() {}
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
  takeRecords() {
    return [];
  }
}

/** Brings the sentinel into view, as scrolling to the end of the list would. */
function scrollToEnd() {
  for (const observer of [...observers]) {
    if (!observer.element) continue;
    observer.callback(
      [{ isIntersecting: true, target: observer.element } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  pageRequests.length = 0;
  failPages = 0;
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/auth/session')) return unauthorized();
    const body = JSON.parse(String(init?.body)) as GraphQLBody;
    if (body.operationName === 'FlexiconReference') return json({ data: reference });
    if (body.operationName === 'FlexiconPage') {
      pageRequests.push(body.variables);
      if (failPages > 0) {
        failPages -= 1;
        return json({ errors: [{ message: 'The database is resting', extensions: { code: 'INTERNAL' } }], data: null });
      }
      return json(answerPage(body.variables));
    }
    throw new Error(`Unexpected request ${url} ${body.operationName}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBrowser(initialEntry = '/flexicon/explore') {
  const router = createMemoryRouter([{ path: '/flexicon/explore', element: <FlexiconBrowser /> }], { initialEntries: [initialEntry] });
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={createClient()}>
        <SessionProvider store={new SessionStore()}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

const count = () => screen.getByTestId('flexicon-count').textContent;
/** The filters wait behind their button on the smallest screens, which jsdom's is (it matches no media query). */
const openFilters = async (user = userEvent.setup()) => {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('button', { name: 'Upper Body' })).toBeNull();
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return toggle;
};
const cardCodes = () => screen.queryAllByTestId('exercise-card').map((card) => card.getAttribute('data-exercise-code'));

describe('the Flexicon browser', () => {
  it('shows the count and the first page, with every chip a pressed/unpressed button', async () => {
    renderBrowser();
    await waitFor(() => expect(count()).toBe('30 exercises'));
    expect(cardCodes()).toHaveLength(24);
    const card = screen.getAllByTestId('exercise-card')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Exercise 00' }).getAttribute('href')).toBe('/e/EXERCISE_00');
    expect(card.textContent).toContain('Weight & Reps');
    expect(card.textContent).toContain('Quads');
    expect(card.textContent).toContain('Dumbbells');
    await openFilters();
    for (const name of ['Upper Body', 'Lower Body', 'Dumbbells', 'Barbell']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByRole('searchbox', { name: 'Search exercises' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    // Signed out: no "only what I have".
    expect(screen.queryByText('Only what I have')).toBeNull();
  });

  it('filters by Lower Body → Quads and Dumbbells, in the URL and in the query', async () => {
    const user = userEvent.setup();
    const router = renderBrowser();
    await waitFor(() => expect(count()).toBe('30 exercises'));
    const toggle = await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Lower Body' }));
    await waitFor(() => expect(router.state.location.search).toBe('?muscles=LOWER_BODY'));
    await waitFor(() => expect(count()).toBe('15 exercises'));
    expect(screen.getByRole('button', { name: 'Lower Body' }).getAttribute('aria-pressed')).toBe('true');
    // The subgroups of the chosen main group appear.
    const subgroups = screen.getByRole('group', { name: 'Lower Body muscles' });
    await user.click(within(subgroups).getByRole('button', { name: 'Quads' }));
    await user.click(screen.getByRole('button', { name: 'Dumbbells' }));
    await waitFor(() => expect(router.state.location.search).toBe('?muscles=LOWER_BODY,QUADS&equipment=DUMBBELLS'));
    await waitFor(() => expect(pageRequests.at(-1)?.filter).toEqual({ muscleGroupCodes: ['QUADS'], equipmentGroupCodes: ['DUMBBELLS'] }));
    await waitFor(() => expect(count()).toBe('15 exercises'));
    expect(screen.getByRole('button', { name: 'Dumbbells' }).getAttribute('aria-pressed')).toBe('true');
    // The button says how many filters apply: two muscle groups and one equipment group.
    expect(toggle.textContent).toBe('Filters (3)');
    // Back and forward move between the filter states.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dumbbells' }).getAttribute('aria-pressed')).toBe('false'));
    expect(router.state.location.search).toBe('?muscles=LOWER_BODY,QUADS');
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dumbbells' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('reads the filters from a shared link', async () => {
    renderBrowser('/flexicon/explore?equipment=BARBELL&sort=NAME_DESC');
    await waitFor(() => expect(count()).toBe('15 exercises'));
    expect(cardCodes()[0]).toBe('EXERCISE_29');
    expect(pageRequests[0]).toMatchObject({ filter: { equipmentGroupCodes: ['BARBELL'] }, sort: 'NAME_DESC', first: 24 });
    expect((await openFilters()).textContent).toBe('Filters (1)');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('NAME_DESC');
  });

  it('loads the next page with "Load more", appending it', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await waitFor(() => expect(cardCodes()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardCodes()).toHaveLength(30));
    expect(pageRequests.at(-1)).toMatchObject({ after: 'EXERCISE_23' });
    expect(cardCodes()[0]).toBe('EXERCISE_00');
    expect(cardCodes()[29]).toBe('EXERCISE_29');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText("That's every exercise for these filters.")).toBeTruthy();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    renderBrowser();
    await waitFor(() => expect(cardCodes()).toHaveLength(24));
    await waitFor(() => expect(observers.some((observer) => observer.element)).toBe(true));
    act(() => scrollToEnd());
    await waitFor(() => expect(cardCodes()).toHaveLength(30));
    expect(pageRequests.filter((variables) => variables.after === 'EXERCISE_23')).toHaveLength(1);
  });

  it('searches as you type, once the typing pauses', async () => {
    const user = userEvent.setup();
    const router = renderBrowser();
    await waitFor(() => expect(count()).toBe('30 exercises'));
    const before = pageRequests.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'Exercise 2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Exercise+2'));
    await waitFor(() => expect(count()).toBe('10 exercises'));
    const searches = pageRequests.slice(before).map((variables) => variables.filter?.search);
    expect(searches).toEqual(['Exercise 2']);
  });

  it('shows an empty state whose "Clear filters" brings every exercise back', async () => {
    const user = userEvent.setup();
    const router = renderBrowser('/flexicon/explore?q=nothing&muscles=QUADS&sort=NAME_DESC');
    const empty = await screen.findByTestId('flexicon-empty');
    expect(empty.textContent).toContain('No exercises match these filters');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(count()).toBe('30 exercises'));
    expect(router.state.location.search).toBe('?sort=NAME_DESC');
    expect((screen.getByRole('searchbox', { name: 'Search exercises' }) as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry that works', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failPages = 1;
    renderBrowser();
    const error = await screen.findByTestId('flexicon-error');
    expect(error.textContent).toContain('The exercises could not be loaded');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(count()).toBe('30 exercises'));
  });
});
