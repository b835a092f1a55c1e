// Small pieces of the Flexicon: units in the user's measurement system, video embeds, equipment slots, the card's
// texts from the reference lists, the instruction language and the committed-value hook.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardSummary } from '../../web/src/features/flexicon/components/ExerciseCard';
import { parseLocale } from '../../web/src/features/flexicon/components/InstructionsSection';
import { groupByCreator } from '../../web/src/features/flexicon/components/VideosSection';
import { equipmentSlots } from '../../web/src/features/flexicon/pages/ExercisePage';
import { buildLookups, type ReferenceData } from '../../web/src/features/flexicon/reference';
import { displayUnit, measurementLabel } from '../../common/units';
import { useCommittedValue } from '../../web/src/features/flexicon/use-committed';
import { videoEmbed } from '../../web/src/features/flexicon/video';
import { publishedStatusName } from '../../web/src/features/flexicon/status';
import { createI18n } from '../../web/src/i18n';
import { en } from '../../web/src/i18n/en';
import { es } from '../../web/src/i18n/es';

describe('units', () => {
  it('shows weights, distances, heights and speeds in the user’s system', () => {
    expect(displayUnit('kg', 'metric')).toBe('kg');
    expect(displayUnit('kg', 'imperial')).toBe('lb');
    expect(displayUnit('m', 'metric')).toBe('km');
    expect(displayUnit('m', 'imperial')).toBe('mi');
    expect(displayUnit('cm', 'imperial')).toBe('in');
    expect(displayUnit('m/s', 'imperial')).toBe('mph');
    expect(displayUnit('m/s', 'metric')).toBe('km/h');
    expect(displayUnit('percent', 'imperial')).toBe('%');
  });

  it('shows no unit for counts, bands and tempo, and unknown units as they are', () => {
    expect(displayUnit('count', 'metric')).toBeNull();
    expect(displayUnit('band', 'imperial')).toBeNull();
    expect(displayUnit('tempo', 'metric')).toBeNull();
    expect(displayUnit('rpm', 'metric')).toBe('rpm');
    expect(measurementLabel({ measurementCode: 'WEIGHT', measurementName: 'Weight', unit: 'kg' }, 'imperial')).toBe('Weight (lb)');
    expect(measurementLabel({ measurementCode: 'REPS', measurementName: 'Reps', unit: 'count' }, 'imperial')).toBe('Reps');
  });
});

describe('video embeds', () => {
  it('turns YouTube addresses into the YouTube player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(url)).toEqual({ kind: 'iframe', provider: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    }
  });

  it('turns Vimeo addresses into the Vimeo player', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      kind: 'iframe',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=abc')).toMatchObject({ src: 'https://player.vimeo.com/video/76979871' });
  });

  it('plays files in <video>, and links anything else', () => {
    expect(videoEmbed('/media/videos/squat.mp4')).toEqual({ kind: 'file', src: '/media/videos/squat.mp4', type: 'video/mp4' });
    expect(videoEmbed('/media/abc', 'webm')).toEqual({ kind: 'file', src: '/media/abc', type: 'video/webm' });
    expect(videoEmbed('https://example.com/how-to-squat')).toEqual({ kind: 'link', href: 'https://example.com/how-to-squat' });
    expect(videoEmbed('https://www.youtube.com/watch')).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch' });
  });
});

describe('exercise page pieces', () => {
  it('groups equipment into required then optional slots, alternatives together', () => {
    const entry = (equipmentCode: string, isRequired: boolean, slot: number) => ({
      equipmentCode,
      isRequired,
      slot,
      equipment: { equipmentCode, equipmentName: equipmentCode, equipmentThumbnail: null },
    });
    const slots = equipmentSlots([
      entry('POWER_RACK', false, 0),
      entry('BARBELL', true, 0),
      entry('SQUAT_RACK', true, 1),
      entry('SMITH', true, 1),
    ]);
    expect(slots.required.map((slot) => slot.items.map((item) => item.equipmentCode))).toEqual([['BARBELL'], ['SQUAT_RACK', 'SMITH']]);
    expect(slots.optional.map((slot) => slot.items.map((item) => item.equipmentCode))).toEqual([['POWER_RACK']]);
  });

  it('groups videos per creator in the server’s order', () => {
    const creator = (id: string) => ({
      creatorProfileId: id,
      displayName: null,
      fullName: id,
      userName: id,
      isVerified: false,
      isPinned: false,
      profilePhoto: null,
    });
    const video = (id: string, creatorId: string) => ({
      exerciseVideoId: id,
      exerciseCode: 'X',
      title: null,
      videoUrl: `https://youtu.be/${id}`,
      sortOrder: 0,
      videoAsset: null,
      thumbnail: null,
      creatorProfile: creator(creatorId),
    });
    const groups = groupByCreator([video('v1', 'b'), video('v2', 'a'), video('v3', 'b')]);
    expect(groups.map((group) => [group.creator.creatorProfileId, group.videos.map((item) => item.exerciseVideoId)])).toEqual([
      ['b', ['v1', 'v3']],
      ['a', ['v2']],
    ]);
  });

  it('reads the instruction language, English (US) by default', () => {
    expect(parseLocale('es-ES')).toBe('es-ES');
    // As people write it in an address: a bare language, another case, another region of the same language.
    expect(parseLocale('es')).toBe('es-ES');
    expect(parseLocale('ES-es')).toBe('es-ES');
    expect(parseLocale('es-MX')).toBe('es-ES');
    expect(parseLocale('es_ES')).toBe('es-ES');
    expect(parseLocale('en')).toBe('en-US');
    expect(parseLocale('fr-FR')).toBe('en-US');
    expect(parseLocale(null)).toBe('en-US');
  });
});

describe('cards and reference lists', () => {
  const reference: ReferenceData = {
    muscles: [
      { muscleCode: 'QUADRICEPS', muscleName: 'Quadriceps', friendlyName: 'Quads' },
      { muscleCode: 'GLUTEUS_MAXIMUS', muscleName: 'Gluteus Maximus', friendlyName: 'Glutes' },
    ],
    muscleGroups: [
      {
        muscleGroupCode: 'QUADS',
        muscleGroupName: 'Quads',
        muscleGroupParent: 'LOWER_BODY',
        muscleGroupType: 'subgroup',
        sortOrder: 11,
        muscleGroupThumbnail: null,
      },
      {
        muscleGroupCode: 'LOWER_BODY',
        muscleGroupName: 'Lower Body',
        muscleGroupParent: null,
        muscleGroupType: 'main_group',
        sortOrder: 1,
        muscleGroupThumbnail: null,
      },
      {
        muscleGroupCode: 'UPPER_BODY',
        muscleGroupName: 'Upper Body',
        muscleGroupParent: null,
        muscleGroupType: 'main_group',
        sortOrder: 0,
        muscleGroupThumbnail: null,
      },
      {
        muscleGroupCode: 'GLUTES',
        muscleGroupName: 'Glutes',
        muscleGroupParent: 'GLUTES_AND_HIPS',
        muscleGroupType: 'exercise_group',
        sortOrder: 30,
        muscleGroupThumbnail: null,
      },
    ],
    equipmentGroups: [
      {
        equipmentGroupCode: 'DUMBBELLS',
        equipmentGroupName: 'Dumbbells',
        equipmentGroupParent: null,
        sortOrder: 4,
        equipmentGroupThumbnail: null,
      },
      {
        equipmentGroupCode: 'MACHINES',
        equipmentGroupName: 'Machines',
        equipmentGroupParent: null,
        sortOrder: 1,
        equipmentGroupThumbnail: null,
      },
    ],
    equipment: [{ equipmentCode: 'DUMBBELLS', equipmentName: 'Dumbbells' }],
    exerciseTags: [
      { exerciseTagCode: 'YOGA', exerciseTagName: 'Yoga', exerciseTagDescription: '', isCategory: true },
      { exerciseTagCode: 'COMPOUND', exerciseTagName: 'Compound', exerciseTagDescription: '', isCategory: false },
      { exerciseTagCode: 'CARDIO', exerciseTagName: 'Cardio', exerciseTagDescription: '', isCategory: true },
    ],
    exerciseTypes: [{ exerciseTypeCode: 'WEIGHT_REPS', exerciseTypeName: 'Weight & Reps' }],
  };

  it('orders chips: main groups then their subgroups, equipment groups by sortOrder, category tags by name', () => {
    const lookups = buildLookups(reference);
    expect(lookups.mainMuscleGroups.map((group) => group.muscleGroupCode)).toEqual(['UPPER_BODY', 'LOWER_BODY']);
    expect(lookups.subgroupsOf('LOWER_BODY').map((group) => group.muscleGroupCode)).toEqual(['QUADS']);
    expect(lookups.equipmentGroups.map((group) => group.equipmentGroupCode)).toEqual(['MACHINES', 'DUMBBELLS']);
    expect(lookups.categoryTags.map((tag) => tag.exerciseTagCode)).toEqual(['CARDIO', 'YOGA']);
  });

  it('names a card’s primary muscles and required equipment from the reference lists', () => {
    const lookups = buildLookups(reference);
    const summary = cardSummary(
      {
        exerciseCode: 'GOBLET_SQUAT',
        exerciseName: 'Goblet Squat',
        localizedName: 'Goblet Squat',
        exerciseTypeCode: 'WEIGHT_REPS',
        publishedStatusCode: 'PUBLISHED',
        muscleUsage: [
          { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
          { muscleCode: 'QUADRICEPS', targetPercentage: 50, isPrimary: true },
          { muscleCode: 'SOLEUS', targetPercentage: 20, isPrimary: false },
        ],
        equipment: [
          { equipmentCode: 'DUMBBELLS', isRequired: true, slot: 0 },
          { equipmentCode: 'KETTLEBELLS', isRequired: true, slot: 0 },
          { equipmentCode: 'YOGA_MAT', isRequired: true, slot: 1 },
          { equipmentCode: 'FLAT_BENCH', isRequired: false, slot: 0 },
        ],
      },
      lookups,
      createI18n('en-US', en).t,
    );
    // Alternatives sharing a slot read as one need.
    expect(summary).toEqual({
      typeName: 'Weight & Reps',
      primary: ['Quads', 'Glutes'],
      required: ['Dumbbells or Kettlebells', 'Yoga mat'],
    });
    expect(buildLookups(undefined).equipmentName('SQUAT_RACK')).toBe('Squat rack');
  });

  it('joins alternatives and names an unknown type in the interface’s language', () => {
    const summary = cardSummary(
      {
        exerciseCode: 'FARMER_CARRY',
        exerciseName: 'Farmer Carry',
        localizedName: 'Farmer Carry',
        exerciseTypeCode: 'NOT_A_TYPE',
        publishedStatusCode: 'DRAFT',
        muscleUsage: [],
        equipment: [
          { equipmentCode: 'DUMBBELLS', isRequired: true, slot: 0 },
          { equipmentCode: 'KETTLEBELLS', isRequired: true, slot: 0 },
        ],
      },
      buildLookups(reference),
      createI18n('es-ES', es).t,
    );
    expect(summary).toEqual({ typeName: 'Ejercicio', primary: [], required: ['Dumbbells o Kettlebells'] });
  });

  it('names publication states from the catalogue, and a state it does not know by its words', () => {
    const { t } = createI18n('es-ES', es);
    expect([publishedStatusName('DRAFT', t), publishedStatusName('UNREVIEWED', t), publishedStatusName('ON_HOLD', t)]).toEqual([
      'Borrador',
      'Sin revisar',
      'On hold',
    ]);
  });
});

describe('useCommittedValue', () => {
  it('hands a new value over after the render that brought it has committed', () => {
    const seen: string[] = [];
    function Probe({ value }: { value: { code: string } }) {
      const committed = useCommittedValue(value);
      seen.push(committed.code);
      return <output data-testid="committed">{committed.code}</output>;
    }
    const { rerender } = render(<Probe value={{ code: 'A' }} />);
    expect(screen.getByTestId('committed').textContent).toBe('A');
    seen.length = 0;
    act(() => rerender(<Probe value={{ code: 'B' }} />));
    expect(seen[0]).toBe('A');
    expect(screen.getByTestId('committed').textContent).toBe('B');
    // An equal value (a new object) changes nothing.
    seen.length = 0;
    act(() => rerender(<Probe value={{ code: 'B' }} />));
    expect(seen).toEqual(['B']);
  });
});
