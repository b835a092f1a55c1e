// The Flexicon's reference lists (FlexiconReference), asked for once and then read from the Apollo cache, and the
// lookups built from them: names by code for the cards, and the chips of each filter in display order.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FlexiconReferenceDocument, type FlexiconReferenceQuery } from '../../gql/graphql';

export type ReferenceData = FlexiconReferenceQuery;
export type MuscleGroupItem = ReferenceData['muscleGroups'][number];
export type EquipmentGroupItem = ReferenceData['equipmentGroups'][number];

export interface FlexiconLookups {
  muscleName: (code: string) => string;
  equipmentName: (code: string) => string;
  typeName: (code: string) => string | null;
  /** Main muscle groups in their order. */
  mainMuscleGroups: MuscleGroupItem[];
  /** Subgroups of a main group in their order. */
  subgroupsOf: (code: string) => MuscleGroupItem[];
  muscleGroups: MuscleGroupItem[];
  /** The main equipment groups that are filters, in sortOrder. */
  equipmentGroups: EquipmentGroupItem[];
  /** Tags that are categories, by name. */
  categoryTags: ReferenceData['exerciseTags'];
  types: ReferenceData['exerciseTypes'];
}

const byOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;
// The catalogue's names are English: compared as plain text, where the first localeCompare of a page load makes the
// browser build its collator, about 35 ms of a phone's main thread in the middle of hydrating the page.
const byName = (a: string, b: string) => {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};
const humanize = (code: string) => {
  const words = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function buildLookups(data: ReferenceData | undefined): FlexiconLookups {
  const muscles = new Map((data?.muscles ?? []).map((muscle) => [muscle.muscleCode, muscle.friendlyName || muscle.muscleName]));
  const equipment = new Map((data?.equipment ?? []).map((item) => [item.equipmentCode, item.equipmentName]));
  const types = new Map((data?.exerciseTypes ?? []).map((type) => [type.exerciseTypeCode, type.exerciseTypeName]));
  const groups = [...(data?.muscleGroups ?? [])].sort(byOrder);
  const children = new Map<string, MuscleGroupItem[]>();
  for (const group of groups) {
    if (group.muscleGroupType !== 'subgroup' || !group.muscleGroupParent) continue;
    children.set(group.muscleGroupParent, [...(children.get(group.muscleGroupParent) ?? []), group]);
  }
  return {
    muscleName: (code) => muscles.get(code) ?? humanize(code),
    equipmentName: (code) => equipment.get(code) ?? humanize(code),
    typeName: (code) => types.get(code) ?? null,
    mainMuscleGroups: groups.filter((group) => group.muscleGroupType === 'main_group'),
    subgroupsOf: (code) => children.get(code) ?? [],
    muscleGroups: groups,
    equipmentGroups: (data?.equipmentGroups ?? []).filter((group) => !group.equipmentGroupParent).sort(byOrder),
    categoryTags: (data?.exerciseTags ?? []).filter((tag) => tag.isCategory).sort((a, b) => byName(a.exerciseTagName, b.exerciseTagName)),
    types: [...(data?.exerciseTypes ?? [])].sort((a, b) => byName(a.exerciseTypeName, b.exerciseTypeName)),
  };
}

export function useFlexiconReference() {
  const result = useQuery(FlexiconReferenceDocument, { fetchPolicy: 'cache-first' });
  const lookups = useMemo(() => buildLookups(result.data), [result.data]);
  return { ...result, lookups };
}
