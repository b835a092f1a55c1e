// /profile's creator-profile form: what it sends, the server's messages next to their fields, a success toast, and
// no save while the server has turned a social username down.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../web/src/components/toaster/toaster';
import { CreatorProfileForm } from '../../web/src/features/profile/CreatorProfileForm';
import { UpdateProfileCreatorDocument, type ProfileCreatorFragment } from '../../web/src/gql/graphql';
import { renderAdmin, type GraphQLMocks } from './admin-render';
import { platformsMock, usernameCheckMock } from './social-links-fixtures';

vi.mock('../../web/src/components/forms/upload', () => ({
  uploadMedia: vi.fn(async (file: File) => ({ mediaAssetId: 'asset-photo-1', fileUrl: `/media/${file.name}`, fileName: file.name })),
}));

const PROFILE: ProfileCreatorFragment = {
  __typename: 'CreatorProfile',
  creatorProfileId: 'creator-1',
  fullName: 'Sam Lifter',
  displayName: 'Coach Sam',
  userName: 'sam',
  bio: 'Strength coach.',
  isVerified: false,
  isPinned: false,
  profilePhoto: null,
  socialLinks: [],
};

function updateMock(input: Record<string, unknown>, answer: () => { data: Record<string, unknown> }) {
  return { request: { query: UpdateProfileCreatorDocument, variables: { creatorProfileId: 'creator-1', input } }, result: answer };
}

const saved = (profile: ProfileCreatorFragment) =>
  vi.fn(() => ({ data: { updateCreatorProfile: { __typename: 'MutationUpdateCreatorProfileSuccess', data: profile } } }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CreatorProfileForm', () => {
  it('saves the names, bio, photo and a new social link, then says so', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success');
    const onDone = vi.fn();
    const links = [{ socialMediaPlatformCode: 'INSTAGRAM', username: 'coach.sam' }];
    const answer = saved({ ...PROFILE, displayName: 'Coach Samantha' });
    const mocks: GraphQLMocks = [
      platformsMock(),
      usernameCheckMock('INSTAGRAM', 'coach.sam', { profileUrl: 'https://instagram.com/coach.sam' }),
      updateMock(
        {
          displayName: 'Coach Samantha',
          fullName: 'Sam Lifter',
          userName: 'sam',
          bio: 'Strength coach.',
          profilePhotoId: 'asset-photo-1',
          socialLinks: links,
        },
        answer,
      ),
    ];
    renderAdmin(<CreatorProfileForm profile={PROFILE} onDone={onDone} />, mocks);

    const displayName = screen.getByRole('textbox', { name: 'Display name' });
    // The form opens on its first field.
    expect(document.activeElement).toBe(displayName);
    await user.clear(displayName);
    await user.type(displayName, 'Coach Samantha');
    await user.upload(screen.getByLabelText('Profile photo'), new File(['png'], 'sam.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Replace photo' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add social link' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1 username' }), 'coach.sam');
    expect(await screen.findByText('Opens https://instagram.com/coach.sam')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Your creator profile is saved.');
  });

  it("shows the server's message next to the field it is about", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const answer = vi.fn(() => ({
      data: {
        updateCreatorProfile: {
          __typename: 'AppError',
          code: 'CONFLICT',
          message: 'This creator user name is taken',
          details: [{ __typename: 'FieldError', field: 'userName', message: 'This creator user name is taken' }],
        },
      },
    }));
    const mocks: GraphQLMocks = [
      platformsMock(),
      updateMock({ displayName: 'Coach Sam', fullName: 'Sam Lifter', userName: 'taken.name', bio: 'Strength coach.' }, answer),
    ];
    renderAdmin(<CreatorProfileForm profile={PROFILE} onDone={onDone} />, mocks);
    const userName = screen.getByRole('textbox', { name: /^Creator user name/ });
    await user.clear(userName);
    await user.type(userName, 'taken.name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This creator user name is taken').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Display name' }).getAttribute('aria-invalid')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith(false);
  });

  it('does not save while the server has called a social username invalid', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const answer = saved(PROFILE);
    const mocks: GraphQLMocks = [
      platformsMock(),
      usernameCheckMock('INSTAGRAM', 'reserved', { isValid: false, message: 'This Instagram handle is reserved' }),
      updateMock(
        {
          displayName: 'Coach Sam',
          fullName: 'Sam Lifter',
          userName: 'sam',
          bio: 'Strength coach.',
          socialLinks: [{ socialMediaPlatformCode: 'INSTAGRAM', username: 'reserved' }],
        },
        answer,
      ),
    ];
    renderAdmin(<CreatorProfileForm profile={PROFILE} onDone={onDone} />, mocks);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add social link' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1 username' }), 'reserved');
    expect(await screen.findByText('This Instagram handle is reserved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields need attention.')).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
