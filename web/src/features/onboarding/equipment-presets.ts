// Where a member trains, as a starting point for the equipment they have: each preset ticks a set of the
// catalogue's equipment codes (codes an administrator has removed are simply not ticked).

export type EquipmentPresetCode = 'COMMERCIAL_GYM' | 'HOME_GYM' | 'DUMBBELLS_ONLY' | 'BODYWEIGHT_ONLY';

/** Kit a commercial gym rarely has: a strongman yard's, a pool. */
const NOT_IN_A_GYM = new Set(['YOKE', 'LOG_BAR', 'AXLE_BAR', 'ATLAS_STONES', 'TIRE', 'NECK_HARNESS', 'SWIMMING_POOL']);

const HOME_GYM = new Set([
  'BARBELL',
  'EZ_BAR',
  'WEIGHT_PLATES',
  'DUMBBELLS',
  'ADJUSTABLE_DUMBBELLS',
  'KETTLEBELLS',
  'FLAT_BENCH',
  'ADJUSTABLE_BENCH',
  'SQUAT_RACK',
  'POWER_RACK',
  'PULL_UP_BAR',
  'CHIN_UP_BAR',
  'DIP_STATION',
  'RESISTANCE_BANDS',
  'MINI_BANDS',
  'JUMP_ROPE',
  'AB_WHEEL',
  'FOAM_ROLLER',
  'YOGA_MAT',
]);

const DUMBBELLS = new Set(['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']);

export const EQUIPMENT_PRESETS: readonly { code: EquipmentPresetCode; includes(equipmentCode: string): boolean }[] = [
  { code: 'COMMERCIAL_GYM', includes: (code) => !NOT_IN_A_GYM.has(code) },
  { code: 'HOME_GYM', includes: (code) => HOME_GYM.has(code) },
  { code: 'DUMBBELLS_ONLY', includes: (code) => DUMBBELLS.has(code) },
  { code: 'BODYWEIGHT_ONLY', includes: () => false },
];

/** The codes of the catalogue a preset ticks. */
export function presetCodes(preset: EquipmentPresetCode, catalogue: readonly string[]): string[] {
  const { includes } = EQUIPMENT_PRESETS.find((candidate) => candidate.code === preset)!;
  return catalogue.filter(includes);
}

/** The preset whose ticks are exactly these, if any: a preset stays chosen until the list is changed by hand. */
export function matchingPreset(ticked: ReadonlySet<string>, catalogue: readonly string[]): EquipmentPresetCode | null {
  const match = EQUIPMENT_PRESETS.find(({ code }) => {
    const codes = presetCodes(code, catalogue);
    return codes.length === ticked.size && codes.every((equipmentCode) => ticked.has(equipmentCode));
  });
  return match?.code ?? null;
}
