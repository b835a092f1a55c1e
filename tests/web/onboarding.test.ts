import { describe, expect, it } from 'vitest';
import { afterSignIn } from '../../web/src/features/onboarding/paths';
import { matchingPreset, presetCodes } from '../../web/src/features/onboarding/equipment-presets';
import type { UserInfo } from '../../web/src/features/auth/session';

const member = (onboardingStatus: UserInfo['onboardingStatus']) => ({ onboardingStatus }) as UserInfo;

describe('where signing in leads', () => {
  it('leads a member whose onboarding is pending there first, carrying where they were going', () => {
    expect(afterSignIn(member('PENDING'), '/logbook?tab=workout')).toBe('/onboarding');
    expect(afterSignIn(member('PENDING'), '/w/abc?x=1')).toBe('/onboarding?next=%2Fw%2Fabc%3Fx%3D1');
  });

  it('leads everyone else straight on', () => {
    for (const status of ['FINISHED', 'SKIPPED', 'NOT_OFFERED', undefined] as const)
      expect(afterSignIn(member(status), '/w/abc')).toBe('/w/abc');
    expect(afterSignIn(null, '/settings')).toBe('/settings');
  });
});

describe('equipment presets', () => {
  const catalogue = ['BARBELL', 'DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'YOKE', 'TREADMILL', 'YOGA_MAT'];

  it('tick only what the catalogue has', () => {
    expect(presetCodes('COMMERCIAL_GYM', catalogue)).toEqual(['BARBELL', 'DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'TREADMILL', 'YOGA_MAT']);
    expect(presetCodes('HOME_GYM', catalogue)).toEqual(['BARBELL', 'DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'YOGA_MAT']);
    expect(presetCodes('DUMBBELLS_ONLY', catalogue)).toEqual(['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']);
    expect(presetCodes('BODYWEIGHT_ONLY', catalogue)).toEqual([]);
  });

  it('stay chosen only while the ticks are exactly theirs', () => {
    expect(matchingPreset(new Set(['ADJUSTABLE_DUMBBELLS', 'DUMBBELLS']), catalogue)).toBe('DUMBBELLS_ONLY');
    expect(matchingPreset(new Set(), catalogue)).toBe('BODYWEIGHT_ONLY');
    expect(matchingPreset(new Set(['DUMBBELLS']), catalogue)).toBeNull();
    expect(matchingPreset(new Set(['BARBELL', 'DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']), catalogue)).toBeNull();
  });
});
