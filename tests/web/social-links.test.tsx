// The social-links editor shared by the admin's creator form and /profile: the local checks, and the server's
// username check (asked once typing pauses, "Checking…" meanwhile, its message or the profile address after).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getI18n } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialLinksEditor } from '../../web/src/components/social-links/SocialLinksEditor';
import {
  sameLinks,
  socialLinkErrors,
  toSocialLinkInput,
  USERNAME_CHECK_DEBOUNCE_MS,
  type SocialLinkDraft,
} from '../../web/src/components/social-links/social-links';
import { renderAdmin, type GraphQLMocks } from './admin-render';
import { PLATFORMS, usernameCheckMock } from './social-links-fixtures';

// The English catalogue, as setup.ts gives it to components rendered alone.
const { t } = getI18n();

afterEach(() => {
  vi.useRealTimers();
});

describe('social link checks', () => {
  it('checks social links like the server: a platform, once, and a username matching its pattern', () => {
    const drafts: SocialLinkDraft[] = [
      { key: 'a', socialMediaPlatformCode: 'INSTAGRAM', username: '@lift.mates' },
      { key: 'b', socialMediaPlatformCode: 'INSTAGRAM', username: 'second' },
      { key: 'c', socialMediaPlatformCode: '', username: '' },
      { key: 'd', socialMediaPlatformCode: 'WEBSITE', username: 'not a url' },
    ];
    expect(socialLinkErrors(drafts, PLATFORMS, t)).toEqual({
      'socialLinks.1.socialMediaPlatformCode': 'One link per platform',
      'socialLinks.2.socialMediaPlatformCode': 'Choose a platform',
      'socialLinks.2.username': 'Enter a username',
      'socialLinks.3.username': 'This is not a valid Website username',
    });
    // The leading @ is dropped, as the server stores handles.
    expect(toSocialLinkInput(drafts.slice(0, 1))).toEqual([{ socialMediaPlatformCode: 'INSTAGRAM', username: 'lift.mates' }]);
    expect(sameLinks(toSocialLinkInput(drafts.slice(0, 1)), [{ socialMediaPlatformCode: 'INSTAGRAM', username: 'lift.mates' }])).toBe(true);
  });
});

function SocialLinksHarness({ errors = {}, onLinks }: { errors?: Record<string, string>; onLinks?(links: SocialLinkDraft[]): void }) {
  const [links, setLinks] = useState<SocialLinkDraft[]>([]);
  return (
    <SocialLinksEditor
      platforms={PLATFORMS}
      links={links}
      onChange={(next) => {
        setLinks(next);
        onLinks?.(next);
      }}
      errors={errors}
    />
  );
}

describe('SocialLinksEditor', () => {
  it('adds a link per platform with the keyboard, shows the profile address the server builds, and removes it', async () => {
    const user = userEvent.setup();
    const onLinks = vi.fn();
    renderAdmin(<SocialLinksHarness onLinks={onLinks} />, [
      usernameCheckMock('INSTAGRAM', 'lift.mates', { profileUrl: 'https://instagram.com/lift.mates' }),
    ]);
    expect(screen.getByText('No social links yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    const platform = screen.getByRole('combobox', { name: 'Link 1 platform' }) as HTMLSelectElement;
    expect(platform.value).toBe('INSTAGRAM');
    await user.type(screen.getByRole('textbox', { name: 'Link 1 username' }), 'lift.mates');
    expect(await screen.findByText('Opens https://instagram.com/lift.mates')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    // The second link starts on the platform not used yet; Instagram cannot be picked twice.
    const second = screen.getByRole('combobox', { name: 'Link 2 platform' }) as HTMLSelectElement;
    expect(second.value).toBe('WEBSITE');
    expect((within(second).getByRole('option', { name: 'Instagram' }) as HTMLOptionElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add social link' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(onLinks).toHaveBeenLastCalledWith([expect.objectContaining({ socialMediaPlatformCode: 'WEBSITE', username: '' })]);
    expect(screen.queryByRole('combobox', { name: 'Link 2 platform' })).toBeNull();
  });

  it('asks the server once typing has paused, saying "Checking…" until it answers', async () => {
    // Typing is simulated with change events: the clock only moves when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answered = usernameCheckMock('INSTAGRAM', 'lift.mates', { profileUrl: 'https://instagram.com/lift.mates' });
    renderAdmin(<SocialLinksHarness />, [answered]);
    fireEvent.click(screen.getByRole('button', { name: 'Add social link' }));
    const username = screen.getByRole('textbox', { name: 'Link 1 username' });
    fireEvent.change(username, { target: { value: 'lift.mat' } });
    expect(screen.getByText('Checking…')).toBeTruthy();
    expect(username.getAttribute('aria-busy')).toBe('true');

    await act(() => vi.advanceTimersByTimeAsync(USERNAME_CHECK_DEBOUNCE_MS - 50));
    // Typing again before the pause is over starts the wait again.
    fireEvent.change(username, { target: { value: 'lift.mates' } });
    await act(() => vi.advanceTimersByTimeAsync(USERNAME_CHECK_DEBOUNCE_MS - 50));
    expect(answered.result).not.toHaveBeenCalled();
    expect(screen.getByText('Checking…')).toBeTruthy();

    // The pause ends (the question goes out), then the server answers.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Checking…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // One question for the finished username, none for the letters typed on the way.
    expect(answered.result).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Opens https://instagram.com/lift.mates')).toBeTruthy();
    expect(screen.queryByText('Checking…')).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's message under the field when it turns a username down", async () => {
    const user = userEvent.setup();
    renderAdmin(<SocialLinksHarness />, [
      usernameCheckMock('INSTAGRAM', 'liftmates', { isValid: false, message: 'This Instagram handle is reserved' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    const username = screen.getByRole('textbox', { name: 'Link 1 username' });
    await user.type(username, '@liftmates');
    expect(await screen.findByText('This Instagram handle is reserved')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Opens /)).toBeNull();
  });

  it('says at once when a username does not match the pattern, without asking the server', async () => {
    const user = userEvent.setup();
    const mocks: GraphQLMocks = [];
    renderAdmin(<SocialLinksHarness />, mocks);
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1 username' }), 'no spaces');
    expect(screen.getByText('This is not a valid Instagram username')).toBeTruthy();
    expect(screen.queryByText('Checking…')).toBeNull();
  });

  it('shows the messages of a row under its fields', async () => {
    const user = userEvent.setup();
    renderAdmin(<SocialLinksHarness errors={{ 'socialLinks.0.username': 'This is not a valid Instagram username' }} />);
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    expect(screen.getByText('This is not a valid Instagram username')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Link 1 username' }).getAttribute('aria-invalid')).toBe('true'));
  });
});
