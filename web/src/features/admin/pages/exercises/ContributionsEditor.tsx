// An exercise's credits: a creator and a role per row (original author, partial contributor, submitter, curator).
import { Grid } from '@chakra-ui/react';
import { SelectField } from '../../../../components/forms/fields';
import { listError, RepeatedRows } from '../../../../components/forms/RepeatedRows';
import { CONTRIBUTION_ROLES, MAX_CONTRIBUTIONS, newContributionKey, type ContributionDraft } from '../../lib/contributions';
import { adminStrings } from '../../strings';
import { creatorOptionLabel, type CreatorOption } from './CreatorSelect';

const t = adminStrings.contributions;

export interface ContributionsEditorProps {
  creators: readonly CreatorOption[];
  defaultCreatorId: string;
  contributions: readonly ContributionDraft[];
  onChange(contributions: ContributionDraft[]): void;
  /** Local and server messages keyed 'contributions.N.creatorProfileId'. */
  errors: Record<string, string>;
  help?: string;
}

export function ContributionsEditor({ creators, defaultCreatorId, contributions, onChange, errors, help }: ContributionsEditorProps) {
  const update = (index: number, change: Partial<ContributionDraft>) =>
    onChange(contributions.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const creatorOptions = creators.map((creator) => ({ value: creator.creatorProfileId, label: creatorOptionLabel(creator) }));
  const roleOptions = CONTRIBUTION_ROLES.map((role) => ({ value: role, label: t.roles[role] }));

  return (
    <RepeatedRows
      legend={t.legend}
      help={help}
      empty={t.none}
      rows={contributions}
      testId="contributions-editor"
      removeLabel={t.remove}
      onRemove={(index) => onChange(contributions.filter((_, at) => at !== index))}
      addLabel={t.add}
      addDisabled={contributions.length >= MAX_CONTRIBUTIONS}
      onAdd={() =>
        onChange([...contributions, { key: newContributionKey(), creatorProfileId: defaultCreatorId, contributionRole: 'ORIGINAL_AUTHOR' }])
      }
      error={listError(errors, 'contributions')}
      renderRow={(entry, number) => {
        const index = number - 1;
        return (
          <Grid templateColumns={{ base: '1fr', sm: '1fr 14rem' }} gap="2">
            <SelectField
              label={t.creator(number)}
              value={entry.creatorProfileId}
              onValueChange={(creatorProfileId) => update(index, { creatorProfileId })}
              options={creatorOptions}
              placeholder={t.chooseCreator}
              error={errors[`contributions.${index}.creatorProfileId`]}
            />
            <SelectField
              label={t.role(number)}
              value={entry.contributionRole}
              onValueChange={(role) => update(index, { contributionRole: role as ContributionDraft['contributionRole'] })}
              options={roleOptions}
              error={errors[`contributions.${index}.contributionRole`]}
            />
          </Grid>
        );
      }}
    />
  );
}
