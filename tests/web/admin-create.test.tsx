// The admin's "new" forms create (a taken code comes back as CONFLICT and shows on the code field the user typed,
// nothing is overwritten) while edits keep upserting; and clearing a clearable value sends null, which the server
// reads as "clear it" where leaving the field out would keep the old value.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EquipmentGroupsPage } from '../../web/src/features/admin/pages/EquipmentGroupsPage';
import { EquipmentPage } from '../../web/src/features/admin/pages/EquipmentPage';
import { ExerciseEditorPage } from '../../web/src/features/admin/pages/exercises/ExerciseEditorPage';
import { LocalesPage } from '../../web/src/features/admin/pages/LocalesPage';
import { MuscleGroupsPage } from '../../web/src/features/admin/pages/MuscleGroupsPage';
import { SessionProvider, SessionStore } from '../../web/src/features/auth/session';
import {
  AdminCreateEquipmentDocument,
  AdminCreateEquipmentGroupDocument,
  AdminCreateExerciseDocument,
  AdminCreateLocaleDocument,
  AdminCreateMuscleGroupDocument,
  AdminCreatorOptionsDocument,
  AdminEquipmentDocument,
  AdminEquipmentGroupsDocument,
  AdminExerciseDocument,
  AdminLocalesDocument,
  AdminMuscleGroupsDocument,
  AdminReferenceDocument,
  AdminUpsertEquipmentDocument,
  AdminUpsertEquipmentGroupDocument,
  AdminUpsertExerciseDocument,
  AdminUpsertMuscleGroupDocument,
  type AdminEquipmentGroupFragment,
  type AdminEquipmentItemFragment,
  type AdminExerciseDetailFragment,
  type AdminMuscleGroupFragment,
} from '../../web/src/gql/graphql';
import { recordingMock, renderAdmin, type GraphQLMocks } from './admin-render';

type Mock = GraphQLMocks[number];
type Sent = { [name: string]: unknown; input: Record<string, unknown> };

const answer = (document: Mock['request']['query'], data: (variables: Sent) => unknown, sent: Sent[] = []) =>
  recordingMock<Sent>(document, data, sent);

const TAKEN = 'This code is taken';
const conflict = (field: string, message: string) => ({
  __typename: 'AppError',
  code: 'CONFLICT',
  message,
  details: [{ __typename: 'FieldError', field, message: TAKEN }],
});

const THUMBNAIL = {
  __typename: 'MediaAsset' as const,
  mediaAssetId: 'asset-1',
  fileUrl: '/media/asset-1.webp',
  fileName: 'asset-1.webp',
  thumbHash: null,
  description: null,
};

function renderAt(path: string, routes: ReactNode, mocks: GraphQLMocks) {
  return renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider store={new SessionStore()}>
        <Routes>{routes}</Routes>
      </SessionProvider>
    </MemoryRouter>,
    mocks,
  );
}

// The session check finds nobody signed in: the forms under test need no account of their own, and no REST call
// is expected of them (a code's existence is the create mutation's answer).
const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED' } }), { status: 401 }));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const restCalls = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0])).filter((url) => !url.includes('/auth/'));

/** The code field is marked invalid and its error message (the one it points at) is the server's. */
async function expectCodeTaken(field: HTMLElement) {
  // Chakra marks the field invalid a render before the message element it points at mounts.
  await waitFor(() => {
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-errormessage') ?? '');
    expect(message?.textContent).toBe(TAKEN);
  });
}

/**
 * The save has come back and the form is done with it: its save button has left its loading state, or the form has
 * closed. A test that ended while the answer was on its way would leave the form's state updates to run after it.
 */
async function expectSaveSettled(form: HTMLElement, saveButton: string) {
  await waitFor(() =>
    expect(form.isConnected && within(form).getAllByRole('button', { name: saveButton })[0]!.hasAttribute('data-loading')).toBe(false),
  );
}

const CREATOR = {
  __typename: 'CreatorProfile' as const,
  creatorProfileId: 'creator-1',
  displayName: null,
  fullName: 'Ana Lima',
  userName: 'ana',
};

const LOCALES = [
  { __typename: 'Locale' as const, localeCode: 'en-US', localeName: 'English (United States)', published: true },
  { __typename: 'Locale' as const, localeCode: 'es-ES', localeName: 'Spanish (Spain)', published: true },
];

const exerciseMocks = (locales: typeof LOCALES = []): GraphQLMocks => [
  answer(AdminReferenceDocument, () => ({
    publishedStatuses: [],
    exerciseTypes: [{ __typename: 'ExerciseType', exerciseTypeCode: 'WEIGHT_REPS', exerciseTypeName: 'Weight and reps' }],
    exerciseTags: [],
    muscles: [],
    equipment: [],
    locales,
  })),
  answer(AdminCreatorOptionsDocument, () => ({
    creatorProfiles: {
      __typename: 'QueryCreatorProfilesConnection',
      edges: [{ __typename: 'QueryCreatorProfilesConnectionEdge', node: { ...CREATOR, isPinned: false, isVerified: false } }],
    },
  })),
];

function exercise(code: string, description: string | null): AdminExerciseDetailFragment {
  return {
    __typename: 'Exercise',
    exerciseCode: code,
    exerciseName: 'Bench Press',
    description,
    exerciseTypeCode: 'WEIGHT_REPS',
    publishedStatusCode: 'DRAFT',
    aliases: [],
    names: [],
    mergedCodes: [],
    exerciseTagCodes: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    equipment: [],
    muscleUsage: [],
    contributions: [],
    instructions: [],
    videos: [],
  };
}

function Opened() {
  return <p>Editing {useParams().exerciseCode}</p>;
}

describe('a new exercise', () => {
  it('is created; a taken code shows on the code field and creating under another code opens it', async () => {
    const user = userEvent.setup();
    const created: Sent[] = [];
    const mocks = [
      ...exerciseMocks(),
      answer(
        AdminCreateExerciseDocument,
        (variables) => ({
          createExercise:
            variables.exerciseCode === 'BENCH_PRESS'
              ? conflict('exerciseCode', 'Exercise BENCH_PRESS already exists')
              : { __typename: 'MutationCreateExerciseSuccess', data: exercise(String(variables.exerciseCode), null) },
        }),
        created,
      ),
    ];
    renderAt(
      '/admin/exercises/new',
      <>
        <Route path="/admin/exercises/new" element={<ExerciseEditorPage />} />
        <Route path="/admin/exercises/:exerciseCode" element={<Opened />} />
      </>,
      mocks,
    );

    await user.type(await screen.findByRole('textbox', { name: /^Exercise name/ }), 'Bench Press');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Exercise type/ }), 'WEIGHT_REPS');
    const code = screen.getByRole('textbox', { name: /^Exercise code/ }) as HTMLInputElement;
    expect(code.value).toBe('BENCH_PRESS');
    await user.click(screen.getAllByRole('button', { name: 'Create exercise' })[0]!);

    await expectCodeTaken(code);
    expect(screen.getByRole('alert').textContent).toContain('Exercise BENCH_PRESS already exists');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      exerciseCode: 'BENCH_PRESS',
      input: { exerciseName: 'Bench Press', exerciseTypeCode: 'WEIGHT_REPS' },
    });
    // Still the new form: nothing was saved over the exercise that has the code.
    expect(screen.getByRole('form', { name: 'New exercise' })).toBeTruthy();

    await user.clear(code);
    await user.type(code, 'BENCH_PRESS_PAUSED');
    await user.click(screen.getAllByRole('button', { name: 'Create exercise' })[0]!);
    expect(await screen.findByText('Editing BENCH_PRESS_PAUSED')).toBeTruthy();
    expect(created.map((variables) => variables.exerciseCode)).toEqual(['BENCH_PRESS', 'BENCH_PRESS_PAUSED']);
    expect(restCalls()).toEqual([]);
  });
});

describe('an existing exercise', () => {
  it('saves with an upsert and sends a cleared description as null', async () => {
    const user = userEvent.setup();
    const saved: Sent[] = [];
    const mocks = [
      ...exerciseMocks(),
      answer(AdminExerciseDocument, () => ({ exercise: exercise('BENCH_PRESS', 'Lie on a flat bench.') })),
      answer(
        AdminUpsertExerciseDocument,
        () => ({ upsertExercise: { __typename: 'MutationUpsertExerciseSuccess', data: exercise('BENCH_PRESS', null) } }),
        saved,
      ),
    ];
    renderAt('/admin/exercises/BENCH_PRESS', <Route path="/admin/exercises/:exerciseCode" element={<ExerciseEditorPage />} />, mocks);

    const description = await screen.findByRole('textbox', { name: /^Description/ });
    expect((description as HTMLTextAreaElement).value).toBe('Lie on a flat bench.');
    await user.clear(description);
    await user.click(screen.getAllByRole('button', { name: 'Save exercise' })[0]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    await expectSaveSettled(document.body, 'Save exercise');
    expect(saved[0]!.exerciseCode).toBe('BENCH_PRESS');
    expect(saved[0]!.input).toHaveProperty('description', null);
  });

  it('names it in other languages: a name with its aliases is sent, aliases without a name are refused', async () => {
    const user = userEvent.setup();
    const saved: Sent[] = [];
    const mocks = [
      ...exerciseMocks(LOCALES),
      answer(AdminExerciseDocument, () => ({ exercise: exercise('BENCH_PRESS', null) })),
      answer(
        AdminUpsertExerciseDocument,
        () => ({ upsertExercise: { __typename: 'MutationUpsertExerciseSuccess', data: exercise('BENCH_PRESS', null) } }),
        saved,
      ),
    ];
    renderAt('/admin/exercises/BENCH_PRESS', <Route path="/admin/exercises/:exerciseCode" element={<ExerciseEditorPage />} />, mocks);

    // English (US) is the exercise's own name: only the other languages get fields.
    const names = await screen.findByTestId('localized-names');
    expect(within(names).queryByRole('textbox', { name: /English/ })).toBeNull();
    await user.type(within(names).getByRole('textbox', { name: 'New alias in Spanish (Spain)' }), 'Press banca{Enter}');
    await user.click(screen.getAllByRole('button', { name: 'Save exercise' })[0]!);
    const spanishName = within(names).getByRole('textbox', { name: /^Name in Spanish \(Spain\)/ });
    await waitFor(() => expect(spanishName.getAttribute('aria-invalid')).toBe('true'));
    expect(saved).toHaveLength(0);

    await user.type(spanishName, 'Press de banca');
    await user.click(screen.getAllByRole('button', { name: 'Save exercise' })[0]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    await expectSaveSettled(document.body, 'Save exercise');
    expect(saved[0]!.input.names).toEqual([{ localeCode: 'es-ES', name: 'Press de banca', aliases: ['Press banca'] }]);
  });
});

const BARBELL: AdminEquipmentItemFragment = {
  __typename: 'Equipment',
  equipmentCode: 'BARBELL',
  equipmentName: 'Barbell',
  equipmentEquipmentGroups: [],
  equipmentThumbnail: THUMBNAIL,
};

function equipmentGroup(code: string, name: string, parent: string | null): AdminEquipmentGroupFragment {
  return {
    __typename: 'EquipmentGroup',
    equipmentGroupCode: code,
    equipmentGroupName: name,
    equipmentGroupParent: parent,
    equipmentGroupType: 'main_group',
    equipmentGroupEquipment: [],
    sortOrder: 1,
    isFilter: false,
    equipmentGroupThumbnail: null,
  };
}

const FREE_WEIGHTS = equipmentGroup('FREE_WEIGHTS', 'Free weights', null);
const BARS = equipmentGroup('BARS', 'Bars', 'FREE_WEIGHTS');

const equipmentMocks = (): GraphQLMocks => [
  // The first page of a search the server runs: the code typed below is not on it.
  answer(AdminEquipmentDocument, () => ({ equipment: [BARBELL] })),
  answer(AdminEquipmentGroupsDocument, () => ({ equipmentGroups: [FREE_WEIGHTS, BARS] })),
];

describe('equipment', () => {
  it('creates a new item, and shows a taken code on the code field', async () => {
    const user = userEvent.setup();
    const created: Sent[] = [];
    const mocks = [
      ...equipmentMocks(),
      answer(
        AdminCreateEquipmentDocument,
        () => ({ createEquipment: conflict('equipmentCode', 'Equipment DUMBBELL already exists') }),
        created,
      ),
    ];
    renderAt('/admin/equipment', <Route path="/admin/equipment" element={<EquipmentPage />} />, mocks);

    await user.click(await screen.findByRole('button', { name: 'New equipment' }));
    const form = await screen.findByRole('form', { name: 'New equipment' });
    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await user.type(code, 'dumbbell');
    await user.type(within(form).getByRole('textbox', { name: /^Equipment name/ }), 'Dumbbell');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await expectCodeTaken(code);
    expect(within(form).getByRole('alert').textContent).toContain('Equipment DUMBBELL already exists');
    expect(created).toEqual([{ equipmentCode: 'DUMBBELL', input: { equipmentName: 'Dumbbell', equipmentEquipmentGroups: [] } }]);
    expect(restCalls()).toEqual([]);
  });

  it('edits with an upsert and sends a removed thumbnail as null', async () => {
    const user = userEvent.setup();
    const saved: Sent[] = [];
    const mocks = [
      ...equipmentMocks(),
      answer(
        AdminUpsertEquipmentDocument,
        () => ({ upsertEquipment: { __typename: 'MutationUpsertEquipmentSuccess', data: { ...BARBELL, equipmentThumbnail: null } } }),
        saved,
      ),
    ];
    renderAt('/admin/equipment', <Route path="/admin/equipment" element={<EquipmentPage />} />, mocks);

    await user.click(await screen.findByRole('button', { name: 'Edit Barbell' }));
    const form = await screen.findByRole('form', { name: 'Edit Barbell' });
    await user.click(within(form).getByRole('button', { name: 'Remove image' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expectSaveSettled(form, 'Save');
    expect(saved[0]!.equipmentCode).toBe('BARBELL');
    expect(saved[0]!.input).toHaveProperty('thumbnailId', null);
  });
});

function muscleGroup(code: string, name: string, parent: string | null, withThumbnail = false): AdminMuscleGroupFragment {
  return {
    __typename: 'MuscleGroup',
    muscleGroupCode: code,
    muscleGroupName: name,
    muscleGroupParent: parent,
    muscleGroupType: parent ? 'subgroup' : 'main_group',
    muscleGroupMuscles: [],
    sortOrder: 1,
    muscleGroupThumbnail: withThumbnail ? THUMBNAIL : null,
  };
}

const muscleGroupsMock = () =>
  answer(AdminMuscleGroupsDocument, () => ({
    muscleGroups: [muscleGroup('UPPER_BODY', 'Upper Body', null), muscleGroup('CHEST', 'Chest', 'UPPER_BODY', true)],
    muscles: [],
  }));

interface DrawerCase {
  name: string;
  path: string;
  page: ReactNode;
  mocks: GraphQLMocks;
  newButton: string;
  codeLabel: RegExp;
  code: string;
  /** Fills the other required fields. */
  fill(user: UserEvent, form: HTMLElement): Promise<void>;
  created: Sent[];
}

function drawerCases(): DrawerCase[] {
  const muscleGroupsCreated: Sent[] = [];
  const equipmentGroupsCreated: Sent[] = [];
  const localesCreated: Sent[] = [];
  return [
    {
      name: 'muscle group',
      path: '/admin/muscle-groups',
      page: <MuscleGroupsPage />,
      mocks: [
        muscleGroupsMock(),
        answer(
          AdminCreateMuscleGroupDocument,
          () => ({ createMuscleGroup: conflict('muscleGroupCode', 'Muscle group BACK already exists') }),
          muscleGroupsCreated,
        ),
      ],
      newButton: 'New muscle group',
      codeLabel: /^Code/,
      code: 'BACK',
      fill: async (user, form) => {
        await user.type(within(form).getByRole('textbox', { name: /^Group name/ }), 'Back');
        await user.selectOptions(within(form).getByRole('combobox', { name: /^Group type/ }), 'main_group');
      },
      created: muscleGroupsCreated,
    },
    {
      name: 'equipment group',
      path: '/admin/equipment-groups',
      page: <EquipmentGroupsPage />,
      mocks: [
        ...equipmentMocks(),
        answer(
          AdminCreateEquipmentGroupDocument,
          () => ({ createEquipmentGroup: conflict('equipmentGroupCode', 'Equipment group RACKS already exists') }),
          equipmentGroupsCreated,
        ),
      ],
      newButton: 'New equipment group',
      codeLabel: /^Code/,
      code: 'RACKS',
      fill: async (user, form) => {
        await user.type(within(form).getByRole('textbox', { name: /^Group name/ }), 'Racks');
      },
      created: equipmentGroupsCreated,
    },
    {
      name: 'locale',
      path: '/admin/locales',
      page: <LocalesPage />,
      mocks: [
        answer(AdminLocalesDocument, () => ({
          locales: [{ __typename: 'Locale', localeCode: 'en-US', localeName: 'English (US)', published: true, localeIcon: null }],
        })),
        answer(AdminCreateLocaleDocument, () => ({ createLocale: conflict('localeCode', 'Locale fr-FR already exists') }), localesCreated),
      ],
      newButton: 'New locale',
      codeLabel: /^Locale code/,
      code: 'fr-FR',
      fill: async (user, form) => {
        await user.type(within(form).getByRole('textbox', { name: /^Locale name/ }), 'French');
      },
      created: localesCreated,
    },
  ];
}

describe.each(drawerCases().map((item) => [item.name, item] as const))('a new %s', (_name, item) => {
  it('is created, and a code taken meanwhile shows on the code field', async () => {
    const user = userEvent.setup();
    renderAt(item.path, <Route path={item.path} element={item.page} />, item.mocks);

    await user.click(await screen.findByRole('button', { name: item.newButton }));
    const form = await screen.findByRole('form', { name: item.newButton });
    const code = within(form).getByRole('textbox', { name: item.codeLabel });
    await user.type(code, item.code);
    await item.fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await expectCodeTaken(code);
    expect(item.created).toHaveLength(1);
    expect(Object.values(item.created[0]!)).toContain(item.code);
  });
});

describe('clearing a parent', () => {
  it('moves a muscle group to the top level with null, and a removed thumbnail is null too', async () => {
    const user = userEvent.setup();
    const saved: Sent[] = [];
    const mocks = [
      muscleGroupsMock(),
      answer(
        AdminUpsertMuscleGroupDocument,
        () => ({
          upsertMuscleGroup: { __typename: 'MutationUpsertMuscleGroupSuccess', data: muscleGroup('CHEST', 'Chest', null) },
        }),
        saved,
      ),
    ];
    renderAt('/admin/muscle-groups', <Route path="/admin/muscle-groups" element={<MuscleGroupsPage />} />, mocks);

    await user.click(await screen.findByRole('button', { name: 'Edit Chest' }));
    const form = await screen.findByRole('form', { name: 'Edit Chest' });
    const parent = within(form).getByRole('combobox', { name: /^Parent group/ }) as HTMLSelectElement;
    expect(parent.value).toBe('UPPER_BODY');
    await user.selectOptions(parent, '');
    await user.click(within(form).getByRole('button', { name: 'Remove image' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expectSaveSettled(form, 'Save');
    expect(saved[0]!.muscleGroupCode).toBe('CHEST');
    expect(saved[0]!.input).toHaveProperty('muscleGroupParent', null);
    expect(saved[0]!.input).toHaveProperty('thumbnailId', null);
  });

  it('takes an equipment group out from under its parent with null', async () => {
    const user = userEvent.setup();
    const saved: Sent[] = [];
    const mocks = [
      ...equipmentMocks(),
      answer(
        AdminUpsertEquipmentGroupDocument,
        () => ({
          upsertEquipmentGroup: { __typename: 'MutationUpsertEquipmentGroupSuccess', data: { ...BARS, equipmentGroupParent: null } },
        }),
        saved,
      ),
    ];
    renderAt('/admin/equipment-groups', <Route path="/admin/equipment-groups" element={<EquipmentGroupsPage />} />, mocks);

    await user.click(await screen.findByRole('button', { name: 'Edit Bars' }));
    const form = await screen.findByRole('form', { name: 'Edit Bars' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Parent group/ }), '');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expectSaveSettled(form, 'Save');
    expect(saved[0]!.equipmentGroupCode).toBe('BARS');
    expect(saved[0]!.input).toHaveProperty('equipmentGroupParent', null);
  });
});
