// The admin's editing additions: an exercise's credits, an account's e-mail and user name (with the server's
// per-field messages), and an exercise's videos (title and position edits, adding an uploaded file), plus the checks
// behind them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emailError, mediaChange, userNameError } from '../../web/src/components/forms/form-checks';
import { newCodeError } from '../../web/src/features/admin/lib/codes';
import { contributionErrors, toContributionInput, type ContributionDraft } from '../../web/src/features/admin/lib/contributions';
import { sortOrderError } from '../../web/src/features/admin/lib/sort-order';
import { ContributionsEditor } from '../../web/src/features/admin/pages/exercises/ContributionsEditor';
import type { CreatorOption } from '../../web/src/features/admin/pages/exercises/CreatorSelect';
import { VideosPanel } from '../../web/src/features/admin/pages/exercises/VideosPanel';
import { AccountDetailsForm } from '../../web/src/features/admin/pages/UsersPage';
import {
  AdminCreateExerciseVideoDocument,
  AdminUpdateExerciseVideoDocument,
  AdminUpdateUserDocument,
  type AdminExerciseDetailFragment,
  type AdminUserFragment,
} from '../../web/src/gql/graphql';
import { renderAdmin, type GraphQLMocks } from './admin-render';
import { createI18n } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';

// The checks take the interface's t; these read the English texts.
const t = createI18n('en-US', en).t;

vi.mock('../../web/src/components/forms/upload', () => ({
  uploadMedia: vi.fn(async (file: File) => ({ mediaAssetId: 'asset-video-1', fileUrl: `/media/${file.name}`, fileName: file.name })),
}));

const CREATORS: CreatorOption[] = [
  { creatorProfileId: 'creator-1', displayName: null, fullName: 'Ana Lima', userName: 'ana' },
  { creatorProfileId: 'creator-2', displayName: 'Coach Ben', fullName: 'Ben Ode', userName: 'ben', isVerified: true },
];

describe('editing checks', () => {
  it('checks credits: a creator per row and a role once per creator', () => {
    const drafts: ContributionDraft[] = [
      { key: 'a', creatorProfileId: 'creator-1', contributionRole: 'ORIGINAL_AUTHOR' },
      { key: 'b', creatorProfileId: 'creator-1', contributionRole: 'ORIGINAL_AUTHOR' },
      { key: 'c', creatorProfileId: '', contributionRole: 'CURATOR' },
      { key: 'd', creatorProfileId: 'creator-1', contributionRole: 'CURATOR' },
    ];
    expect(contributionErrors(t, drafts)).toEqual({
      'contributions.1.creatorProfileId': 'This creator already has this role',
      'contributions.2.creatorProfileId': 'Choose a creator',
    });
    expect(toContributionInput(drafts.slice(3))).toEqual([{ creatorProfileId: 'creator-1', contributionRole: 'CURATOR' }]);
  });

  it('shares the small checks of the forms', () => {
    expect(sortOrderError(t, '')).toBe('Use 0 to 10000');
    expect(sortOrderError(t, 10001)).toBe('Use 0 to 10000');
    expect(sortOrderError(t, 3)).toBeUndefined();
    expect(userNameError('ab', t)).toBe('User name: 3 to 30 letters, digits, underscores or dots');
    expect(userNameError(' lift.mates ', t)).toBeUndefined();
    expect(emailError('', t)).toBe('Required');
    expect(emailError('someone@', t)).toBe('Enter a valid e-mail address');
    expect(emailError('someone@example.com', t)).toBeUndefined();
    expect(newCodeError(t, 'BARBELL', (code) => code === 'BARBELL')).toBe('This code is already used');
    expect(newCodeError(t, 'bar', () => false)).toBe('Use UPPER_SNAKE_CASE: capital letters, digits and underscores');
    expect(mediaChange('thumbnailId', { mediaAssetId: 'a' }, { mediaAssetId: 'a' })).toEqual({});
    expect(mediaChange('thumbnailId', null, { mediaAssetId: 'a' })).toEqual({ thumbnailId: null });
    expect(mediaChange('iconId', { mediaAssetId: 'b' }, null)).toEqual({ iconId: 'b' });
  });
});

function ContributionsHarness({ onChange }: { onChange(drafts: ContributionDraft[]): void }) {
  const [drafts, setDrafts] = useState<ContributionDraft[]>([
    { key: 'existing', creatorProfileId: 'creator-1', contributionRole: 'ORIGINAL_AUTHOR' },
  ]);
  return (
    <ContributionsEditor
      creators={CREATORS}
      defaultCreatorId="creator-2"
      contributions={drafts}
      onChange={(next) => {
        setDrafts(next);
        onChange(next);
      }}
      errors={contributionErrors(t, drafts)}
    />
  );
}

describe('ContributionsEditor', () => {
  it('adds, changes and removes credits, and says when a creator has a role twice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAdmin(<ContributionsHarness onChange={onChange} />);
    expect((screen.getByRole('combobox', { name: 'Credit 1 role' }) as HTMLSelectElement).value).toBe('ORIGINAL_AUTHOR');

    await user.click(screen.getByRole('button', { name: 'Add credit' }));
    expect((screen.getByRole('combobox', { name: 'Credit 2 creator' }) as HTMLSelectElement).value).toBe('creator-2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Credit 2 role' }), 'CURATOR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Credit 2 creator' }), 'creator-1');
    expect(screen.queryByText('This creator already has this role')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Credit 2 role' }), 'ORIGINAL_AUTHOR');
    expect(screen.getByText('This creator already has this role')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove credit 1' }));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ creatorProfileId: 'creator-1', contributionRole: 'ORIGINAL_AUTHOR' }),
    ]);
    expect(screen.queryByText('This creator already has this role')).toBeNull();
  });
});

const ACCOUNT: AdminUserFragment = {
  __typename: 'User',
  userId: 'user-1',
  userName: 'lifter',
  email: 'lifter@example.com',
  roles: ['User'],
  disabled: false,
  emailConfirmed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  creatorProfile: null,
};

describe('AccountDetailsForm', () => {
  it('checks the fields first, then shows the server messages next to the field they are about', async () => {
    const user = userEvent.setup();
    const mocks: GraphQLMocks = [
      {
        request: {
          query: AdminUpdateUserDocument,
          variables: { userId: 'user-1', input: { email: 'taken@example.com', userName: 'new.name' } },
        },
        result: {
          data: {
            updateUser: {
              __typename: 'AppError',
              code: 'CONFLICT',
              message: 'An account with this e-mail already exists',
              details: [{ __typename: 'FieldError', field: 'email', message: 'An account with this e-mail already exists' }],
            },
          },
        },
      },
    ];
    renderAdmin(<AccountDetailsForm user={ACCOUNT} />, mocks);
    const save = screen.getByRole('button', { name: 'Save details' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    const userName = screen.getByRole('textbox', { name: /^User name/ });
    await user.clear(email);
    await user.type(email, 'taken@');
    await user.clear(userName);
    await user.type(userName, 'x');
    await user.click(save);
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('User name: 3 to 30 letters, digits, underscores or dots')).toBeTruthy();

    await user.type(email, 'example.com');
    await user.clear(userName);
    await user.type(userName, 'new.name');
    await user.click(save);
    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(userName.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends only what changed', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(() => ({
      data: { updateUser: { __typename: 'MutationUpdateUserSuccess', data: { ...ACCOUNT, userName: 'lifter.two' } } },
    }));
    const mocks: GraphQLMocks = [
      { request: { query: AdminUpdateUserDocument, variables: { userId: 'user-1', input: { userName: 'lifter.two' } } }, result: answer },
    ];
    renderAdmin(<AccountDetailsForm user={ACCOUNT} />, mocks);
    const userName = screen.getByRole('textbox', { name: /^User name/ });
    await user.clear(userName);
    await user.type(userName, 'lifter.two');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    expect((userName as HTMLInputElement).value).toBe('lifter.two');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const VIDEO: AdminExerciseDetailFragment['videos'][number] = {
  __typename: 'ExerciseVideo',
  exerciseVideoId: 'video-1',
  creatorProfileId: 'creator-1',
  creatorProfile: { __typename: 'CreatorProfile', ...CREATORS[0]! },
  title: 'Setup',
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  sortOrder: 0,
  videoAsset: null,
};

describe('VideosPanel', () => {
  it('edits a video title and position in place', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const mocks: GraphQLMocks = [
      {
        request: {
          query: AdminUpdateExerciseVideoDocument,
          variables: {
            exerciseCode: 'BENCH_PRESS',
            creatorProfileId: 'creator-1',
            exerciseVideoId: 'video-1',
            input: { title: 'Set-up and grip', sortOrder: 2 },
          },
        },
        result: {
          data: {
            updateExerciseVideo: {
              __typename: 'MutationUpdateExerciseVideoSuccess',
              data: { __typename: 'ExerciseVideo', exerciseVideoId: 'video-1' },
            },
          },
        },
      },
    ];
    renderAdmin(
      <VideosPanel exerciseCode="BENCH_PRESS" videos={[VIDEO]} creators={CREATORS} defaultCreatorId="creator-1" onChanged={onChanged} />,
      mocks,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Setup' }));
    const form = screen.getByRole('form', { name: 'Edit video Setup' });
    const title = within(form).getByRole('textbox', { name: 'Title (optional)' });
    await user.clear(title);
    await user.type(title, 'Set-up and grip');
    const position = within(form).getByRole('spinbutton', { name: 'Sort order' });
    await user.clear(position);
    await user.click(within(form).getByRole('button', { name: 'Save video' }));
    expect(within(form).getByText('Use 0 to 10000')).toBeTruthy();
    await user.type(position, '2');
    await user.click(within(form).getByRole('button', { name: 'Save video' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.queryByRole('form', { name: 'Edit video Setup' })).toBeNull();
  });

  it('adds a video from an uploaded file instead of an address', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const mocks: GraphQLMocks = [
      {
        request: {
          query: AdminCreateExerciseVideoDocument,
          variables: {
            exerciseCode: 'BENCH_PRESS',
            creatorProfileId: 'creator-2',
            input: { videoAssetId: 'asset-video-1', title: 'Close-up' },
          },
        },
        result: {
          data: {
            createExerciseVideo: {
              __typename: 'MutationCreateExerciseVideoSuccess',
              data: { __typename: 'ExerciseVideo', exerciseVideoId: 'video-2' },
            },
          },
        },
      },
    ];
    renderAdmin(
      <VideosPanel exerciseCode="BENCH_PRESS" videos={[]} creators={CREATORS} defaultCreatorId="creator-2" onChanged={onChanged} />,
      mocks,
    );
    const form = screen.getByRole('form', { name: 'Add video' });
    await user.click(within(form).getByRole('button', { name: 'Add video' }));
    expect(within(form).getByText('Enter an https address or upload a video file')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: 'Title (optional)' }), 'Close-up');
    await user.upload(within(form).getByLabelText('Or upload a video file'), new File(['video'], 'close-up.mp4', { type: 'video/mp4' }));
    expect(await within(form).findByText('Uploaded file: close-up.mp4')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(within(form).queryByText('Uploaded file: close-up.mp4')).toBeNull();
  });
});
