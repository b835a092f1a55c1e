// The admin's merge dialog: search the other exercise (debounced, the current one left out), choose which one
// stays, confirm in a dialog that says what moves, then merge and hand the kept code back; failures stay visible.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MutationFailure } from '../../web/src/components/forms/mutation-result';
import {
  MergeDialog,
  type MergeCandidate,
  type MergeDialogProps,
  type MergeOutcome,
} from '../../web/src/features/admin/pages/exercises/MergeDialog';
import { renderAdmin } from './admin-render';

const CURRENT = { exerciseCode: 'BENCH_PRESS', exerciseName: 'Bench Press' };
const DUPLICATE: MergeCandidate = { exerciseCode: 'FLAT_BENCH_PRESS', exerciseName: 'Flat Bench Press' };
const MOVED = { workouts: 2, logs: 5, personalRecords: 1, videos: 0, instructions: 1 };

function renderDialog(overrides: Partial<MergeDialogProps> = {}) {
  const props: MergeDialogProps = {
    open: true,
    onClose: vi.fn(),
    current: CURRENT,
    search: vi.fn(async () => [DUPLICATE, { ...CURRENT }]),
    merge: vi.fn(async (input): Promise<MergeOutcome> => ({ keptCode: input.targetExerciseCode, moved: MOVED })),
    onMerged: vi.fn(),
    ...overrides,
  };
  renderAdmin(<MergeDialog {...props} />);
  return props;
}

async function pickDuplicate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Find the other exercise' }), 'flat bench');
  const option = await screen.findByRole('radio', { name: /Flat Bench Press/ }, { timeout: 2000 });
  await user.click(option);
}

describe('MergeDialog', () => {
  it('searches after typing pauses and leaves the current exercise out of the results', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Merge exercises' });
    expect(within(dialog).getByText('Type at least 2 letters to search.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the other exercise' }), 'flat bench');
    await screen.findByRole('radio', { name: /Flat Bench Press/ }, { timeout: 2000 });
    // Debounced: one search for the text once typing paused, not one per key.
    expect(props.search).toHaveBeenCalledTimes(1);
    expect(props.search).toHaveBeenCalledWith('flat bench');
    const results = within(screen.getByTestId('merge-results'));
    expect(results.getAllByRole('radio')).toHaveLength(1);
    expect(results.queryByRole('radio', { name: /^Bench Press/ })).toBeNull();
  });

  it('says nothing matches when the search finds only the current exercise', async () => {
    const user = userEvent.setup();
    renderDialog({ search: vi.fn(async () => [{ ...CURRENT }]) });
    await user.type(screen.getByRole('searchbox', { name: 'Find the other exercise' }), 'bench');
    expect(await screen.findByText('No other exercise matches.', undefined, { timeout: 2000 })).toBeTruthy();
  });

  it('keeps the current exercise by default: the confirmation explains what moves, then the duplicate merges into it', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await pickDuplicate(user);
    const keepCurrent = screen.getByRole('radio', { name: 'Keep Bench Press (BENCH_PRESS)' }) as HTMLInputElement;
    expect(keepCurrent.checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge these exercises?' });
    const explanation = within(confirm).getByTestId('merge-explanation').textContent ?? '';
    expect(explanation).toContain('Flat Bench Press (FLAT_BENCH_PRESS) will be merged into Bench Press (BENCH_PRESS).');
    expect(explanation).toContain('Its workouts, workout logs, personal records, videos, instructions and credits move to Bench Press');
    expect(explanation).toContain('links to /e/FLAT_BENCH_PRESS keep working');
    expect(explanation).toContain('This cannot be undone.');
    expect(props.merge).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(props.onMerged).toHaveBeenCalledWith({ keptCode: 'BENCH_PRESS', moved: MOVED }));
    expect(props.merge).toHaveBeenCalledWith({ targetExerciseCode: 'BENCH_PRESS', sourceExerciseCode: 'FLAT_BENCH_PRESS' });
  });

  it('can keep the other exercise instead: this one then merges into it', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await pickDuplicate(user);
    await user.click(screen.getByRole('radio', { name: 'Keep Flat Bench Press (FLAT_BENCH_PRESS)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByTestId('merge-explanation').textContent).toContain(
      'Bench Press (BENCH_PRESS) will be merged into Flat Bench Press (FLAT_BENCH_PRESS).',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(props.onMerged).toHaveBeenCalledWith({ keptCode: 'FLAT_BENCH_PRESS', moved: MOVED }));
    expect(props.merge).toHaveBeenCalledWith({ targetExerciseCode: 'FLAT_BENCH_PRESS', sourceExerciseCode: 'BENCH_PRESS' });
  });

  it('cancelling the confirmation merges nothing and keeps the choice', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await pickDuplicate(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(props.merge).not.toHaveBeenCalled();
    expect((within(screen.getByTestId('merge-results')).getByRole('radio', { name: /Flat Bench Press/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the server refusal in the dialog and does not report a merge', async () => {
    const user = userEvent.setup();
    const props = renderDialog({
      merge: vi.fn(async () => {
        throw new MutationFailure('Exercise FLAT_BENCH_PRESS does not exist', 'NOT_FOUND', [
          { field: 'sourceExerciseCode', message: 'Exercise FLAT_BENCH_PRESS does not exist' },
        ]);
      }),
    });
    await pickDuplicate(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Merge' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge exercises' });
    expect(await within(dialog).findByText('Exercise FLAT_BENCH_PRESS does not exist')).toBeTruthy();
    expect(props.onMerged).not.toHaveBeenCalled();
  });
});
