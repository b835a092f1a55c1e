// The muscle hierarchy of spec §3/§4 built from the flat list: main group → subgroup → exercise group, with the
// filter groups (and any group whose parent is unknown) kept apart.
import type { AdminMuscleGroupFragment } from '../../../gql/graphql';

type Group = AdminMuscleGroupFragment;

export interface MuscleGroupTree {
  roots: Group[];
  childrenOf: Map<string, Group[]>;
  filterGroups: Group[];
  unplaced: Group[];
}

export const byOrder = (a: Group, b: Group) => a.sortOrder - b.sortOrder || a.muscleGroupName.localeCompare(b.muscleGroupName);

/** Main groups at the top, their children below; filter groups apart; groups whose parent is unknown, apart too. */
export function buildMuscleGroupTree(groups: readonly Group[]): MuscleGroupTree {
  const codes = new Set(groups.map((group) => group.muscleGroupCode));
  const childrenOf = new Map<string, Group[]>();
  const roots: Group[] = [];
  const unplaced: Group[] = [];
  const filterGroups: Group[] = [];
  for (const group of groups) {
    if (group.muscleGroupType === 'filter_group') filterGroups.push(group);
    else if (group.muscleGroupParent && codes.has(group.muscleGroupParent)) {
      childrenOf.set(group.muscleGroupParent, [...(childrenOf.get(group.muscleGroupParent) ?? []), group]);
    } else if (group.muscleGroupType === 'main_group') roots.push(group);
    else unplaced.push(group);
  }
  for (const list of childrenOf.values()) list.sort(byOrder);
  return { roots: roots.sort(byOrder), childrenOf, filterGroups: filterGroups.sort(byOrder), unplaced: unplaced.sort(byOrder) };
}

export function descendantsOf(code: string, childrenOf: Map<string, Group[]>): Set<string> {
  const result = new Set<string>();
  const walk = (current: string) => {
    for (const child of childrenOf.get(current) ?? []) {
      if (result.has(child.muscleGroupCode)) continue;
      result.add(child.muscleGroupCode);
      walk(child.muscleGroupCode);
    }
  };
  walk(code);
  return result;
}
