// One exercise of the workout: a handle to drag it (or to move it with the keyboard), move up and down buttons,
// its sets, notes and rest, and the "Superset with next" switch. Exercises of one superset are drawn as one block.
import { Badge, Box, Button, HStack, IconButton, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REST_SECONDS } from '../../../../../common/workout-summary';
import { MAX_NOTES_CHARS, MAX_REST_SECONDS, MAX_SETS } from '../constants';
import { copySet, emptySet, type ExerciseDraft, type SetDraft } from '../draft';
import { useBuilder } from './builder-context';
import { SetRow } from './SetRow';
import { SmallNumberField, SmallTextField } from './SmallField';

export interface ExerciseItemProps {
  item: ExerciseDraft;
  index: number;
  count: number;
  joinedToPrevious: boolean;
  onChange(item: ExerciseDraft): void;
  onRemove(): void;
  onMove(to: number): void;
}

const SUPERSET_BORDER = 'purple.solid';

export function ExerciseItem({ item, index, count, joinedToPrevious, onChange, onRemove, onMove }: ExerciseItemProps) {
  const { t } = useTranslation();
  const { measurementsOf, typeName, errors } = useBuilder();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const name = item.exercise.exerciseName;
  const measurements = measurementsOf(item.exercise.exerciseTypeCode);
  const joinsNext = item.supersetWithNext && index < count - 1;
  const inSuperset = joinsNext || joinedToPrevious;
  const patch = (changes: Partial<ExerciseDraft>) => onChange({ ...item, ...changes });
  const setSets = (sets: SetDraft[]) => patch({ sets });
  const setsError = errors[`${item.key}.sets`];

  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-testid="builder-exercise"
      data-exercise-code={item.exercise.exerciseCode}
      data-superset={inSuperset ? 'true' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 2 : undefined}
      opacity={isDragging ? 0.85 : 1}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderStartWidth={inSuperset ? '4px' : '1px'}
      borderStartColor={inSuperset ? SUPERSET_BORDER : 'border'}
      borderTopRadius={joinedToPrevious ? '0' : 'l2'}
      borderBottomRadius={joinsNext ? '0' : 'l2'}
      borderBottomStyle={joinsNext ? 'dashed' : 'solid'}
      mt={index === 0 ? '0' : joinedToPrevious ? '-1px' : '3'}
      p={{ base: '3', md: '4' }}
      listStyleType="none"
    >
      <HStack gap="2" align="start">
        <IconButton
          ref={setActivatorNodeRef}
          size="sm"
          variant="ghost"
          cursor="grab"
          touchAction="none"
          aria-label={t('builder.exercises.dragHandle', { name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" />
        </IconButton>
        <Stack gap="0" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" fontWeight="semibold" data-testid="builder-exercise-name">
              {index + 1}. {name}
            </Text>
            {inSuperset && !joinedToPrevious && (
              <Badge colorPalette="purple" size="sm">
                {t('builder.exercises.supersetBadge')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {typeName(item.exercise.exerciseTypeCode)}
          </Text>
        </Stack>
        <HStack gap="0">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('builder.exercises.moveUp', { name })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('builder.exercises.moveDown', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('builder.exercises.remove', { name })} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </IconButton>
        </HStack>
      </HStack>

      <Stack as="ol" gap="3" mt="3" aria-label={t('builder.exercises.setsHeading', { name })} listStyleType="none" ps="0">
        {item.sets.map((set, setIndex) => (
          <SetRow
            key={set.key}
            set={set}
            index={setIndex}
            measurements={measurements}
            canCopy={item.sets.length < MAX_SETS}
            defaultRest={item.restSeconds ?? DEFAULT_REST_SECONDS}
            onChange={(next) => setSets(item.sets.map((other) => (other.key === set.key ? next : other)))}
            onCopy={() => setSets([...item.sets.slice(0, setIndex + 1), copySet(set), ...item.sets.slice(setIndex + 1)])}
            onRemove={() => setSets(item.sets.filter((other) => other.key !== set.key))}
          />
        ))}
      </Stack>
      {setsError && (
        <Text color="red.fg" fontSize="sm" mt="2">
          {setsError}
        </Text>
      )}
      <HStack mt="3" gap="3" wrap="wrap" align="flex-end">
        <Button
          size="xs"
          variant="outline"
          onClick={() => setSets([...item.sets, item.sets.length ? copySet(item.sets[item.sets.length - 1]!) : emptySet()])}
          disabled={item.sets.length >= MAX_SETS}
        >
          <Plus aria-hidden="true" />
          {t('builder.exercises.addSet')}
        </Button>
      </HStack>
      <HStack mt="3" gap="3" wrap="wrap" align="flex-start">
        <SmallNumberField
          label={t('builder.fields.exerciseRest')}
          context={name}
          errorKey={`${item.key}.restSeconds`}
          width="11rem"
          value={item.restSeconds}
          onValueChange={(restSeconds) => patch({ restSeconds })}
          min={0}
          max={MAX_REST_SECONDS}
          placeholder={String(DEFAULT_REST_SECONDS)}
        />
        <SmallTextField
          label={t('builder.fields.notes')}
          context={name}
          errorKey={`${item.key}.notes`}
          width="16rem"
          value={item.notes}
          maxLength={MAX_NOTES_CHARS}
          onValueChange={(notes) => patch({ notes })}
        />
      </HStack>
      {index < count - 1 && (
        <Switch.Root
          mt="3"
          size="sm"
          colorPalette="purple"
          checked={item.supersetWithNext}
          onCheckedChange={(details) => patch({ supersetWithNext: details.checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            <VisuallyHidden>{name}: </VisuallyHidden>
            {t('builder.exercises.superset')}
          </Switch.Label>
        </Switch.Root>
      )}
    </Box>
  );
}
