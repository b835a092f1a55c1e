// The admin's muscle-usage editor: the live total (green at exactly 100, red with the difference otherwise), the
// validation messages, and adding and removing rows; plus the pure rules behind it.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  addMuscleRow,
  muscleUsageTotalState,
  removeMuscleRow,
  toMuscleUsageInput,
  validateMuscleUsage,
  type MuscleUsageRow,
} from '../../web/src/features/admin/lib/muscle-usage';
import { MuscleUsageEditor, type MuscleOption } from '../../web/src/features/admin/pages/exercises/MuscleUsageEditor';
import { system } from '../../web/src/lib/system';
import { createI18n } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';

// The checks take the interface's t; these read the English texts.
const t = createI18n('en-US', en).t;

const MUSCLES: MuscleOption[] = [
  { muscleCode: 'QUADRICEPS', muscleName: 'Quadriceps', friendlyName: 'Quads' },
  { muscleCode: 'GLUTEUS_MAXIMUS', muscleName: 'Gluteus Maximus', friendlyName: 'Glutes' },
  { muscleCode: 'HAMSTRINGS', muscleName: 'Hamstrings', friendlyName: 'Hamstrings' },
];

function row(muscleCode: string, targetPercentage: number | '', isPrimary = false, id = muscleCode || 'empty'): MuscleUsageRow {
  return { id, muscleCode, targetPercentage, isPrimary };
}

function Harness({
  initial = [],
  showErrors = false,
  onRows,
}: {
  initial?: MuscleUsageRow[];
  showErrors?: boolean;
  onRows?: (rows: MuscleUsageRow[]) => void;
}) {
  const [rows, setRows] = useState<MuscleUsageRow[]>(initial);
  return (
    <ChakraProvider value={system}>
      <MuscleUsageEditor
        muscles={MUSCLES}
        rows={rows}
        showErrors={showErrors}
        onChange={(next) => {
          setRows(next);
          onRows?.(next);
        }}
      />
    </ChakraProvider>
  );
}

const total = () => screen.getByTestId('muscle-usage-total');
const rows = () => screen.queryAllByTestId('muscle-usage-row');
const percentage = (index: number) => screen.getByRole('spinbutton', { name: `Muscle ${index} target percentage` });
const primary = (index: number) => screen.getByRole('checkbox', { name: new RegExp(`Muscle ${index}:\\s*Primary`) });

describe('muscle-usage rules', () => {
  it('totals the rows and says what is missing or over', () => {
    expect(muscleUsageTotalState(t, [row('QUADRICEPS', 60), row('GLUTEUS_MAXIMUS', 40)])).toMatchObject({
      total: 100,
      remaining: 0,
      complete: true,
      label: 'Total: 100%',
    });
    expect(muscleUsageTotalState(t, [row('QUADRICEPS', 60), row('GLUTEUS_MAXIMUS', 30)])).toMatchObject({
      total: 90,
      remaining: 10,
      complete: false,
      label: 'Total: 90% (10% to go)',
    });
    expect(muscleUsageTotalState(t, [row('QUADRICEPS', 80), row('GLUTEUS_MAXIMUS', 40)])).toMatchObject({
      total: 120,
      remaining: -20,
      label: 'Total: 120% (20% over)',
    });
    expect(muscleUsageTotalState(t, [row('QUADRICEPS', ''), row('GLUTEUS_MAXIMUS', 40)]).total).toBe(40);
  });

  it('accepts a list that adds up to 100 with a primary muscle, and an empty list', () => {
    expect(validateMuscleUsage(t, [row('QUADRICEPS', 60, true), row('GLUTEUS_MAXIMUS', 40)]).valid).toBe(true);
    expect(validateMuscleUsage(t, []).valid).toBe(true);
  });

  it('refuses a wrong total, no primary muscle, a repeated muscle, a missing muscle and bad percentages', () => {
    const result = validateMuscleUsage(t, [
      row('QUADRICEPS', 50, false, 'a'),
      row('QUADRICEPS', 20, false, 'b'),
      row('', 10, false, 'c'),
      row('HAMSTRINGS', 0, false, 'd'),
      row('GLUTEUS_MAXIMUS', 2.5, false, 'e'),
    ]);
    expect(result.valid).toBe(false);
    expect(result.messages).toEqual(['The percentages add up to 82.5%: they must add up to 100%.', 'Mark at least one muscle as primary.']);
    expect(result.rows).toEqual({
      b: { muscleCode: 'This muscle is already listed' },
      c: { muscleCode: 'Choose a muscle' },
      d: { targetPercentage: 'Use 1 to 100' },
      e: { targetPercentage: 'Use a whole number' },
    });
    expect(validateMuscleUsage(t, [row('QUADRICEPS', '', true)]).rows).toEqual({ QUADRICEPS: { targetPercentage: 'Enter a percentage' } });
  });

  it('adds a first row at 100 % and primary, then rows with what is left, and removes rows', () => {
    const first = addMuscleRow([]);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ muscleCode: '', targetPercentage: 100, isPrimary: true });
    const second = addMuscleRow([{ ...first[0]!, muscleCode: 'QUADRICEPS', targetPercentage: 70 }]);
    expect(second[1]).toMatchObject({ targetPercentage: 30, isPrimary: false });
    const third = addMuscleRow(second);
    expect(third[2]).toMatchObject({ targetPercentage: 0 });
    expect(removeMuscleRow(third, second[1]!.id).map((item) => item.id)).toEqual([third[0]!.id, third[2]!.id]);
  });

  it('sends only the server fields', () => {
    expect(toMuscleUsageInput([row('QUADRICEPS', 60, true), row('GLUTEUS_MAXIMUS', 40)])).toEqual([
      { muscleCode: 'QUADRICEPS', targetPercentage: 60, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 40, isPrimary: false },
    ]);
  });
});

describe('MuscleUsageEditor', () => {
  it('adds rows, keeps a live total that turns complete at exactly 100, and removes rows', async () => {
    const user = userEvent.setup();
    const onRows = vi.fn();
    render(<Harness onRows={onRows} />);
    expect(screen.getByText('No muscles yet. Add the muscles this exercise trains.')).toBeTruthy();
    expect(screen.queryByTestId('muscle-usage-total')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add muscle' }));
    expect(rows()).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Muscle 1' }), 'QUADRICEPS');
    expect((percentage(1) as HTMLInputElement).value).toBe('100');
    expect((primary(1) as HTMLInputElement).checked).toBe(true);
    expect(total().textContent).toBe('Total: 100%');
    expect(total().getAttribute('data-complete')).toBe('true');

    await user.clear(percentage(1));
    await user.type(percentage(1), '60');
    expect(total().textContent).toBe('Total: 60% (40% to go)');
    expect(total().getAttribute('data-complete')).toBe('false');
    expect(total().getAttribute('role')).toBe('status');

    await user.click(screen.getByRole('button', { name: 'Add muscle' }));
    expect(rows()).toHaveLength(2);
    expect((percentage(2) as HTMLInputElement).value).toBe('40');
    expect((primary(2) as HTMLInputElement).checked).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Muscle 2' }), 'GLUTEUS_MAXIMUS');
    expect(total().textContent).toBe('Total: 100%');
    // A muscle already used in another row cannot be picked again.
    const quadsInRow2 = within(screen.getByRole('combobox', { name: 'Muscle 2' })).getByRole('option', {
      name: 'Quadriceps (Quads)',
    }) as HTMLOptionElement;
    expect(quadsInRow2.disabled).toBe(true);

    await user.clear(percentage(2));
    await user.type(percentage(2), '50');
    expect(total().textContent).toBe('Total: 110% (10% over)');

    await user.click(screen.getByRole('button', { name: 'Remove muscle 1' }));
    expect(rows()).toHaveLength(1);
    expect(total().textContent).toBe('Total: 50% (50% to go)');
    expect((screen.getByRole('combobox', { name: 'Muscle 1' }) as HTMLSelectElement).value).toBe('GLUTEUS_MAXIMUS');

    const last = onRows.mock.calls.at(-1)?.[0] as MuscleUsageRow[];
    expect(last.map(({ muscleCode, targetPercentage, isPrimary }) => ({ muscleCode, targetPercentage, isPrimary }))).toEqual([
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 50, isPrimary: false },
    ]);
  });

  it('moves the percentage with the slider too', () => {
    render(<Harness initial={[row('QUADRICEPS', 100, true)]} />);
    const slider = screen.getByRole('slider', { name: 'Muscle 1 target percentage slider' }) as HTMLInputElement;
    expect(slider.value).toBe('100');
    fireEvent.change(slider, { target: { value: '75' } });
    expect((percentage(1) as HTMLInputElement).value).toBe('75');
    expect(total().textContent).toBe('Total: 75% (25% to go)');
  });

  it('shows the validation messages once asked to: per row and for the list', async () => {
    const user = userEvent.setup();
    render(<Harness showErrors initial={[row('QUADRICEPS', 60, false, 'a'), row('QUADRICEPS', 30, false, 'b')]} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The percentages add up to 90%: they must add up to 100%.');
    expect(alert.textContent).toContain('Mark at least one muscle as primary.');
    expect(screen.getByText('This muscle is already listed')).toBeTruthy();

    await user.click(primary(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Muscle 2' }), 'HAMSTRINGS');
    await user.clear(percentage(2));
    await user.type(percentage(2), '40');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('This muscle is already listed')).toBeNull();
    expect(total().getAttribute('data-complete')).toBe('true');

    await user.clear(percentage(2));
    expect(screen.getByText('Enter a percentage')).toBeTruthy();
  });

  it('hides the messages until asked to, but always shows the total', () => {
    render(<Harness initial={[row('QUADRICEPS', 30)]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(total().textContent).toBe('Total: 30% (70% to go)');
  });
});
