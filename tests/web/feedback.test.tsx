// The feedback dialog (spec §4/§5/§6/§8/§9): validation and counter colours, the request it sends, the success
// panel, toast and auto-close, and the inline failures. fetch is replaced by vi.fn returning real Responses.
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDialog, validateFeedback } from '../../web/src/components/feedback/FeedbackDialog';
import { FEEDBACK_COUNTER_COLORS } from '../../web/src/components/feedback/constants';
import { OverlayProvider } from '../../web/src/components/overlays/OverlayProvider';
import { toaster } from '../../web/src/components/toaster/toaster';

// The English catalogue, as setup.ts gives it to components rendered alone.
const { t } = getI18n();

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('validateFeedback', () => {
  it('rejects empty and whitespace-only text', () => {
    expect(validateFeedback('', t)).toMatchObject({ error: 'Please enter your feedback', canSubmit: false, counter: '0 / 1000' });
    expect(validateFeedback('   \n\t', t)).toMatchObject({ error: 'Please enter your feedback', canSubmit: false });
  });

  it('accepts up to 1000 characters and rejects more', () => {
    expect(validateFeedback('Great app', t)).toMatchObject({ error: null, canSubmit: true, tone: 'normal', counter: '9 / 1000' });
    expect(validateFeedback('x'.repeat(1000), t)).toMatchObject({ error: null, canSubmit: true, counter: '1000 / 1000' });
    expect(validateFeedback('x'.repeat(1001), t)).toMatchObject({
      error: 'Please keep feedback under 1000 characters',
      canSubmit: false,
      counter: '1001 / 1000',
    });
  });

  it('turns the counter green, then amber above 800, then red above 1000', () => {
    expect(validateFeedback('x'.repeat(800), t).tone).toBe('normal');
    expect(validateFeedback('x'.repeat(801), t).tone).toBe('warning');
    expect(validateFeedback('x'.repeat(1000), t).tone).toBe('warning');
    expect(validateFeedback('x'.repeat(1001), t).tone).toBe('over');
    expect(FEEDBACK_COUNTER_COLORS.normal.base).toMatch(/^green\./);
    expect(FEEDBACK_COUNTER_COLORS.warning.base).toMatch(/^yellow\./);
    expect(FEEDBACK_COUNTER_COLORS.over.base).toMatch(/^red\./);
  });
});

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Feedback</Button>
      <FeedbackDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

function renderDialog(onClose?: () => void) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <OverlayProvider>
        <Harness onClose={onClose} />
      </OverlayProvider>
    </ChakraProvider>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Your Feedback' });
  const textarea = within(dialog).getByRole('textbox', { name: 'Your feedback' }) as HTMLTextAreaElement;
  return { dialog, textarea, submit: within(dialog).getByRole('button', { name: 'Send Feedback' }) as HTMLButtonElement };
}

describe('FeedbackDialog', () => {
  it('focuses the text, counts characters and enables sending only for valid text', async () => {
    const user = userEvent.setup();
    renderDialog();
    const { dialog, textarea, submit } = await openDialog(user);
    await waitFor(() => expect(document.activeElement).toBe(textarea));
    expect(textarea.maxLength).toBe(1050);
    expect(submit.disabled).toBe(true);
    const counter = within(dialog).getByTestId('feedback-counter');
    expect(counter.textContent).toBe('0 / 1000');

    await user.type(textarea, 'Love it');
    expect(counter.textContent).toBe('7 / 1000');
    expect(counter.getAttribute('data-tone')).toBe('normal');
    expect(submit.disabled).toBe(false);

    await user.clear(textarea);
    expect(within(dialog).getByText('Please enter your feedback')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.click(textarea);
    await user.paste('x'.repeat(801));
    expect(counter.getAttribute('data-tone')).toBe('warning');
    await user.paste('x'.repeat(200));
    expect(counter.textContent).toBe('1001 / 1000');
    expect(counter.getAttribute('data-tone')).toBe('over');
    expect(within(dialog).getByText('Please keep feedback under 1000 characters')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it('sends the feedback anonymously, shows the success panel and toast, then closes and resets after 1.5 s', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const toast = vi.spyOn(toaster, 'create');
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((done) => (resolve = done)));
    renderDialog(onClose);
    const { dialog, textarea, submit } = await openDialog(user);
    await user.type(textarea, '  The timer is great  ');
    await user.click(within(dialog).getByLabelText('Submit Anonymously'));
    await user.click(submit);

    // Sending: the button shows its loading state until the server answers.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Sending/ })).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ feedback: 'The timer is great', isAnonymous: true, userAgent: navigator.userAgent });
    resolve(json(201, { data: { feedbackId: 'f1' } }));

    expect(await within(dialog).findByText('Feedback Submitted!')).toBeTruthy();
    expect(within(dialog).getByText("Thank you! Odds are good that we're reading this already!")).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: 'Feedback submitted!',
        description: 'Thank you for your anonymous feedback. We appreciate your honesty!',
        duration: 4000,
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Reopened: the text and the anonymous flag were reset, the success panel is gone.
    const reopened = await openDialog(user);
    expect(reopened.textarea.value).toBe('');
    expect((within(reopened.dialog).getByLabelText('Submit Anonymously') as HTMLInputElement).checked).toBe(false);
    expect(within(reopened.dialog).queryByText('Feedback Submitted!')).toBeNull();
  });

  it('thanks a named sender differently', async () => {
    const user = userEvent.setup();
    const toast = vi.spyOn(toaster, 'create');
    fetchMock.mockResolvedValue(json(201, { data: { feedbackId: 'f2' } }));
    renderDialog();
    const { textarea, submit } = await openDialog(user);
    await user.type(textarea, 'Add dark mode for the timer');
    await user.click(submit);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: "Thank you for your feedback. We'll review it carefully." }),
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ isAnonymous: false });
  });

  it("shows the webhook's failure when the server answers 502 with it, and stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(json(502, { error: { code: 'BAD_GATEWAY', message: 'Failed to submit feedback via webhook.' } }));
    renderDialog(onClose);
    const { dialog, textarea, submit } = await openDialog(user);
    await user.type(textarea, 'Hello');
    await user.click(submit);
    expect(await within(dialog).findByText('Failed to submit feedback via webhook.')).toBeTruthy();
    expect(within(dialog).getByRole('alert')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(textarea.value).toBe('Hello');
  });

  it('shows the generic failure for other errors, and closing clears it', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'Boom' } }));
    renderDialog();
    const { dialog, textarea, submit } = await openDialog(user);
    await user.type(textarea, 'Hello');
    await user.click(submit);
    expect(await within(dialog).findByText('Failed to submit feedback. Please try again.')).toBeTruthy();
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await within(dialog).findByText('Failed to submit feedback. Please try again.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopened = await openDialog(user);
    expect(within(reopened.dialog).queryByRole('alert')).toBeNull();
    expect(reopened.textarea.value).toBe('Hello');
  });
});
