// The Flexicon's "only what I have" switch, as the workout builder's exercise picker still reads it; the Flexicon's
// own texts are in the catalogues (flexicon.onlyMine, flexicon.onlyMineHint).
export const flexiconStrings = {
  onlyMine: 'Only what I have',
  onlyMineHint: 'Exercises whose required equipment you have',
} as const;
