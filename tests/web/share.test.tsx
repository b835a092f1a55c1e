// The share dialog (spec §2.7/§4/§8/§9): copy link with the 2 s 'Copied' state and its toasts, the social popups
// (550×420), the share text, the native share button, and the draft explanation.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayProvider } from '../../web/src/components/overlays/OverlayProvider';
import { ShareDialog } from '../../web/src/components/share/ShareDialog';
import { popupFeatures, shareTargets } from '../../web/src/components/share/share-links';
import { toaster } from '../../web/src/components/toaster/toaster';

// The English catalogue, as setup.ts gives it to components rendered alone.
const { t } = getI18n();

const URL_TO_SHARE = 'http://localhost:3000/w/abc123';

function renderShare(props: Partial<Parameters<typeof ShareDialog>[0]> = {}) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <OverlayProvider>
        <ShareDialog open onClose={() => {}} title="Leg Day" url={URL_TO_SHARE} {...props} />
      </OverlayProvider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('share links', () => {
  it('builds every target with the share text and the link', () => {
    const targets = shareTargets({ title: 'Leg Day', url: URL_TO_SHARE }, t);
    expect(targets.map((target) => target.id)).toEqual(['x', 'facebook', 'linkedin', 'whatsapp', 'reddit', 'telegram', 'email']);
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(URL_TO_SHARE));
    expect(decodeURIComponent(targets[0]!.href)).toContain('Check out Leg Day on Liftmates!');
    expect(targets.find((target) => target.id === 'email')).toMatchObject({ popup: false });
    expect(targets.find((target) => target.id === 'email')!.href.startsWith('mailto:')).toBe(true);
  });

  it('opens popups of 550 by 420', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 1550, outerHeight: 1420 })).toContain(
      'width=550,height=420,left=500,top=500',
    );
  });
});

describe('ShareDialog', () => {
  it("copies the link, shows 'Copied' for 2 s and the 'Link copied!' toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const toast = vi.spyOn(toaster, 'create');
    renderShare();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Check out Leg Day on Liftmates!')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(URL_TO_SHARE);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Link copied!' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy(), { timeout: 3000 });
  });

  it("shows 'Failed to copy' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = vi.spyOn(toaster, 'create');
    renderShare();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to copy' })));
    expect(within(dialog).queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('opens a social site in a 550×420 popup', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderShare();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Facebook' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0]!;
    expect(String(href)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_TO_SHARE)}`);
    expect(target).toBe('_blank');
    expect(features).toContain('width=550,height=420');
    expect(within(dialog).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('offers the native share sheet only when the browser has one', async () => {
    const user = userEvent.setup();
    const first = renderShare();
    expect(within(await screen.findByRole('dialog')).queryByRole('button', { name: 'More options…' })).toBeNull();
    first.unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderShare();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'More options…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Leg Day', text: 'Check out Leg Day on Liftmates!', url: URL_TO_SHARE });
  });

  it('explains how to publish a draft instead of sharing it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderShare({ isDraft: true, onClose });
    const dialog = await screen.findByRole('dialog', { name: 'This workout is still a draft' });
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(['Go to the Publish tab', 'Assign a creator', 'Finish creating the workout']);
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalled();
  });
});
