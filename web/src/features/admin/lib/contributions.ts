// An exercise's credits as the editor keeps them: one row per creator and role, checked like the server checks
// them (a known creator, a creator listed once per role, at most 20).
import type { FieldErrors } from '../../../components/forms/mutation-result';
import { rowKeys } from '../../../components/forms/row-keys';
import type { ContributionRole, ExerciseContributionInput } from '../../../gql/graphql';
import type { TFunction } from '../../../i18n';

export const CONTRIBUTION_ROLES: readonly ContributionRole[] = ['ORIGINAL_AUTHOR', 'PARTIAL_CONTRIBUTOR', 'SUBMITTER', 'CURATOR'];
export const MAX_CONTRIBUTIONS = 20;

export interface ContributionDraft {
  key: string;
  creatorProfileId: string;
  contributionRole: ContributionRole;
}

export const newContributionKey = rowKeys('credit');

export function draftsFromContributions(
  contributions: readonly { creatorProfileId: string; contributionRole: ContributionRole }[],
): ContributionDraft[] {
  return contributions.map((entry) => ({
    key: newContributionKey(),
    creatorProfileId: entry.creatorProfileId,
    contributionRole: entry.contributionRole,
  }));
}

/** Messages keyed like the server's details ('contributions.1.creatorProfileId'). */
export function contributionErrors(t: TFunction, drafts: readonly ContributionDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  if (drafts.length > MAX_CONTRIBUTIONS) errors.contributions = t('admin.contributions.tooMany');
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    if (!draft.creatorProfileId) {
      errors[`contributions.${index}.creatorProfileId`] = t('admin.contributions.chooseCreator');
      return;
    }
    const key = `${draft.creatorProfileId}/${draft.contributionRole}`;
    if (seen.has(key)) errors[`contributions.${index}.creatorProfileId`] = t('admin.contributions.duplicate');
    seen.add(key);
  });
  return errors;
}

export function toContributionInput(drafts: readonly ContributionDraft[]): ExerciseContributionInput[] {
  return drafts.map((draft) => ({ creatorProfileId: draft.creatorProfileId, contributionRole: draft.contributionRole }));
}
