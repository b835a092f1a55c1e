// A workout's personal records, one line per exercise: its name, then each record it set with the figure, in the
// member's units ("Barbell Bench Press: Heaviest weight 172.5 lb · Best e1RM 198.3 lb"), in the order of the kinds. A
// log holds at most one record of each kind per exercise, so nothing repeats. Shared by the finish summary and the
// feed card.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { Fragment } from 'react';
import { RECORD_TYPES, type RecordType } from '../../../../common/set-metrics';

export interface RecordEntry {
  exerciseName: string;
  recordType: RecordType;
  /** The kind of record, in the feature's words ('Heaviest weight'). */
  label: string;
  /** Its figure ('172.5 lb'), when the set that holds it is known. */
  figure: string | null;
}

export function RecordList({ records, label, testId }: { records: readonly RecordEntry[]; label: string; testId?: string }) {
  const byExercise = new Map<string, RecordEntry[]>();
  const ordered = [...records].sort((a, b) => RECORD_TYPES.indexOf(a.recordType) - RECORD_TYPES.indexOf(b.recordType));
  for (const name of new Set(records.map((record) => record.exerciseName)))
    byExercise.set(
      name,
      ordered.filter((record) => record.exerciseName === name),
    );
  if (!byExercise.size) return null;
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" aria-label={label} data-testid={testId}>
      {[...byExercise].map(([exerciseName, own]) => (
        <HStack as="li" key={exerciseName} gap="2" align="start" fontSize="sm">
          <Trophy size={14} aria-hidden="true" color="var(--chakra-colors-yellow-500)" style={{ flexShrink: 0, marginTop: '0.2em' }} />
          <Text>
            <Text as="span" fontWeight="semibold">
              {exerciseName}:
            </Text>{' '}
            {own.map((record, index) => (
              <Fragment key={record.recordType}>
                {index ? ' · ' : null}
                <Text as="span" data-testid="record-badge" whiteSpace="nowrap">
                  {record.label}
                  {record.figure ? (
                    <Text as="span" fontWeight="medium">
                      {' '}
                      {record.figure}
                    </Text>
                  ) : null}
                </Text>
              </Fragment>
            ))}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
