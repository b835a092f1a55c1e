// A workout's personal records as badges: exercise, kind of record and its figure in the member's units. A log holds
// at most one record of each kind per exercise, so each badge is a record of its own.
import { Badge, Wrap } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { formatRecordValue } from '../../../../../common/set-metrics';
import type { RecordBadges_RecordFragment } from '../../../gql/graphql';
import { usePreferences } from '../../settings/preferences';
import { homiesStrings as S } from '../strings';

export function RecordBadges({ records }: { records: readonly RecordBadges_RecordFragment[] }) {
  const { measurementSystem: system } = usePreferences();
  if (!records.length) return null;
  return (
    <Wrap as="ul" gap="2" listStyleType="none" aria-label={S.card.recordsLabel}>
      {records.map((record) => (
        <Badge
          as="li"
          key={`${record.exerciseCode}-${record.recordType}`}
          colorPalette="yellow"
          whiteSpace="normal"
          data-testid="record-badge"
        >
          <Trophy size={12} aria-hidden="true" />
          {record.exerciseName}: {S.records[record.recordType]} ·{' '}
          {formatRecordValue(record.recordType, record.value, system, record.weight)}
        </Badge>
      ))}
    </Wrap>
  );
}
