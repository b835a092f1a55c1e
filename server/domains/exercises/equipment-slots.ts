/** Stored equipment rows of one kind, ordered by slot, as lists of alternatives: one list per slot. */
export function slotsOf(rows: { equipmentCode: string; slot: number }[]): string[][] {
  const slots = new Map<number, string[]>();
  for (const row of rows) slots.set(row.slot, [...(slots.get(row.slot) ?? []), row.equipmentCode]);
  return [...slots.values()];
}
