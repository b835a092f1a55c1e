// A workout's personal records on its feed card, with their figures in the member's units.
import { formatRecordValue } from '../../../../../common/set-metrics';
import { RecordList } from '../../../components/records/RecordList';
import type { RecordBadges_RecordFragment } from '../../../gql/graphql';
import { usePreferences } from '../../settings/preferences';
import { homiesStrings as S } from '../strings';

export function RecordBadges({ records }: { records: readonly RecordBadges_RecordFragment[] }) {
  const { measurementSystem: system } = usePreferences();
  return (
    <RecordList
      label={S.card.recordsLabel}
      records={records.map((record) => ({
        exerciseName: record.exerciseName,
        recordType: record.recordType,
        label: S.records[record.recordType],
        figure: formatRecordValue(record.recordType, record.value, system, record.weight),
      }))}
    />
  );
}
