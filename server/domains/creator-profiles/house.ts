/** The creator profile the seeded catalogue and administrators without a profile of their own are credited to. */
export const HOUSE_CREATOR = { creatorProfileId: 'liftmates', userName: 'liftmates', fullName: 'Liftmates', displayName: 'Liftmates Team' };
