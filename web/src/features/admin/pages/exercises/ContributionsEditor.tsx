// An exercise's credits: a creator and a role per row (original author, partial contributor, submitter, curator).
import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/forms/fields';
import { listError, RepeatedRows } from '../../../../components/forms/RepeatedRows';
import { CONTRIBUTION_ROLES, MAX_CONTRIBUTIONS, newContributionKey, type ContributionDraft } from '../../lib/contributions';
import { creatorOptionLabel, type CreatorOption } from './CreatorSelect';

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
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ContributionDraft>) =>
    onChange(contributions.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const creatorOptions = creators.map((creator) => ({ value: creator.creatorProfileId, label: creatorOptionLabel(creator, t) }));
  const roleOptions = CONTRIBUTION_ROLES.map((role) => ({ value: role, label: t(`admin.contributions.roles.${role}`) }));

  return (
    <RepeatedRows
      legend={t('admin.contributions.legend')}
      help={help}
      empty={t('admin.contributions.none')}
      rows={contributions}
      testId="contributions-editor"
      removeLabel={(number) => t('admin.contributions.remove', { number })}
      onRemove={(index) => onChange(contributions.filter((_, at) => at !== index))}
      addLabel={t('admin.contributions.add')}
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
              label={t('admin.contributions.creator', { number })}
              value={entry.creatorProfileId}
              onValueChange={(creatorProfileId) => update(index, { creatorProfileId })}
              options={creatorOptions}
              placeholder={t('admin.contributions.chooseCreator')}
              error={errors[`contributions.${index}.creatorProfileId`]}
            />
            <SelectField
              label={t('admin.contributions.role', { number })}
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
