// The live summary: the server's own arithmetic (server/domains/workouts/summary.ts) on what would be saved, so the
// numbers here are the ones the workout gets on save. Volume is shown in the user's units; the merged muscle usage
// is drawn on the Flexicon's body map.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { formatDuration, formatVolume } from '../../../../../common/units';
import { mergeMuscleUsage, summarize } from '../../../../../common/workout-summary';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { summaryExercises, type WorkoutDraft } from '../draft';
import { useBuilder } from './builder-context';

function Figure({ label, value, raw, testId }: { label: string; value: string; raw: number; testId: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId} data-value={raw}>
        {value}
      </Text>
    </Stack>
  );
}

export function SummaryPanel({ draft }: { draft: WorkoutDraft }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { system } = useBuilder();
  const { summary, muscleUsage } = useMemo(() => {
    const exercises = summaryExercises(draft);
    return { summary: summarize(exercises), muscleUsage: mergeMuscleUsage(exercises) };
  }, [draft]);
  return (
    <Box
      as="section"
      aria-labelledby="builder-summary-heading"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="4"
      bg="bg.panel"
    >
      <Heading as="h2" size="md" id="builder-summary-heading" mb="3">
        {t('builder.summary.heading')}
      </Heading>
      <SimpleGrid columns={3} gap="3" mb="4">
        <Figure
          label={t('builder.summary.exercises')}
          value={formatCount(summary.exerciseCount, language)}
          raw={summary.exerciseCount}
          testId="summary-exercises"
        />
        <Figure
          label={t('builder.summary.duration')}
          value={formatDuration(summary.estimatedDuration)}
          raw={summary.estimatedDuration}
          testId="summary-duration"
        />
        <Figure
          label={t('builder.summary.volume')}
          value={formatVolume(summary.totalVolume, system, language)}
          raw={summary.totalVolume}
          testId="summary-volume"
        />
      </SimpleGrid>
      <Heading as="h3" size="sm" mb="2">
        {t('builder.summary.muscles')}
      </Heading>
      <BodyMap muscleUsage={muscleUsage} />
    </Box>
  );
}
