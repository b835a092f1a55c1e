// Picking exercises from the Flexicon: search and the Flexicon's own filter chips, the exercises this browser added
// lately first, then the matching exercises page by page. The drawer stays open so several can be added in a row;
// the page mounts it only while it is open.
import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Input, InputGroup, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/forms/fields';
import { useDebouncedValue } from '../../../components/forms/use-debounced-value';
import { AppDrawer } from '../../../components/overlays/AppDrawer';
import { ExercisePickerDocument, type ExercisePicker_ExerciseFragment } from '../../../gql/graphql';
import { FilterPanel } from '../../flexicon/components/FlexiconBrowser';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  toExerciseFilter,
  toggleCode,
  toggleMuscleGroup,
  type CodeFilterKey,
} from '../../flexicon/filters';
import { useFlexiconReference } from '../../flexicon/reference';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { PICKER_PAGE_SIZE } from '../constants';
import { readRecentExercises, rememberExercise } from '../recent-exercises';
import { useBuilder } from './builder-context';

export interface ExercisePickerProps {
  onClose(): void;
  onPick(exercise: ExercisePicker_ExerciseFragment): void;
  canAdd: boolean;
  /** Codes of the exercises already in the workout, marked in the lists. */
  inWorkout: ReadonlySet<string>;
}

interface PickRowProps {
  exercise: ExercisePicker_ExerciseFragment;
  onPick(): void;
  disabled: boolean;
  added: boolean;
}

function PickRow({ exercise, onPick, disabled, added }: PickRowProps) {
  const { t } = useTranslation();
  const { typeName } = useBuilder();
  return (
    <HStack as="li" justify="space-between" gap="3" py="2" borderBottomWidth="1px" borderColor="border" data-testid="picker-exercise">
      <Stack gap="0" minWidth="0">
        <HStack gap="2">
          <Text fontWeight="medium">{exercise.exerciseName}</Text>
          {added && (
            <Badge size="sm" colorPalette="green">
              {t('builder.picker.inWorkout')}
            </Badge>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {typeName(exercise.exerciseTypeCode)}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('builder.picker.add', { name: exercise.exerciseName })}
        onClick={onPick}
        disabled={disabled}
      >
        <Plus aria-hidden="true" />
      </Button>
    </HStack>
  );
}

export function ExercisePicker({ onClose, onPick, canAdd, inWorkout }: ExercisePickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { lookups } = useFlexiconReference();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [recent, setRecent] = useState(readRecentExercises);
  const search = useDebouncedValue(filters.search.trim());
  const variables = {
    filter: toExerciseFilter({ ...filters, search }, { signedIn: true, muscleGroups: lookups.muscleGroups }),
    first: PICKER_PAGE_SIZE,
  };
  const { data, loading, fetchMore } = useQuery(ExercisePickerDocument, { variables });
  const results = data?.exercises.edges.map((edge) => edge.node) ?? [];
  const filtering = hasActiveFilters(filters);
  const recentCodes = new Set(filtering ? [] : recent.map((item) => item.exerciseCode));

  const [announcement, setAnnouncement] = useState('');
  const pick = (exercise: ExercisePicker_ExerciseFragment) => {
    onPick(exercise);
    setRecent(rememberExercise(exercise));
    setAnnouncement(t('builder.picker.added', { name: exercise.exerciseName }));
  };
  const toggle = (key: CodeFilterKey, code: string) => setFilters((current) => ({ ...current, [key]: toggleCode(current[key], code) }));

  return (
    <AppDrawer open onClose={onClose} title={t('builder.picker.title')}>
      <Stack gap="4">
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            type="search"
            aria-label={t('builder.picker.search')}
            placeholder={t('builder.picker.search')}
            value={filters.search}
            onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
          />
        </InputGroup>
        <FilterPanel
          filters={filters}
          lookups={lookups}
          onToggle={toggle}
          onToggleMuscleGroup={(code) =>
            setFilters((current) => ({ ...current, muscleGroups: toggleMuscleGroup(current.muscleGroups, code, lookups.muscleGroups) }))
          }
        />
        <SwitchField
          label={t('builder.picker.onlyMine')}
          helper={t('builder.picker.onlyMineHint')}
          checked={filters.mine}
          onCheckedChange={(mine) => setFilters((current) => ({ ...current, mine }))}
        />
        {recentCodes.size > 0 && (
          <Stack gap="1" data-testid="picker-recent">
            <Text fontSize="sm" fontWeight="semibold">
              {t('builder.picker.recent')}
            </Text>
            <Stack as="ul" gap="0" ps="0" listStyleType="none">
              {recent.map((exercise) => (
                <PickRow
                  key={exercise.exerciseCode}
                  exercise={exercise}
                  onPick={() => pick(exercise)}
                  disabled={!canAdd}
                  added={inWorkout.has(exercise.exerciseCode)}
                />
              ))}
            </Stack>
          </Stack>
        )}
        <Stack gap="1">
          <HStack justify="space-between">
            <Text fontSize="sm" fontWeight="semibold" aria-live="polite">
              {data
                ? t('builder.picker.results', { count: data.exercises.totalCount, shown: formatCount(data.exercises.totalCount, language) })
                : ' '}
            </Text>
            {loading && <Spinner size="xs" />}
          </HStack>
          {data && !results.length && <Text color="fg.muted">{t('builder.picker.none')}</Text>}
          <Stack as="ul" gap="0" ps="0" listStyleType="none" data-testid="picker-results">
            {results
              .filter((exercise) => !recentCodes.has(exercise.exerciseCode))
              .map((exercise) => (
                <PickRow
                  key={exercise.exerciseCode}
                  exercise={exercise}
                  onPick={() => pick(exercise)}
                  disabled={!canAdd}
                  added={inWorkout.has(exercise.exerciseCode)}
                />
              ))}
          </Stack>
          {data?.exercises.pageInfo.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              alignSelf="center"
              loading={loading}
              onClick={() => void fetchMore({ variables: { after: data.exercises.pageInfo.endCursor } })}
            >
              {t('builder.picker.loadMore')}
            </Button>
          )}
        </Stack>
      </Stack>
    </AppDrawer>
  );
}
