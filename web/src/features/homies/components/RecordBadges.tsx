// A workout's personal records as badges: exercise and kind of record.
import { Badge, Wrap } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import type { RecordBadges_RecordFragment } from '../../../gql/graphql';
import { homiesStrings as S } from '../strings';

const keyOf = (record: RecordBadges_RecordFragment) => `${record.exerciseCode}-${record.recordType}`;

export function RecordBadges({ records }: { records: readonly RecordBadges_RecordFragment[] }) {
  // A record beaten on several sets of one workout is listed once per set: the badge says it once.
  const unique = [...new Map(records.map((record) => [keyOf(record), record])).values()];
  if (!unique.length) return null;
  return (
    <Wrap as="ul" gap="2" listStyleType="none" aria-label={S.card.recordsLabel}>
      {unique.map((record) => (
        <Badge as="li" key={keyOf(record)} colorPalette="yellow" data-testid="record-badge">
          <Trophy size={12} aria-hidden="true" />
          {record.exerciseName}: {S.records[record.recordType]}
        </Badge>
      ))}
    </Wrap>
  );
}
