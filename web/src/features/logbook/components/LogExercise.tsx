// One exercise of a log as it was done: every set with its values in the member's units, its type, RPE, whether it
// was completed, and the records it holds (or, the first time the member did it, that it set their baseline). The
// exercise's name leads to its history.
import { Badge, Card, Heading, HStack, Link, Table, Text, Wrap } from '@chakra-ui/react';
import { Check, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LogExercise_ExerciseFragment, LogSetRow_SetFragment } from '../../../gql/graphql';
import type { MeasurementSystem } from '../../../lib/measurement';
import { formatDecimal } from '../../../../../common/numbers';
import { formatSet, type MeasurementLike } from '../../../../../common/units';
import { useLanguage } from '../../../i18n';

const NO_VALUE = '–';

export function RecordBadges({ records }: { records: LogSetRow_SetFragment['personalRecords'] }) {
  const { t } = useTranslation();
  if (!records.length) return null;
  return (
    <Wrap gap="1" mt="1">
      {records.map((record) => (
        <Badge key={record} colorPalette="yellow" size="sm" data-testid="record-badge">
          <Trophy size={12} aria-hidden="true" /> {t(`records.kind.${record}`)}
        </Badge>
      ))}
    </Wrap>
  );
}

function SetRow({
  set,
  index,
  measurements,
  system,
}: {
  set: LogSetRow_SetFragment;
  index: number;
  measurements: readonly MeasurementLike[];
  system: MeasurementSystem;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.Row data-testid="log-set" color={set.completedAt ? undefined : 'fg.muted'}>
      <Table.Cell>
        {index + 1}
        {set.setType !== 'NORMAL' ? (
          <Badge ms="2" size="sm" variant="outline">
            {t(`liveLog.setType.${set.setType}`)}
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <Text as="span" data-testid="log-set-values">
          {set.values.length ? formatSet(set.values, measurements, system, language) : NO_VALUE}
        </Text>
        <RecordBadges records={set.personalRecords} />
      </Table.Cell>
      <Table.Cell>{set.rpe === null || set.rpe === undefined ? NO_VALUE : formatDecimal(set.rpe, language)}</Table.Cell>
      <Table.Cell>
        {set.completedAt ? (
          <HStack gap="1" color="green.fg">
            <Check size={14} aria-hidden="true" />
            <Text as="span" srOnly>
              {t('logbook.yes')}
            </Text>
          </HStack>
        ) : (
          <Text as="span" fontSize="sm">
            {t('logbook.notDone')}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

export function LogExercise({
  exercise,
  measurements,
  system,
}: {
  exercise: LogExercise_ExerciseFragment;
  measurements: readonly MeasurementLike[];
  system: MeasurementSystem;
}) {
  const { t } = useTranslation();
  const headingId = `log-exercise-${exercise.workoutLogExerciseId}`;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} data-testid="log-exercise">
      <Card.Body gap="2" p={{ base: '3', md: '4' }}>
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            <Link asChild>
              <RouterLink to={`/logbook/exercises/${exercise.exerciseCode}`}>{exercise.exerciseName}</RouterLink>
            </Link>
          </Heading>
          {exercise.firstTime ? (
            <Badge colorPalette="blue" variant="subtle" data-testid="first-time">
              <Sparkles size={12} aria-hidden="true" /> {t('logbook.firstTime')}
            </Badge>
          ) : null}
        </HStack>
        {exercise.firstTime ? (
          <Text fontSize="sm" color="fg.muted">
            {t('logbook.firstTimeHint')}
          </Text>
        ) : null}
        {exercise.notes ? <Text fontSize="sm">{exercise.notes}</Text> : null}
        <Table.ScrollArea position="relative">
          <Table.Root size="sm">
            <Table.Caption srOnly>{exercise.exerciseName}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('logbook.set')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('logbook.result')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('logbook.rpe')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('logbook.completed')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {exercise.sets.map((set, index) => (
                <SetRow key={set.workoutLogSetId} set={set} index={index} measurements={measurements} system={system} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
