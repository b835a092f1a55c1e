// A workout's personal records on its feed card, with their figures in the member's units.
import { useTranslation } from 'react-i18next';
import { formatRecordValue } from '../../../../../common/set-metrics';
import { RecordList } from '../../../components/records/RecordList';
import type { RecordBadges_RecordFragment } from '../../../gql/graphql';
import { usePreferences } from '../../settings/preferences';
import { useLanguage } from '../../../i18n';

export function RecordBadges({ records }: { records: readonly RecordBadges_RecordFragment[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { measurementSystem: system } = usePreferences();
  return (
    <RecordList
      label={t('homies.card.recordsLabel')}
      records={records.map((record) => ({
        exerciseName: record.exerciseName,
        recordType: record.recordType,
        label: t(`records.kind.${record.recordType}`),
        figure: formatRecordValue(record.recordType, record.value, system, record.weight, language),
      }))}
    />
  );
}
