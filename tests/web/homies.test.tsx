// The Homies' web side: times and records as a member reads them (pounds for an imperial member), the cache
// changes the mutations and live items make (a live item goes on top once, a buddyship moves between the lists, a
// block takes a member out of everything), the feed (a card by kind with volume in the member's units, a live item
// on top with the live region telling of it, props toggled at once, comments added to the list and the counter, the
// empty state pointing to /buddies), /buddies (a debounced search from two characters, a request sent and an
// incoming one accepted without asking for the lists again) and the member page's "Member not found".
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayProvider } from '../../web/src/components/overlays/OverlayProvider';
import { notify } from '../../web/src/components/toaster/toaster';
import { SessionProvider, SessionStore, type UserInfo } from '../../web/src/features/auth/session';
import { HomiesFeed } from '../../web/src/features/homies/HomiesFeed';
import { applyBlock, applyBuddyship, prependFeedItem } from '../../web/src/features/homies/cache';
import { formatRecordValue } from '../../common/set-metrics';
import { formatRelativeTime, memberName } from '../../web/src/features/homies/format';
import { createI18n, loadCatalogue } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';
import { BuddiesPage } from '../../web/src/features/homies/pages/BuddiesPage';
import { MemberPage } from '../../web/src/features/homies/pages/MemberPage';
import { FEED_VARIABLES } from '../../web/src/features/homies/variables';
import { PreferencesProvider } from '../../web/src/features/settings/preferences';
import {
  BuddiesPageDocument,
  HomiesAcceptBuddyRequestDocument,
  HomiesAddFeedCommentDocument,
  HomiesFeedCommentsDocument,
  HomiesFeedDocument,
  HomiesGivePropsDocument,
  HomiesSearchMembersDocument,
  HomiesSendBuddyRequestDocument,
  MemberPageDocument,
  type BuddiesPageQuery,
  type FeedCard_ItemFragment,
  type HomiesFeedQuery,
  type HomiesSearchMembersQuery,
  type MemberLink_MemberFragment,
} from '../../web/src/gql/graphql';
import { createTypePolicies } from '../../web/src/lib/apollo';
import { system } from '../../web/src/lib/system';
import { json } from './setup';

const VIEWER: UserInfo = {
  userId: 'viewer',
  email: 'viewer@example.test',
  userName: 'viewer',
  userTimezone: null,
  roles: ['User'],
  measurementSystem: 'IMPERIAL',
  emailConfirmed: true,
  creatorProfile: null,
  userPrivateMeta: { gender: 'Male' },
};

const member = (userId: string, userName: string, displayName: string | null = null): MemberLink_MemberFragment => ({
  __typename: 'Member',
  userId,
  userName,
  displayName,
  profilePhotoUrl: null,
});

const ANA = member('ana', 'ana', 'Ana Lifts');
const BEN = member('ben', 'ben');
const CARL = member('carl', 'carl');

function logItem(feedItemId: string, title: string, createdAt = new Date(Date.now() - 5.5 * 60_000).toISOString()): FeedCard_ItemFragment {
  return {
    __typename: 'FeedItem',
    feedItemId,
    contentType: 'WORKOUT_LOG',
    message: null,
    visibility: 'BUDDIES',
    createdAt,
    viewerCanDelete: false,
    propCount: 0,
    viewerGaveProps: false,
    commentCount: 0,
    actor: ANA,
    workoutLog: {
      __typename: 'FeedWorkoutLog',
      workoutLogId: `log-${feedItemId}`,
      workoutLogTitle: title,
      startedAt: createdAt,
      logSummary: {
        __typename: 'WorkoutLogSummary',
        exerciseCount: 1,
        setCount: 3,
        totalVolume: 1000,
        activeSeconds: 2700,
        personalRecordCount: 1,
      },
      topExercises: [
        {
          __typename: 'FeedExercise',
          exerciseCode: 'BARBELL_BACK_SQUAT',
          exerciseName: 'Barbell Back Squat',
          completedSetCount: 3,
          bestWeight: 100,
        },
      ],
      muscleUsage: [{ __typename: 'MuscleShare', muscleCode: 'QUADRICEPS', targetPercentage: 70, isPrimary: true }],
      records: [
        {
          __typename: 'FeedRecord',
          exerciseCode: 'BARBELL_BACK_SQUAT',
          exerciseName: 'Barbell Back Squat',
          recordType: 'MAX_WEIGHT',
          value: 100,
          weight: null,
        },
      ],
    },
    workout: null,
    program: null,
    trainingSession: null,
  };
}

const feedOf = (items: FeedCard_ItemFragment[]): HomiesFeedQuery => ({
  feed: {
    __typename: 'QueryFeedConnection',
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    edges: items.map((node) => ({ __typename: 'QueryFeedConnectionEdge', node })),
  },
});

const entry = (buddyshipId: string, who: MemberLink_MemberFragment) => ({
  __typename: 'BuddyEntry' as const,
  buddyshipId,
  since: '2026-03-01T10:00:00.000Z',
  member: who,
});

const buddiesOf = (lists: Partial<Omit<BuddiesPageQuery['buddies'], '__typename'>> = {}): BuddiesPageQuery => ({
  buddies: { __typename: 'BuddyList', buddies: [], incoming: [], outgoing: [], ...lists },
  blockedMembers: [],
});

type Mock = MockLink.MockedResponse;

/** Answers every request for `query` with `data(variables)`, and counts them. */
function answer<V>(query: Mock['request']['query'], data: (variables: V) => unknown, sent: V[] = []): Mock {
  return {
    request: {
      query,
      variables: (variables: V) => {
        sent.push(variables);
        return true;
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: V) => ({ data: data(variables) }),
  } as Mock;
}

const newCache = () => new InMemoryCache({ typePolicies: createTypePolicies() });

afterEach(() => {
  document.getElementById('root')?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The page in the app's providers, with GraphQL answered by `mocks` and subscriptions fed by the returned subject. */
function renderWith(element: ReactNode, path: string, entryPath: string, mocks: Mock[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ data: { userInfo: VIEWER } })),
  );
  const live = new Subject<ApolloLink.Result>();
  const cache = newCache();
  const client = new ApolloClient({
    cache,
    link: ApolloLink.split(
      (operation) => operation.operationType === 'subscription',
      new ApolloLink(() => live.asObservable()),
      new MockLink(mocks, { defaultOptions: { delay: 0 } }),
    ),
  });
  const store = new SessionStore();
  store.setUserInfo(VIEWER);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entryPath] },
  );
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
  render(
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <OverlayProvider>
          <SessionProvider store={store}>
            <PreferencesProvider>
              <RouterProvider router={router} />
            </PreferencesProvider>
          </SessionProvider>
        </OverlayProvider>
      </ChakraProvider>
    </ApolloProvider>,
    { container: root },
  );
  return { live, cache, router };
}

describe('how the Homies read', () => {
  it('tells times relative to now', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    const t = createI18n('en-US', en).t;
    expect(formatRelativeTime('2026-03-10T11:59:40.000Z', now, 'en-US', t)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00.000Z', now, 'en-US', t)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00.000Z', now, 'en-US', t)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T11:00:00.000Z', now, 'en-US', t)).toBe('yesterday');
    expect(formatRelativeTime('2026-02-10T12:00:00.000Z', now, 'en-US', t)).toBe('4 weeks ago');
  });

  it('tells them in Spanish to a Spanish reader', async () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    const t = createI18n('es-ES', await loadCatalogue('es-ES')).t;
    expect(formatRelativeTime('2026-03-10T11:59:40.000Z', now, 'es-ES', t)).toBe(t('homies.time.justNow'));
    expect(t('homies.time.justNow')).not.toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00.000Z', now, 'es-ES', t)).toBe('hace 5 minutos');
    expect(formatRelativeTime('2026-03-09T11:00:00.000Z', now, 'es-ES', t)).toBe('ayer');
  });

  it('shows records in the member’s units', () => {
    expect(formatRecordValue('MAX_WEIGHT', 100, 'imperial')).toBe('220.5 lb');
    expect(formatRecordValue('ESTIMATED_1RM', 100, 'metric')).toBe('100 kg');
    expect(formatRecordValue('MAX_REPS', 12, 'metric')).toBe('12 reps');
    expect(formatRecordValue('MAX_REPS', 10, 'imperial', 60 * 0.45359237)).toBe('60 lb × 10');
    expect(formatRecordValue('LONGEST_DURATION', 90, 'metric')).toBe('1:30');
    expect(formatRecordValue('LONGEST_DISTANCE', 5000, 'metric')).toBe('5 km');
    expect(memberName(ANA)).toBe('Ana Lifts');
    expect(memberName(BEN)).toBe('ben');
  });
});

describe('the cache after a change', () => {
  it('puts a live item on top of the feed once', () => {
    const cache = newCache();
    cache.writeQuery({ query: HomiesFeedDocument, variables: FEED_VARIABLES, data: feedOf([logItem('old', 'Old')]) });
    expect(prependFeedItem(cache, logItem('new', 'New'))).toBe(true);
    expect(prependFeedItem(cache, logItem('new', 'New'))).toBe(false);
    const read = cache.readQuery({ query: HomiesFeedDocument, variables: FEED_VARIABLES });
    expect(read?.feed.edges.map((edge) => edge.node.feedItemId)).toEqual(['new', 'old']);
  });

  it('moves a member between the buddy lists and updates their status in search results', () => {
    const cache = newCache();
    cache.writeQuery({
      query: BuddiesPageDocument,
      data: buddiesOf({ buddies: [entry('b-carl', CARL)], incoming: [entry('b-ben', BEN)] }),
    });
    const search: HomiesSearchMembersQuery = {
      searchMembers: [{ __typename: 'MemberSearchResult', buddyStatus: 'REQUEST_RECEIVED', member: BEN }],
    };
    cache.writeQuery({ query: HomiesSearchMembersDocument, variables: { q: 'be' }, data: search });
    applyBuddyship(cache, {
      __typename: 'Buddyship',
      buddyshipId: 'b-ben',
      since: '2026-03-02T10:00:00.000Z',
      status: 'BUDDIES',
      member: BEN,
    });
    const lists = cache.readQuery({ query: BuddiesPageDocument })!.buddies;
    expect(lists.incoming).toEqual([]);
    expect(lists.buddies.map((item) => item.member.userName)).toEqual(['ben', 'carl']);
    expect(cache.readQuery({ query: HomiesSearchMembersDocument, variables: { q: 'be' } })?.searchMembers[0]?.buddyStatus).toBe('BUDDIES');
  });

  it('takes a blocked member out of the lists, the results and the feed', () => {
    const cache = newCache();
    cache.writeQuery({ query: BuddiesPageDocument, data: buddiesOf({ buddies: [entry('b-ana', ANA), entry('b-carl', CARL)] }) });
    cache.writeQuery({
      query: HomiesSearchMembersDocument,
      variables: { q: 'an' },
      data: { searchMembers: [{ __typename: 'MemberSearchResult', buddyStatus: 'BUDDIES', member: ANA }] },
    });
    cache.writeQuery({
      query: HomiesFeedDocument,
      variables: FEED_VARIABLES,
      data: feedOf([logItem('by-ana', 'Legs'), { ...logItem('by-carl', 'Arms'), actor: CARL }]),
    });
    applyBlock(cache, ANA, '2026-03-10T12:00:00.000Z');
    const page = cache.readQuery({ query: BuddiesPageDocument })!;
    expect(page.buddies.buddies.map((item) => item.member.userName)).toEqual(['carl']);
    expect(page.blockedMembers.map((item) => item.member.userName)).toEqual(['ana']);
    expect(cache.readQuery({ query: HomiesSearchMembersDocument, variables: { q: 'an' } })?.searchMembers).toEqual([]);
    const feed = cache.readQuery({ query: HomiesFeedDocument, variables: FEED_VARIABLES });
    expect(feed?.feed.edges.map((edge) => edge.node.feedItemId)).toEqual(['by-carl']);
  });
});

describe('the feed', () => {
  it('shows a finished workout in pounds, takes a live item on top and tells of it, and gives props at once', async () => {
    const gave: unknown[] = [];
    const { live } = renderWith(<HomiesFeed />, '/logbook', '/logbook?tab=feed', [
      answer(HomiesFeedDocument, () => feedOf([logItem('first', 'Leg day')])),
      answer(
        HomiesGivePropsDocument,
        () => ({
          giveProps: {
            __typename: 'MutationGivePropsSuccess',
            data: { __typename: 'FeedItem', feedItemId: 'first', propCount: 1, viewerGaveProps: true },
          },
        }),
        gave,
      ),
    ]);
    const first = await screen.findByRole('link', { name: 'Leg day' });
    expect(first.getAttribute('href')).toBe('/logbook/log-first');
    const card = first.closest<HTMLElement>('[data-testid="feed-item"]')!;
    expect(within(card).getByTestId('log-volume').textContent).toBe('2,205 lb');
    expect(within(card).getByTestId('log-duration').textContent).toBe('45 min');
    expect(card.textContent).toContain('best 220.5 lb');
    expect(card.textContent).toContain('5 minutes ago');
    expect(
      within(card)
        .getAllByTestId('record-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['Heaviest weight 220.5 lb']);
    expect(within(card).getByRole('list', { name: 'Personal records' }).textContent).toBe('Barbell Back Squat: Heaviest weight 220.5 lb');
    expect(within(card).getByRole('link', { name: 'Ana Lifts' }).getAttribute('href')).toBe('/u/ana');
    expect(within(card).getByTestId('body-map')).toBeTruthy();

    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => live.next({ data: { feedItemAdded: logItem('second', 'Push day', new Date().toISOString()) } }));
    await waitFor(() => expect(screen.getAllByTestId('feed-item')).toHaveLength(2));
    expect(screen.getAllByTestId('feed-item')[0]!.textContent).toContain('Push day');
    expect(status.textContent).toContain('New from your homies');
    // The same item again (a reconnect, or the echo of one's own post) is not shown twice.
    act(() => live.next({ data: { feedItemAdded: logItem('second', 'Push day', new Date().toISOString()) } }));
    await waitFor(() => expect(screen.getAllByTestId('feed-item')).toHaveLength(2));

    const props = within(card).getByTestId('give-props');
    expect(props.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(props);
    await waitFor(() => expect(within(card).getByTestId('prop-count').textContent).toBe('1'));
    expect(props.getAttribute('aria-pressed')).toBe('true');
    expect(gave).toEqual([{ feedItemId: 'first', given: true }]);
  });

  it('opens the comments, and adds one to the list and the counter', async () => {
    const sent: { feedItemId: string; body: string }[] = [];
    renderWith(<HomiesFeed />, '/logbook', '/logbook?tab=feed', [
      answer(HomiesFeedDocument, () => feedOf([logItem('first', 'Leg day')])),
      answer(HomiesFeedCommentsDocument, () => ({
        feedComments: {
          __typename: 'QueryFeedCommentsConnection',
          totalCount: 0,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: [],
        },
      })),
      answer(
        HomiesAddFeedCommentDocument,
        (variables: { feedItemId: string; body: string }) => ({
          addFeedComment: {
            __typename: 'MutationAddFeedCommentSuccess',
            data: {
              __typename: 'FeedComment',
              feedCommentId: 'c1',
              feedItemId: 'first',
              body: variables.body,
              createdAt: new Date().toISOString(),
              viewerCanDelete: true,
              author: member('viewer', 'viewer'),
            },
          },
        }),
        sent,
      ),
    ]);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '0 comments' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = await screen.findByRole('region', { name: 'Comments' });
    await within(region).findByText('No comments yet.');
    await user.type(within(region).getByLabelText('Write a comment'), 'Strong!{Enter}');
    await waitFor(() => expect(within(region).getByTestId('feed-comment').textContent).toContain('Strong!'));
    expect(screen.getByRole('button', { name: '1 comment' })).toBeTruthy();
    expect(sent).toEqual([{ feedItemId: 'first', body: 'Strong!' }]);
    expect(within(region).getByRole('button', { name: 'Delete comment by viewer' })).toBeTruthy();
  });

  it('points an empty feed to /buddies', async () => {
    renderWith(<HomiesFeed />, '/logbook', '/logbook?tab=feed', [answer(HomiesFeedDocument, () => feedOf([]))]);
    const empty = await screen.findByTestId('feed-empty');
    expect(within(empty).getByRole('heading', { name: 'Your feed is quiet' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Find buddies' }).getAttribute('href')).toBe('/buddies');
  });
});

describe('/buddies', () => {
  it('searches from two characters after a pause, sends a request and accepts one without asking for the lists again', async () => {
    const listRequests: unknown[] = [];
    const searches: { q: string }[] = [];
    renderWith(<BuddiesPage />, '/buddies', '/buddies', [
      answer(BuddiesPageDocument, () => buddiesOf({ incoming: [entry('b-ben', BEN)] }), listRequests),
      answer(
        HomiesSearchMembersDocument,
        () => ({ searchMembers: [{ __typename: 'MemberSearchResult', buddyStatus: 'NONE', member: CARL }] }),
        searches,
      ),
      answer(HomiesSendBuddyRequestDocument, () => ({
        sendBuddyRequest: {
          __typename: 'MutationSendBuddyRequestSuccess',
          data: { __typename: 'Buddyship', buddyshipId: 'b-carl', since: '2026-03-10T10:00:00.000Z', status: 'REQUEST_SENT', member: CARL },
        },
      })),
      answer(HomiesAcceptBuddyRequestDocument, () => ({
        acceptBuddyRequest: {
          __typename: 'MutationAcceptBuddyRequestSuccess',
          data: { __typename: 'Buddyship', buddyshipId: 'b-ben', since: '2026-03-10T10:00:00.000Z', status: 'BUDDIES', member: BEN },
        },
      })),
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('No buddies yet: find someone above.')).toBeTruthy();
    const search = screen.getByLabelText('Search members by user name');
    await user.type(search, 'c');
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches).toEqual([]);
    await user.type(search, 'a');
    const found = await screen.findByRole('list', { name: 'Members found' });
    expect(searches).toEqual([{ q: 'ca' }]);

    await user.click(within(found).getByRole('button', { name: 'Add buddy' }));
    await waitFor(() => expect(within(found).getByTestId('buddy-status').textContent).toBe('Request sent'));
    const waiting = screen.getByRole('list', { name: 'Waiting for an answer' });
    expect(within(waiting).getByRole('button', { name: 'Cancel request' })).toBeTruthy();

    const incoming = screen.getByRole('list', { name: 'Requests for you' });
    await user.click(within(incoming).getByRole('button', { name: 'Accept' }));
    const buddies = await screen.findByRole('list', { name: 'Your buddies' });
    expect(within(buddies).getByRole('link', { name: 'ben' }).getAttribute('href')).toBe('/u/ben');
    expect(screen.queryByRole('list', { name: 'Requests for you' })).toBeNull();
    expect(listRequests).toHaveLength(1);
  });
});

describe('a buddy action the server refuses', () => {
  it('tells the typed error’s message and leaves the member where they were', async () => {
    const failed = vi.spyOn(notify, 'error');
    renderWith(<BuddiesPage />, '/buddies', '/buddies', [
      answer(BuddiesPageDocument, () => buddiesOf({})),
      answer(HomiesSearchMembersDocument, () => ({
        searchMembers: [{ __typename: 'MemberSearchResult', buddyStatus: 'NONE', member: CARL }],
      })),
      answer(HomiesSendBuddyRequestDocument, () => ({
        sendBuddyRequest: { __typename: 'AppError', code: 'CONFLICT', message: 'You are already buddies', details: [] },
      })),
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search members by user name'), 'ca');
    const found = await screen.findByRole('list', { name: 'Members found' });
    await user.click(within(found).getByRole('button', { name: 'Add buddy' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('That did not work', { description: 'You are already buddies' }));
    expect(within(found).getByRole('button', { name: 'Add buddy' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Waiting for an answer' })).toBeNull();
    failed.mockRestore();
  });
});

describe('the member page', () => {
  it('says "Member not found" for a name that is not there', async () => {
    renderWith(<MemberPage />, '/u/:userName', '/u/ghost', [
      {
        request: { query: MemberPageDocument, variables: { userName: 'ghost' } },
        result: { errors: [{ message: 'Member not found', extensions: { code: 'NOT_FOUND' } }] as never },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Member not found');
    expect(screen.getByRole('link', { name: 'Find buddies' }).getAttribute('href')).toBe('/buddies');
  });
});
