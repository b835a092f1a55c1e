// The admin lists the server sorts and counts (accounts, creator profiles): the orderBy a header click sends, the
// first page it starts from, "Load more" in the same order, and the total. Then deletes with a confirmation: a
// muscle group (the server's conflict message when it still has child groups) and one stored instruction of an
// exercise, which leaves the editor's other instructions alone.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../web/src/features/admin/constants';
import { SessionProvider, SessionStore } from '../../web/src/features/auth/session';
import { CreatorProfilesPage } from '../../web/src/features/admin/pages/CreatorProfilesPage';
import { ExerciseEditorPage } from '../../web/src/features/admin/pages/exercises/ExerciseEditorPage';
import { MuscleGroupsPage } from '../../web/src/features/admin/pages/MuscleGroupsPage';
import { UsersPage } from '../../web/src/features/admin/pages/UsersPage';
import {
  AdminCreatorOptionsDocument,
  AdminCreatorProfilesDocument,
  AdminDeleteExerciseInstructionDocument,
  AdminDeleteMuscleGroupDocument,
  AdminExerciseDocument,
  AdminMuscleGroupsDocument,
  AdminReferenceDocument,
  AdminUsersDocument,
  type AdminCreatorProfileFragment,
  type AdminCreatorProfilesQueryVariables,
  type AdminExerciseDetailFragment,
  type AdminMuscleGroupFragment,
  type AdminUserFragment,
  type AdminUsersQueryVariables,
} from '../../web/src/gql/graphql';
import { recordingMock, renderAdmin, type GraphQLMocks } from './admin-render';

const pageInfo = (hasNextPage: boolean, endCursor: string | null) => ({
  __typename: 'PageInfo' as const,
  hasNextPage,
  endCursor,
});

function account(index: number): AdminUserFragment {
  return {
    __typename: 'User',
    userId: `user-${index}`,
    userName: `lifter${index}`,
    email: `lifter${index}@example.com`,
    roles: ['User'],
    disabled: false,
    emailConfirmed: true,
    createdAt: '2026-01-0' + index + 'T10:00:00.000Z',
    lastSignInAt: null,
    creatorProfile: null,
  };
}

function profile(index: number): AdminCreatorProfileFragment {
  return {
    __typename: 'CreatorProfile',
    creatorProfileId: `creator-${index}`,
    fullName: `Coach ${index}`,
    displayName: null,
    userName: `coach${index}`,
    bio: null,
    isVerified: false,
    isPinned: index === 1,
    userId: null,
    createdAt: '2026-02-0' + index + 'T10:00:00.000Z',
    profilePhoto: null,
    socialLinks: [],
  };
}

/** Two accounts of 57 a page. */
const usersMocks = (sent: AdminUsersQueryVariables[]) => [
  recordingMock(
    AdminUsersDocument,
    (variables: AdminUsersQueryVariables) => {
      const start = variables.after ? 3 : 1;
      return {
        users: {
          __typename: 'QueryUsersConnection',
          totalCount: 57,
          pageInfo: pageInfo(true, `cursor-${start + 1}`),
          edges: [start, start + 1].map((index) => ({
            __typename: 'QueryUsersConnectionEdge',
            cursor: `cursor-${index}`,
            node: account(index),
          })),
        },
      };
    },
    sent,
  ),
];

const creatorsMocks = (sent: AdminCreatorProfilesQueryVariables[]) => [
  recordingMock(
    AdminCreatorProfilesDocument,
    () => ({
      creatorProfiles: {
        __typename: 'QueryCreatorProfilesConnection',
        totalCount: 2,
        pageInfo: pageInfo(false, 'cursor-2'),
        edges: [1, 2].map((index) => ({
          __typename: 'QueryCreatorProfilesConnectionEdge',
          cursor: `cursor-${index}`,
          node: profile(index),
        })),
      },
    }),
    sent,
  ),
];

function renderPage(page: React.ReactNode, mocks: GraphQLMocks, path = '/admin') {
  return renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider store={new SessionStore()}>{page}</SessionProvider>
    </MemoryRouter>,
    mocks,
  );
}

// The session check finds nobody signed in; the pages under test need no account of their own.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED' } }), { status: 401 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('accounts sorted on the server', () => {
  it('sends the orderBy of the clicked header, from the first page, and keeps it for "Load more"', async () => {
    const user = userEvent.setup();
    const sent: AdminUsersQueryVariables[] = [];
    renderPage(<UsersPage />, usersMocks(sent));

    expect(await screen.findByText('57 accounts, 2 shown')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ orderBy: { field: 'USER_NAME', direction: 'ASC' }, first: ADMIN_PAGE_SIZE });
    expect(header(/^User name/).getAttribute('aria-sort')).toBe('ascending');

    // Dates start with the newest.
    await user.click(within(header(/^Joined/)).getByRole('button'));
    await waitFor(() => expect(sent.at(-1)?.orderBy).toEqual({ field: 'CREATED_AT', direction: 'DESC' }));
    expect(sent.at(-1)?.after).toBeUndefined();
    expect(header(/^Joined/).getAttribute('aria-sort')).toBe('descending');
    expect(header(/^User name/).getAttribute('aria-sort')).toBe('none');

    await user.click(within(header(/^Joined/)).getByRole('button'));
    await waitFor(() => expect(sent.at(-1)?.orderBy).toEqual({ field: 'CREATED_AT', direction: 'ASC' }));
    expect(header(/^Joined/).getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header(/^E-mail/)).getByRole('button'));
    await waitFor(() => expect(sent.at(-1)?.orderBy).toEqual({ field: 'EMAIL', direction: 'ASC' }));

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ after: 'cursor-2', orderBy: { field: 'EMAIL', direction: 'ASC' } }));
    expect(await screen.findByText('57 accounts, 4 shown')).toBeTruthy();
    expect(screen.getAllByTestId('admin-user-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('lifter1'),
      expect.stringContaining('lifter2'),
      expect.stringContaining('lifter3'),
      expect.stringContaining('lifter4'),
    ]);
  });

  it('searches in the chosen order', async () => {
    const user = userEvent.setup();
    const sent: AdminUsersQueryVariables[] = [];
    renderPage(<UsersPage />, usersMocks(sent));
    await screen.findByText('57 accounts, 2 shown');
    await user.click(within(header(/^Last sign-in/)).getByRole('button'));
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'lifter');
    await waitFor(
      () =>
        expect(sent.at(-1)).toMatchObject({
          filter: { search: 'lifter' },
          orderBy: { field: 'LAST_SIGN_IN_AT', direction: 'DESC' },
        }),
      { timeout: 2000 },
    );
  });
});

describe('creator profiles sorted on the server', () => {
  it('shows the total and sorts pinned creators first from the Pinned header', async () => {
    const user = userEvent.setup();
    const sent: AdminCreatorProfilesQueryVariables[] = [];
    renderPage(<CreatorProfilesPage />, creatorsMocks(sent));

    expect(await screen.findByText('2 creator profiles')).toBeTruthy();
    expect(sent.at(-1)?.orderBy).toEqual({ field: 'DISPLAY_NAME', direction: 'ASC' });
    // Verification has no server order: its header is not a sort button.
    expect(within(header(/^Verified/)).queryByRole('button')).toBeNull();

    // Pinned first reads as descending (true before false); the server's PINNED runs that way ascending.
    await user.click(within(header(/^Pinned/)).getByRole('button'));
    await waitFor(() => expect(sent.at(-1)?.orderBy).toEqual({ field: 'PINNED', direction: 'ASC' }));
    expect(header(/^Pinned/).getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header(/^Pinned/)).getByRole('button'));
    await waitFor(() => expect(sent.at(-1)?.orderBy).toEqual({ field: 'PINNED', direction: 'DESC' }));
    expect(header(/^Pinned/).getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header(/^User name/)).getByRole('button'));
    await waitFor(() => expect(sent.at(-1)?.orderBy).toEqual({ field: 'USER_NAME', direction: 'ASC' }));
  });
});

const MEDIA = null;
function group(
  code: string,
  name: string,
  parent: string | null,
  type: AdminMuscleGroupFragment['muscleGroupType'],
): AdminMuscleGroupFragment {
  return {
    __typename: 'MuscleGroup',
    muscleGroupCode: code,
    muscleGroupName: name,
    muscleGroupParent: parent,
    muscleGroupType: type,
    muscleGroupMuscles: [],
    sortOrder: 1,
    muscleGroupThumbnail: MEDIA,
  };
}

describe('deleting a muscle group', () => {
  it("shows the server's conflict message in the confirmation, then deletes a group without children", async () => {
    const user = userEvent.setup();
    const groups = [group('UPPER_BODY', 'Upper Body', null, 'main_group'), group('CHEST', 'Chest', 'UPPER_BODY', 'subgroup')];
    const conflict = 'Muscle group UPPER_BODY still has child groups (CHEST): move them under another group or delete them first';
    const mocks: GraphQLMocks = [
      { request: { query: AdminMuscleGroupsDocument }, result: { data: { muscleGroups: groups, muscles: [] } } },
      {
        request: { query: AdminDeleteMuscleGroupDocument, variables: { muscleGroupCode: 'UPPER_BODY' } },
        result: {
          data: { deleteMuscleGroup: { __typename: 'AppError', code: 'CONFLICT', message: conflict, details: [] } },
        },
      },
      {
        request: { query: AdminDeleteMuscleGroupDocument, variables: { muscleGroupCode: 'CHEST' } },
        result: { data: { deleteMuscleGroup: { __typename: 'MutationDeleteMuscleGroupSuccess', data: true } } },
      },
      { request: { query: AdminMuscleGroupsDocument }, result: { data: { muscleGroups: groups.slice(0, 1), muscles: [] } } },
    ];
    renderPage(<MuscleGroupsPage />, mocks);

    await user.click(await screen.findByRole('button', { name: 'Delete Upper Body' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete muscle group?' });
    expect(confirm.textContent).toContain("'Upper Body' (UPPER_BODY) will be deleted");
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(conflict);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Asking again starts without the old message.
    await user.click(screen.getByRole('button', { name: 'Delete Chest' }));
    const second = await screen.findByRole('alertdialog', { name: 'Delete muscle group?' });
    expect(within(second).queryByRole('alert')).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('muscle-group-CHEST')).toBeNull());
    expect(screen.getByTestId('muscle-group-UPPER_BODY')).toBeTruthy();
  });
});

const CREATOR = {
  __typename: 'CreatorProfile' as const,
  creatorProfileId: 'creator-1',
  displayName: null,
  fullName: 'Ana Lima',
  userName: 'ana',
};

function instruction(localeCode: string, step: string) {
  return {
    __typename: 'ExerciseInstruction' as const,
    localeCode,
    creatorProfileId: CREATOR.creatorProfileId,
    creatorProfile: CREATOR,
    steps: [step],
    tips: [],
    commonMistakes: [],
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

const EXERCISE: AdminExerciseDetailFragment = {
  __typename: 'Exercise',
  exerciseCode: 'BENCH_PRESS',
  exerciseName: 'Bench Press',
  description: null,
  exerciseTypeCode: 'WEIGHT_REPS',
  publishedStatusCode: 'PUBLISHED',
  aliases: [],
  names: [],
  mergedCodes: [],
  exerciseTagCodes: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  equipment: [],
  muscleUsage: [],
  contributions: [],
  instructions: [instruction('en-US', 'Press the bar up.'), instruction('es-ES', 'Empuja la barra.')],
  videos: [],
};

describe('deleting an instruction', () => {
  it('removes one stored instruction after a confirmation and keeps the other', async () => {
    const user = userEvent.setup();
    const mocks: GraphQLMocks = [
      {
        request: { query: AdminReferenceDocument },
        result: {
          data: {
            publishedStatuses: [],
            exerciseTypes: [{ __typename: 'ExerciseType', exerciseTypeCode: 'WEIGHT_REPS', exerciseTypeName: 'Weight and reps' }],
            exerciseTags: [],
            muscles: [],
            equipment: [],
            locales: [
              { __typename: 'Locale', localeCode: 'en-US', localeName: 'English (US)', published: true },
              { __typename: 'Locale', localeCode: 'es-ES', localeName: 'Spanish', published: true },
            ],
          },
        },
      },
      {
        request: { query: AdminCreatorOptionsDocument, variables: {} },
        result: {
          data: {
            creatorProfiles: {
              __typename: 'QueryCreatorProfilesConnection',
              edges: [{ __typename: 'QueryCreatorProfilesConnectionEdge', node: { ...CREATOR, isPinned: false, isVerified: false } }],
            },
          },
        },
      },
      { request: { query: AdminExerciseDocument, variables: { exerciseCode: 'BENCH_PRESS' } }, result: { data: { exercise: EXERCISE } } },
      {
        request: {
          query: AdminDeleteExerciseInstructionDocument,
          variables: { exerciseCode: 'BENCH_PRESS', localeCode: 'en-US', creatorProfileId: 'creator-1' },
        },
        result: { data: { deleteExerciseInstruction: { __typename: 'MutationDeleteExerciseInstructionSuccess', data: true } } },
      },
    ];
    renderPage(
      <Routes>
        <Route path="/admin/exercises/:exerciseCode" element={<ExerciseEditorPage />} />
      </Routes>,
      mocks,
      '/admin/exercises/BENCH_PRESS',
    );

    const remove = await screen.findByRole('button', { name: 'Delete instructions in English (US) by Ana Lima' });
    expect(screen.getByTestId('instruction-en-US/creator-1')).toBeTruthy();
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete instructions?' });
    expect(confirm.textContent).toContain('The English (US) instructions by Ana Lima will be removed from this exercise.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('instruction-en-US/creator-1')).toBeNull());
    expect(screen.getByTestId('instruction-es-ES/creator-1')).toBeTruthy();
    // English has none left, so it offers to add some again.
    expect(screen.getByText('No instructions in English (US) yet.')).toBeTruthy();
  });
});
