// A Flexicon card: the exercise's name (a link to /e/{code}), its type, its primary muscles by friendly name and
// the equipment it requires. Names come from the reference lists (FlexiconReference), so a page of cards costs
// only the codes.
import { Badge, Box, Card, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Dumbbell, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ExerciseCardFragment } from '../../../gql/graphql';
import { exercisePath } from '../constants';
import type { FlexiconLookups } from '../reference';
import type { TFunction } from '../../../i18n';
import { publishedStatusName } from '../status';

/** The card's texts, worked out from the codes. */
export function cardSummary(exercise: ExerciseCardFragment, lookups: FlexiconLookups, t: TFunction) {
  const primary = exercise.muscleUsage
    .filter((usage) => usage.isPrimary)
    .sort((a, b) => b.targetPercentage - a.targetPercentage)
    .map((usage) => lookups.muscleName(usage.muscleCode));
  // One entry per need; alternatives ("a squat rack or a power rack") share a slot and are read as one.
  const slots = new Map<number, string[]>();
  for (const item of exercise.equipment.filter((entry) => entry.isRequired)) {
    const names = slots.get(item.slot) ?? [];
    const name = lookups.equipmentName(item.equipmentCode);
    if (!names.includes(name)) names.push(name);
    slots.set(item.slot, names);
  }
  const required = [...new Set([...slots.values()].map((names) => names.join(` ${t('flexicon.exercise.or')} `)))];
  return {
    typeName: lookups.typeName(exercise.exerciseTypeCode) ?? t('flexicon.card.unknownType'),
    primary: [...new Set(primary)],
    required,
  };
}

export function ExerciseCard({
  exercise,
  lookups,
  headingLevel = 'h3',
}: {
  exercise: ExerciseCardFragment;
  lookups: FlexiconLookups;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const summary = cardSummary(exercise, lookups, t);
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      bg="surface"
      position="relative"
      height="100%"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'border.emphasized', boxShadow: 'sm' }}
      // The link covers the whole card (one target whose name is the exercise's), so the card shows its focus.
      css={{ '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' } }}
      data-testid="exercise-card"
      data-exercise-code={exercise.exerciseCode}
    >
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Card.Title as={headingLevel} fontSize="md" lineHeight="short">
              <RouterLink to={exercisePath(exercise.exerciseCode)} style={{ outline: 'none' }}>
                <Box as="span" position="absolute" inset="0" zIndex="1" aria-hidden="true" />
                {exercise.localizedName}
              </RouterLink>
            </Card.Title>
            {exercise.publishedStatusCode !== 'PUBLISHED' ? (
              <Badge size="sm" variant="subtle" colorPalette="orange" flexShrink={0}>
                {publishedStatusName(exercise.publishedStatusCode, t)}
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {summary.typeName}
          </Text>
        </Stack>
        <Stack gap="1.5" fontSize="sm">
          <HStack gap="2" align="start">
            <Box as="span" color="fg.muted" pt="0.5" flexShrink={0}>
              <Target size={14} aria-hidden="true" />
            </Box>
            <Text>
              <Box as="span" srOnly>
                {t('flexicon.card.primary')}:{' '}
              </Box>
              {summary.primary.length ? summary.primary.join(', ') : '—'}
            </Text>
          </HStack>
          <HStack gap="2" align="start">
            <Box as="span" color="fg.muted" pt="0.5" flexShrink={0}>
              <Dumbbell size={14} aria-hidden="true" />
            </Box>
            <Text>
              <Box as="span" srOnly>
                {t('flexicon.card.equipment')}:{' '}
              </Box>
              {summary.required.length ? summary.required.join(', ') : t('flexicon.card.bodyweight')}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function ExerciseCardSkeleton() {
  return (
    <Card.Root size="sm" variant="outline" bg="surface" aria-hidden="true" data-testid="exercise-card-skeleton">
      <Card.Body gap="3">
        <Skeleton height="5" width="70%" />
        <Skeleton height="4" width="40%" />
        <SkeletonText noOfLines={2} gap="2" />
      </Card.Body>
    </Card.Root>
  );
}
