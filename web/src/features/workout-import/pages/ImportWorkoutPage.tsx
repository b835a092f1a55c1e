// Import Workout at /workouts/import: pasted text or a file is read by the server into a preview; each exercise
// shows what was understood and, where the match is missing or unsure, a picker (closest matches first, then a
// search of the Flexicon). Saving creates the workout and opens it in the builder.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Group,
  Heading,
  HStack,
  Input,
  List,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FileDropZone } from '../../../components/forms/FileDropZone';
import { describeFailure, unwrapResult } from '../../../components/forms/mutation-result';
import { notify } from '../../../components/toaster/toaster';
import { CreateImportedWorkoutDocument, ImportExerciseSearchDocument, ImportReferenceDocument } from '../../../gql/graphql';
import { usePageShell } from '../../../lib/page-shell';
import { usePreferences } from '../../settings/preferences';
import { formatLoad } from '../../../../../common/units';
import type { Language } from '../../../../../common/languages';
import { useLanguage, type TFunction } from '../../../i18n';
import { CONFIDENT, createInput, readImport, withExercise, type Match, type Preview, type PreviewExercise } from '../preview';

const MODES = ['text', 'file'] as const;
type Mode = (typeof MODES)[number];

function setsSummary(
  exercise: PreviewExercise,
  system: ReturnType<typeof usePreferences>['measurementSystem'],
  t: TFunction,
  language: Language,
) {
  const first = exercise.sets[0]?.values;
  if (!first) return t('workoutImport.sets', { count: 0 });
  const parts = [`${exercise.sets.length} ×`];
  if (first.reps !== null) parts.push(first.repsMax ? `${first.reps}–${first.repsMax}` : String(first.reps));
  if (first.durationSeconds !== null) parts.push(`${first.durationSeconds} s`);
  if (first.weightKg !== null) parts.push(`@ ${formatLoad(first.weightKg, system, language)}`);
  if (parts.length === 1) parts.push(exercise.sets[0]!.setType === 'FAILURE' ? 'AMRAP' : '');
  return parts.join(' ').trim();
}

function ExercisePicker({ exercise, onPick }: { exercise: PreviewExercise; onPick: (match: Match) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const committed = useDeferredValue(search.trim());
  const found = useQuery(ImportExerciseSearchDocument, { variables: { search: committed }, skip: committed.length < 2 }).data;
  const options = [...exercise.candidates, ...(found?.exercises.edges.map((edge) => edge.node) ?? [])].filter(
    (option, index, all) => all.findIndex((other) => other.exerciseCode === option.exerciseCode) === index,
  );
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <Field.Root>
        <Field.Label>{t('workoutImport.search')}</Field.Label>
        <Input size="sm" type="search" value={search} onChange={(event) => setSearch(event.target.value)} data-testid="import-search" />
      </Field.Root>
      {options.length && !found ? (
        <Text fontSize="xs" color="fg.muted">
          {t('workoutImport.candidates')}
        </Text>
      ) : null}
      {options.length ? (
        <RadioGroup.Root
          value={exercise.exerciseCode ?? ''}
          onValueChange={({ value }) => {
            const match = options.find((option) => option.exerciseCode === value);
            if (match) onPick(match);
          }}
          aria-label={t('workoutImport.chooseExercise', { name: exercise.sourceName })}
        >
          <Stack gap="1.5">
            {options.map((option) => (
              <RadioGroup.Item key={option.exerciseCode} value={option.exerciseCode}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.exerciseName}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('workoutImport.noResults')}
        </Text>
      )}
    </Stack>
  );
}

function ExerciseRow({ exercise, onPick }: { exercise: PreviewExercise; onPick: (match: Match) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { measurementSystem } = usePreferences();
  const [open, setOpen] = useState(!exercise.exerciseCode || exercise.matchScore < CONFIDENT);
  const state = !exercise.exerciseCode ? 'missing' : exercise.matchScore < CONFIDENT ? 'unsure' : 'matched';
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderColor={state === 'missing' ? 'border.error' : undefined}
      data-testid="import-exercise"
      data-state={state}
    >
      <Card.Body gap="2" p="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0.5" minWidth="0">
            <Text fontSize="xs" color="fg.muted">
              {t('workoutImport.line', { line: exercise.lineNumber, name: exercise.sourceName })}
            </Text>
            <HStack gap="2">
              {state === 'missing' ? (
                <TriangleAlert size={16} aria-hidden="true" color="#dc2626" />
              ) : (
                <CheckCircle2 size={16} aria-hidden="true" color={state === 'unsure' ? '#d97706' : '#16a34a'} />
              )}
              <Text fontWeight="semibold">{exercise.exercise?.exerciseName ?? t('workoutImport.unmatched')}</Text>
              {exercise.supersetGroup ? <Badge colorPalette="orange">{t('workoutImport.superset')}</Badge> : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {setsSummary(exercise, measurementSystem, t, language)}
            </Text>
          </Stack>
          <Button size="xs" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
            {state === 'matched' ? t('workoutImport.matched') : t('workoutImport.check')}
          </Button>
        </HStack>
        {open ? (
          <ExercisePicker
            exercise={exercise}
            onPick={(match) => {
              onPick(match);
              setOpen(false);
            }}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function ImportWorkoutPage() {
  const { t } = useTranslation();
  usePageShell({ title: t('workoutImport.title') });
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [title, setTitle] = useState('');
  const reference = useQuery(ImportReferenceDocument, { fetchPolicy: 'cache-first' }).data;
  const [create, creating] = useMutation(CreateImportedWorkoutDocument);

  const read = async () => {
    setReading(true);
    setError(null);
    try {
      const answer = await readImport(mode === 'file' && file ? { file } : { text });
      setPreview(answer);
      setTitle(answer.workout.workoutTitle);
    } catch (cause) {
      setError(describeFailure(cause).message);
    } finally {
      setReading(false);
    }
  };

  const pick = (index: number, match: Match) => {
    if (!preview) return;
    const measurements =
      reference?.exerciseTypes.find((type) => type.exerciseTypeCode === match.exerciseTypeCode)?.exerciseTypeExerciseMeasurements ?? [];
    const workoutExercises = preview.workout.workoutExercises.map((exercise, at) =>
      at === index ? withExercise(exercise, match, measurements) : exercise,
    );
    setPreview({ ...preview, workout: { ...preview.workout, workoutExercises } });
  };

  const missing = preview?.workout.workoutExercises.filter((exercise) => !exercise.exerciseCode).length ?? 0;
  const save = async () => {
    if (!preview) return;
    try {
      const result = await create({
        variables: { input: createInput(preview, title.trim()) },
        update: (cache) => cache.evict({ fieldName: 'workouts' }),
      });
      const { workoutId } = unwrapResult(result.data?.createWorkout, t).data;
      notify.success(t('workoutImport.saved'));
      void navigate(`/workouts/${workoutId}`);
    } catch (cause) {
      setError(describeFailure(cause).message);
    }
  };

  return (
    <Stack gap="6" maxWidth="3xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('workoutImport.title')}
        </Heading>
        <Text color="fg.muted">{t('workoutImport.intro')}</Text>
      </Stack>
      {!preview ? (
        <Stack
          gap="4"
          as="form"
          onSubmit={(event) => {
            event.preventDefault();
            void read();
          }}
        >
          <Group attached role="group" aria-label={t('workoutImport.title')} alignSelf="start">
            {MODES.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={mode === value ? 'solid' : 'outline'}
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
              >
                {t(`workoutImport.modes.${value}`)}
              </Button>
            ))}
          </Group>
          {mode === 'text' ? (
            <Field.Root invalid={!!error}>
              <Field.Label>{t('workoutImport.textLabel')}</Field.Label>
              <Textarea
                value={text}
                onChange={(event) => setText(event.target.value)}
                rows={10}
                maxLength={50_000}
                placeholder={t('workoutImport.textPlaceholder')}
                fontFamily="mono"
                data-testid="import-text"
              />
              <Field.HelperText>{t('workoutImport.textHelp')}</Field.HelperText>
            </Field.Root>
          ) : (
            <FileDropZone
              label={t('workoutImport.fileLabel')}
              prompt={t('workoutImport.drop')}
              chooseLabel={t('workoutImport.chooseFile')}
              helper={t('workoutImport.fileHelp')}
              accept=".csv,.json,.txt,text/csv,application/json,text/plain"
              file={file}
              onFile={setFile}
              invalid={!!error}
              inputTestId="import-file"
            />
          )}
          {error ? (
            <Alert.Root status="error" data-testid="import-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button
            type="submit"
            alignSelf="start"
            loading={reading}
            loadingText={t('workoutImport.reading')}
            disabled={mode === 'text' ? !text.trim() : !file}
            data-testid="import-read"
          >
            {t('workoutImport.read')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="4" data-testid="import-preview">
          <Text aria-live="polite">
            {t('workoutImport.understood', {
              count: preview.workout.workoutExercises.length,
              source: t(`workoutImport.sources.${preview.source}`).toLowerCase(),
            })}
          </Text>
          <Field.Root required>
            <Field.Label>{t('workoutImport.workoutTitle')}</Field.Label>
            <Input value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} data-testid="import-title" />
          </Field.Root>
          {preview.warnings.length ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('workoutImport.warnings')}</Alert.Title>
                <List.Root ps="4">
                  {preview.warnings.map((warning) => (
                    <List.Item key={warning.message}>{warning.message}</List.Item>
                  ))}
                </List.Root>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Stack as="ol" listStyleType="none" gap="2">
            {preview.workout.workoutExercises.map((exercise, index) => (
              <ExerciseRow key={`${exercise.lineNumber}-${index}`} exercise={exercise} onPick={(match) => pick(index, match)} />
            ))}
          </Stack>
          {error ? (
            <Alert.Root status="error" data-testid="import-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {missing ? <Text color="fg.muted">{t('workoutImport.saveBlocked', { count: missing })}</Text> : null}
          <HStack gap="2">
            <Button
              onClick={() => void save()}
              disabled={missing > 0 || !title.trim()}
              loading={creating.loading}
              data-testid="import-save"
            >
              {t('workoutImport.save')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setPreview(null);
                setError(null);
              }}
            >
              {t('workoutImport.startOver')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
