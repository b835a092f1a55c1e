/** Most equipment slots an exercise lists (and items in a flat list, each its own slot at most). */
export const MAX_EQUIPMENT_SLOTS = 20;

/** Rows to store for equipment given as slots: the codes of one slot share its number. */
export const rowsOfSlots = (slots: (string | string[])[], isRequired: boolean) =>
  slots.flatMap((slot, index) => [slot].flat().map((equipmentCode) => ({ equipmentCode, isRequired, slot: index })));

/** Stored equipment rows of one kind, ordered by slot, as lists of alternatives: one list per slot. */
export function slotsOf(rows: { equipmentCode: string; slot: number }[]): string[][] {
  const slots = new Map<number, string[]>();
  for (const row of rows) slots.set(row.slot, [...(slots.get(row.slot) ?? []), row.equipmentCode]);
  return [...slots.values()];
}
