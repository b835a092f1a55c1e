// /logbook/import: a whole Strong, Hevy or FitNotes history in, and the member's logs out. The file is read for a
// preview before anything is written: sessions, sets and dates, the unit and time zone it is read in (with the
// server's reason, and the member's choice where the file leaves it open, each change reading it again), and how
// each exercise name matches the Flexicon, which the member can change, keep as an exercise of their own (of a type
// the sets' columns suggest, which they can change) or leave out. Then it is imported with a
// progress bar that follows the upload and the server's writing, batch by batch; an import can be undone whole, at
// once or later from the list of the member's imports.
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Progress,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Download, Search, Undo2, UserRound } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FileDropZone } from '../../components/forms/FileDropZone';
import { LogHistoryExerciseSearchDocument } from '../../gql/graphql';
import { ConfirmDialog } from '../../components/overlays/ConfirmDialog';
import { notify } from '../../components/toaster/toaster';
import { formatDate, timeZoneOptions } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { request } from '../../lib/request';
import { usePageShell } from '../../lib/page-shell';
import { useSession } from '../auth/session';
import { formatCount } from '../../../../common/numbers';
import type { Language } from '../../../../common/languages';
import { useLanguage, type TFunction } from '../../i18n';
import { OWN_EXERCISE_TYPE_CODES, type OwnExerciseTypeCode } from '../../../../common/own-exercises';
import {
  describeUploadFailure,
  previewImport,
  runImport,
  type ImportResult,
  type LogImport,
  type Match,
  type Preview,
  type Progress as ImportProgress,
  type ReadingOptions,
  type WeightUnit,
} from './upload';

const SKIP = '';
/** The choice to keep a name as the member's own exercise: not a code, which is capitals, digits and underscores. */
const OWN = 'own';

/** A plural text's values: the count that picks the form and the count as the language writes it. */
const counted = (count: number, language: Language) => ({ count, shown: formatCount(count, language) });

const SOURCES = ['STRONG', 'HEVY', 'FITNOTES'] as const;
/** The app a file came from, by its code; a code this page does not know is shown as it is. */
const sourceName = (source: string, t: TFunction) =>
  (SOURCES as readonly string[]).includes(source) ? t(`logHistory.sources.${source as (typeof SOURCES)[number]}`) : source;

/** '12 sessions and 340 sets from Strong, between Jan 3, 2025 and Nov 20, 2026.' */
function summaryOf(preview: Preview, first: string, last: string, t: TFunction, language: Language) {
  const summary = t('logHistory.summary', {
    sessions: t('logHistory.sessions', counted(preview.sessionCount, language)),
    sets: t('logHistory.setsCounted', counted(preview.setCount, language)),
    source: sourceName(preview.source, t),
  });
  if (!first || !last) return t('logHistory.summaryOnly', { summary });
  return first === last ? t('logHistory.onDay', { summary, first }) : t('logHistory.between', { summary, first, last });
}
/** The score from which a match needs no second look. */
const SURE = 0.95;

function percentOf(progress: ImportProgress): number {
  // The upload is the first fifth of the bar, the server's writing most of the rest, the records the last step.
  switch (progress.phase) {
    case 'uploading':
      return Math.round(progress.fraction * 20);
    case 'writing':
      return 20 + Math.round((75 * progress.sessionsDone) / Math.max(1, progress.sessionCount));
    case 'records':
      return 95;
    case 'done':
      return 100;
  }
}

function labelOf(progress: ImportProgress, t: TFunction, language: Language): string {
  switch (progress.phase) {
    case 'uploading':
      // Once the whole file is sent the server reads it before its first answer.
      return progress.fraction < 1 ? t('logHistory.uploading', { percent: Math.round(progress.fraction * 100) }) : t('logHistory.reading');
    case 'writing':
      return t('logHistory.writing', {
        done: formatCount(progress.sessionsDone, language),
        total: formatCount(progress.sessionCount, language),
      });
    case 'records':
      return t('logHistory.records');
    case 'done':
      return t('logHistory.done');
  }
}

function ProgressBar({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const value = percentOf(progress);
  return (
    <Stack gap="1" data-testid="history-progress" data-value={value}>
      <Progress.Root value={value} colorPalette="blue">
        <HStack justify="space-between" gap="3">
          <Progress.Label fontWeight="normal" fontSize="sm" aria-live="polite">
            {labelOf(progress, t, language)}
          </Progress.Label>
          <Progress.ValueText>{value}%</Progress.ValueText>
        </HStack>
        <Progress.Track mt="1.5">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

type Row = Preview['exercises'][number];

function ExerciseChoice({
  row,
  value,
  ownType,
  onChange,
  onOwnType,
}: {
  row: Row;
  value: string;
  ownType: OwnExerciseTypeCode;
  onChange: (code: string) => void;
  onOwnType: (type: OwnExerciseTypeCode) => void;
}) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const ownTypeId = useId();
  const [picked, setPicked] = useState<Match[]>([]);
  const wanted = useDeferredValue(search.trim());
  const query = useQuery(LogHistoryExerciseSearchDocument, { variables: { search: wanted }, skip: !searching || wanted.length < 2 });
  const results = query.data?.exercises.edges.map((edge) => edge.node) ?? [];
  const options = [...(row.exercise ? [row.exercise] : []), ...row.candidates, ...picked].filter(
    (option, index, all) => all.findIndex((other) => other.exerciseCode === option.exerciseCode) === index,
  );
  const pick = (match: Match) => {
    if (!picked.some((option) => option.exerciseCode === match.exerciseCode)) setPicked([...picked, match]);
    onChange(match.exerciseCode);
    setSearching(false);
    setSearch('');
  };
  // With nothing to pick from, searching is the only way to a match: the button says so in words.
  const searchFirst = options.length === 0;
  return (
    <Stack gap="1.5">
      <HStack gap="1">
        <NativeSelect.Root size="sm" flex="1" minWidth="0">
          <NativeSelect.Field
            aria-label={t('logHistory.exerciseFor', { name: row.sourceName })}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            data-testid="history-choice"
          >
            <option value={SKIP}>{row.exercise || value || searchFirst ? t('logHistory.leaveOut') : t('logHistory.noMatch')}</option>
            <option value={OWN}>{t('logHistory.keepAsOwnShort')}</option>
            {options.map((option) => (
              <option key={option.exerciseCode} value={option.exerciseCode}>
                {option.exerciseName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {searchFirst ? (
          <Button
            size="sm"
            variant={searching ? 'subtle' : 'outline'}
            aria-expanded={searching}
            aria-label={t('logHistory.searchFor', { name: row.sourceName })}
            onClick={() => setSearching(!searching)}
          >
            <Search aria-hidden="true" /> {t('logHistory.search')}
          </Button>
        ) : (
          <IconButton
            size="sm"
            variant={searching ? 'subtle' : 'ghost'}
            aria-label={t('logHistory.searchFor', { name: row.sourceName })}
            aria-expanded={searching}
            onClick={() => setSearching(!searching)}
          >
            <Search aria-hidden="true" />
          </IconButton>
        )}
      </HStack>
      {value === OWN ? (
        <HStack gap="2" data-testid="history-own">
          <Text asChild fontSize="sm" color="fg.muted" flexShrink={0}>
            <label htmlFor={ownTypeId}>{t('logHistory.ownType')}</label>
          </Text>
          <NativeSelect.Root size="sm" flex="1" minWidth="0">
            <NativeSelect.Field
              id={ownTypeId}
              aria-label={t('logHistory.ownTypeFor', { name: row.sourceName })}
              value={ownType}
              onChange={(event) => onOwnType(event.target.value as OwnExerciseTypeCode)}
              data-testid="history-own-type"
            >
              {OWN_EXERCISE_TYPE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`logHistory.ownTypes.${code}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      ) : searchFirst && !searching ? (
        // A name nothing in the Flexicon fits is often the member's own: the choice is in view, not only in the list.
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          aria-label={t('logHistory.keepAsOwnFor', { name: row.sourceName })}
          onClick={() => onChange(OWN)}
          data-testid="history-keep-own"
        >
          <UserRound aria-hidden="true" /> {t('logHistory.keepAsOwnShort')}
        </Button>
      ) : null}
      {value === OWN ? (
        <Text fontSize="xs" color="fg.muted">
          {t('logHistory.ownHelp')}
        </Text>
      ) : null}
      {searching ? (
        <Stack gap="1">
          <Input
            size="sm"
            type="search"
            autoFocus
            value={search}
            placeholder={t('logHistory.searchPlaceholder')}
            aria-label={t('logHistory.searchFor', { name: row.sourceName })}
            onChange={(event) => setSearch(event.target.value)}
          />
          {wanted.length >= 2 && results.length ? (
            <Box
              as="ul"
              listStyleType="none"
              m="0"
              p="1"
              borderWidth="1px"
              borderRadius="md"
              aria-label={t('logHistory.resultsFor', { search: wanted })}
            >
              {results.map((result) => (
                <li key={result.exerciseCode}>
                  <Button
                    size="sm"
                    variant="ghost"
                    width="100%"
                    justifyContent="start"
                    fontWeight="normal"
                    onClick={() => pick(result)}
                    data-testid="history-search-result"
                  >
                    {result.exerciseName}
                  </Button>
                </li>
              ))}
            </Box>
          ) : wanted.length >= 2 && query.data ? (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('logHistory.noResults', { search: wanted })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** How sure the matcher is, or what the member chose instead, so the member knows which rows to look at. */
function MatchStatus({ row, value }: { row: Row; value: string }) {
  const { t } = useTranslation();
  const badge = (palette: string, text: string, testId?: string) => (
    <Badge colorPalette={palette} variant="subtle" data-testid={testId}>
      {text}
    </Badge>
  );
  if (!row.exercise && !value) return badge('orange', t('logHistory.needsReview'), 'history-needs-review');
  if (!value) return badge('gray', t('logHistory.leftOut'));
  if (value === OWN) return badge('purple', t('logHistory.ownExercise'), 'history-own-badge');
  if (value !== row.exercise?.exerciseCode) return badge('blue', t('logHistory.yourPick'));
  const score = row.exercise.score ?? 1;
  return score >= SURE
    ? badge('green', t('logHistory.matchSure'))
    : badge('yellow', t('logHistory.matchUnsure', { percent: Math.round(score * 100) }));
}

/** Names the matcher could not place first, then those it is unsure of, each group in the file's order. */
function reviewOrder(rows: Row[]): Row[] {
  const rank = (row: Row) => (!row.exercise ? 0 : (row.exercise.score ?? 1) < SURE ? 1 : 2);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Every name in the file, what it is logged as, and how sure that is: a grid on a wide screen, a list on a phone. */
function ExerciseList({
  rows,
  mapping,
  ownTypes,
  onChange,
  onOwnType,
}: {
  rows: Row[];
  mapping: Record<string, string>;
  ownTypes: Record<string, OwnExerciseTypeCode>;
  onChange: (sourceName: string, code: string) => void;
  onOwnType: (sourceName: string, type: OwnExerciseTypeCode) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 5rem minmax(0, 1.3fr)' };
  // Ordered once per reading, not as the member picks, so a row never moves under their finger.
  const ordered = useMemo(() => reviewOrder(rows), [rows]);
  return (
    <Box borderWidth="1px" borderRadius="md" data-testid="history-review">
      <Grid
        templateColumns={columns.md}
        gap="3"
        px="3"
        py="2"
        display={{ base: 'none', md: 'grid' }}
        bg="bg.muted"
        borderTopRadius="md"
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
        aria-hidden="true"
      >
        <Text>{t('logHistory.inFile')}</Text>
        <Text textAlign="end">{t('logHistory.sets')}</Text>
        <Text>{t('logHistory.loggedAs')}</Text>
      </Grid>
      <Box as="ul" listStyleType="none" m="0" p="0">
        {ordered.map((row) => {
          const value = mapping[row.sourceName] ?? SKIP;
          return (
            <Grid
              as="li"
              key={row.sourceName}
              templateColumns={columns}
              columnGap="3"
              rowGap="2"
              alignItems="center"
              px="3"
              py="2.5"
              borderTopWidth="1px"
              _first={{ borderTopWidth: { base: '0', md: '1px' } }}
              data-testid="history-exercise"
            >
              <Stack gap="1" align="start" minWidth="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {row.sourceName}
                </Text>
                <MatchStatus row={row} value={value} />
              </Stack>
              <Text textAlign="end" fontSize="sm" color="fg.muted" alignSelf={{ base: 'start', md: 'center' }}>
                {t('logHistory.setsCounted', counted(row.setCount, language))}
              </Text>
              <Box gridColumn={{ base: '1 / -1', md: 'auto' }} minWidth="0">
                <ExerciseChoice
                  row={row}
                  value={value}
                  ownType={ownTypes[row.sourceName] ?? row.suggestedOwnType}
                  onChange={(code) => onChange(row.sourceName, code)}
                  onOwnType={(type) => onOwnType(row.sourceName, type)}
                />
              </Box>
            </Grid>
          );
        })}
      </Box>
    </Box>
  );
}

/** A small select whose options are a record of value → label. */
function ChoiceSelect({
  value,
  choices,
  onChange,
  testId,
}: {
  value: string;
  choices: Record<string, string>;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {Object.entries(choices).map(([choice, label]) => (
          <option key={choice} value={choice}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ReadingChoices({
  preview,
  reading,
  importing,
  rereading,
  onChange,
}: {
  preview: Preview;
  /**
   * What the member chose, including a choice still being read; what they did not choose stays the server's to
   * decide, with its reason.
   */
  reading: ReadingOptions;
  /**
   * Disables the fields. Reading the file again does not (the answer to the latest choice wins), so the field just
   * changed keeps the keyboard's focus.
   */
  importing: boolean;
  rereading: boolean;
  onChange: (next: ReadingOptions) => void;
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneOptions(preview.timeZone), [preview.timeZone]);
  const stated = preview.weightUnitSource === 'FILE';
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="history-reading">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          {t('logHistory.readingHeading')}
        </Heading>
        {rereading ? (
          <HStack gap="2" color="fg.muted" fontSize="sm" aria-live="polite">
            <Spinner size="xs" aria-hidden="true" />
            <Text>{t('logHistory.rereading')}</Text>
          </HStack>
        ) : null}
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <Field.Root flex="1" disabled={importing || stated}>
          <Field.Label>{t('logHistory.weightUnit')}</Field.Label>
          <ChoiceSelect
            value={reading.weightUnit ?? preview.weightUnit}
            choices={{ KG: t('logHistory.units.KG'), LB: t('logHistory.units.LB') }}
            onChange={(value) => onChange({ ...reading, weightUnit: value as WeightUnit })}
            testId="history-unit"
          />
          <Field.HelperText data-testid="history-unit-note">{preview.weightUnitNote}</Field.HelperText>
        </Field.Root>
        <Field.Root flex="1" disabled={importing}>
          <Field.Label>{t('logHistory.timeZone')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={reading.timeZone ?? preview.timeZone}
              onChange={(event) => onChange({ ...reading, timeZone: event.target.value })}
              data-testid="history-zone"
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('logHistory.timeZoneHelp')}</Field.HelperText>
        </Field.Root>
      </Stack>
    </Stack>
  );
}

/**
 * Downloads through the request helper, which renews an expired session first; the link's own address stays for
 * opening in a new tab.
 */
function ExportButton({ format, label }: { format: 'strong' | 'csv' | 'json'; label: string }) {
  const [loading, setLoading] = useState(false);
  const href = `/api/workout-logs/export?format=${format}`;
  const download = async () => {
    setLoading(true);
    try {
      const blob = await request<Blob>({ url: '/workout-logs/export', params: { format }, responseType: 'blob' });
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `liftmates-logs-${new Date().toISOString().slice(0, 10)}${format === 'strong' ? '-strong.csv' : `.${format}`}`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button asChild variant="outline" loading={loading}>
      <a
        href={href}
        download
        data-testid={`export-${format}`}
        onClick={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Download aria-hidden="true" /> {label}
      </a>
    </Button>
  );
}

/** The member's earlier imports, each of which can still be undone whole. */
function ImportList({
  imports,
  timeZone,
  disabled,
  onUndo,
}: {
  imports: LogImport[];
  timeZone: string | undefined;
  disabled: boolean;
  onUndo: (logImport: LogImport) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card.Root variant="outline" data-testid="history-imports">
      <Card.Body gap="3" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg">
          {t('logHistory.importsHeading')}
        </Heading>
        <Text color="fg.muted">{t('logHistory.importsHelp')}</Text>
        <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="md">
          {imports.map((logImport) => {
            const source = sourceName(logImport.source, t);
            const name = logImport.fileName ? t('logHistory.importName', { source, fileName: logImport.fileName }) : source;
            return (
              <HStack
                as="li"
                key={logImport.logImportId}
                justify="space-between"
                gap="3"
                px="3"
                py="2.5"
                borderTopWidth="1px"
                _first={{ borderTopWidth: '0' }}
                data-testid="history-import-entry"
              >
                <Stack gap="0.5" minWidth="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('logHistory.importCounts', {
                      workouts: t('logHistory.workouts', counted(logImport.logCount, language)),
                      sets: t('logHistory.setsCounted', counted(logImport.setCount, language)),
                      date: formatDate(logImport.createdAt, timeZone, 'medium', language),
                    })}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  flexShrink={0}
                  disabled={disabled}
                  aria-label={t('logHistory.undoFor', { name })}
                  onClick={() => onUndo(logImport)}
                >
                  <Undo2 aria-hidden="true" /> {t('logHistory.undoShort')}
                </Button>
              </HStack>
            );
          })}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

const EVICTED = ['workoutLogs', 'personalRecords', 'exerciseHistory'];

export function LogHistoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageShell({ title: t('logHistory.title') });
  const client = useApolloClient();
  const { userInfo } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState<ReadingOptions>({});
  /** The options the file is being read again with, shown in the fields until the answer comes. */
  const [asking, setAsking] = useState<ReadingOptions | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  /** The type of each name's own exercise, where the member changed the one its sets suggest. */
  const [ownTypes, setOwnTypes] = useState<Record<string, OwnExerciseTypeCode>>({});
  const [visibility, setVisibility] = useState('PRIVATE');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [busy, setBusy] = useState<'reading' | 'rereading' | 'importing' | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [undone, setUndone] = useState<number | null>(null);
  const [imports, setImports] = useState<LogImport[]>([]);
  /** The import the member asked to undo, waiting for them to confirm. */
  const [undoing, setUndoing] = useState<{ logImportId: string; logCount: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the answer for the file and options asked about last is shown, whatever order the answers come back in.
  const latestRead = useRef(0);
  const progressRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The review can be long on a phone: the bar is brought into view where the import button was.
  useEffect(() => {
    if (busy === 'importing') progressRef.current?.scrollIntoView({ block: 'nearest' });
  }, [busy]);
  // The button that started the import or the undo is gone: what came of it takes the focus, and is read out.
  useEffect(() => {
    if (result || undone !== null) outcomeRef.current?.focus();
  }, [result, undone]);

  const refreshLogbook = () => {
    for (const fieldName of EVICTED) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
  };

  const loadImports = useCallback(async () => {
    try {
      setImports(await request<LogImport[]>({ url: '/workout-logs/imports' }));
    } catch {
      // The list is a convenience beside the import: without it the page still imports, and undoes what it just did.
    }
  }, []);
  useEffect(() => {
    void loadImports();
  }, [loadImports]);

  /** Reads the file for a preview; `again` when it is read again in another unit or zone, keeping the choices made. */
  const read = async (chosen: File, options: ReadingOptions, again: boolean) => {
    const asked = ++latestRead.current;
    const current = () => asked === latestRead.current;
    setError(null);
    setBusy(again ? 'rereading' : 'reading');
    // A first reading shows the upload; reading again keeps the preview in place and says so by the choices.
    if (!again) setProgress({ phase: 'uploading', fraction: 0 });
    setAsking(again ? options : null);
    try {
      const answer = await previewImport(chosen, options, (fraction) => {
        if (current() && !again) setProgress({ phase: 'uploading', fraction });
      });
      if (!current()) return;
      setPreview(answer);
      setReading(options);
      // Choices made while the file was being read again count too.
      setMapping((made) =>
        Object.fromEntries(
          answer.exercises.map((row) => [row.sourceName, (again ? made[row.sourceName] : undefined) ?? row.exercise?.exerciseCode ?? SKIP]),
        ),
      );
    } catch (failure) {
      if (current()) setError(describeUploadFailure(failure, t));
    } finally {
      if (current()) {
        setBusy(null);
        setProgress(null);
        setAsking(null);
      }
    }
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setOwnTypes({});
    setPreview(null);
    setResult(null);
    setUndone(null);
    void read(chosen, {}, false);
  };

  const start = async () => {
    if (!file) return;
    setError(null);
    setUndone(null);
    setBusy('importing');
    setProgress({ phase: 'uploading', fraction: 0 });
    try {
      const kept = Object.keys(mapping).filter((name) => mapping[name] === OWN);
      const suggested = new Map(preview?.exercises.map((row) => [row.sourceName, row.suggestedOwnType]));
      const options = {
        ...reading,
        mapping: Object.fromEntries(
          Object.entries(mapping)
            .filter(([, code]) => code !== OWN)
            .map(([name, code]) => [name, code || null]),
        ),
        keepAsOwn: Object.fromEntries(kept.map((name) => [name, ownTypes[name] ?? suggested.get(name) ?? 'WEIGHT_REPS'])),
        visibility,
      };
      setResult(await runImport(file, options, setProgress));
      // The logbook, its calendar and the records read what was just added.
      refreshLogbook();
      void loadImports();
    } catch (failure) {
      setError(describeUploadFailure(failure, t));
      setProgress(null);
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    latestRead.current += 1;
    setFile(null);
    setReading({});
    setAsking(null);
    setPreview(null);
    setResult(null);
    setProgress(null);
    setBusy(null);
    setError(null);
  };

  const undo = async () => {
    if (!undoing) return;
    try {
      const answer = await request<{ logsRemoved: number }>({ url: `/workout-logs/imports/${undoing.logImportId}`, method: 'DELETE' });
      refreshLogbook();
      if (undoing.logImportId === result?.logImportId) reset();
      // A file being previewed may hold sessions the undo just removed: they are no longer "already imported".
      else if (file && preview && !result) void read(file, reading, true);
      setUndone(answer.logsRemoved);
      void loadImports();
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setUndoing(null);
    }
  };

  const justImported =
    result?.logImportId && result.logsImported ? { logImportId: result.logImportId, logCount: result.logsImported } : null;
  const unsure = preview ? preview.exercises.filter((row) => !row.exercise && !mapping[row.sourceName]).length : 0;
  const newSessions = preview ? preview.sessionCount - preview.alreadyImported : 0;
  // The days as the file's clock saw them: in the zone it is read in.
  const first = formatDate(preview?.firstDate, preview?.timeZone, 'medium', language);
  const last = formatDate(preview?.lastDate, preview?.timeZone, 'medium', language);

  return (
    <Stack gap="6" maxWidth="4xl" data-testid="log-history">
      <ConfirmDialog
        open={undoing !== null}
        title={t('logHistory.undo')}
        message={t('logHistory.undoConfirm', counted(undoing?.logCount ?? 0, language))}
        confirmLabel={t('logHistory.undo')}
        destructive
        onConfirm={undo}
        onCancel={() => setUndoing(null)}
      />
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('logHistory.title')}
        </Heading>
        <Text color="fg.muted">{t('logHistory.intro')}</Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap="5" p={{ base: '4', md: '6' }}>
          <Heading as="h2" size="lg">
            {t('logHistory.importHeading')}
          </Heading>
          {undone !== null ? (
            <Alert.Root status="info" data-testid="history-undone" ref={outcomeRef} tabIndex={-1} outline="none">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('logHistory.undone', counted(undone, language))}</Alert.Title>
                <Alert.Description>{t('logHistory.undoneHelp')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {!preview && !result ? (
            <FileDropZone
              label={t('logHistory.fileLabel')}
              prompt={t('logHistory.drop')}
              chooseLabel={t('logHistory.chooseFile')}
              helper={t('logHistory.importHelp')}
              accept=".csv,text/csv"
              file={file}
              disabled={busy !== null}
              onFile={choose}
              dropTestId="history-drop"
              inputTestId="history-file"
            />
          ) : null}
          {preview && !result ? (
            <Stack gap="5" data-testid="history-preview">
              <Stack gap="1">
                <Text fontWeight="semibold" data-testid="history-summary">
                  {summaryOf(preview, first, last, t, language)}
                </Text>
                {file ? (
                  <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                    {file.name}
                  </Text>
                ) : null}
                {preview.alreadyImported ? (
                  <Text color="fg.muted">{t('logHistory.alreadyImported', counted(preview.alreadyImported, language))}</Text>
                ) : null}
              </Stack>
              <ReadingChoices
                preview={preview}
                reading={asking ?? reading}
                importing={busy === 'importing'}
                rereading={busy === 'rereading'}
                onChange={(next) => file && void read(file, next, true)}
              />
              {busy === 'importing' ? null : (
                <>
                  <Stack gap="3">
                    <Stack gap="1">
                      <Heading as="h3" size="md">
                        {t('logHistory.reviewHeading')}
                      </Heading>
                      <Text color="fg.muted" fontSize="sm">
                        {t('logHistory.reviewHelp')}
                      </Text>
                      {unsure ? (
                        <Alert.Root status="warning" size="sm" mt="1" data-testid="history-review-count">
                          <Alert.Indicator />
                          <Alert.Title fontWeight="normal">{t('logHistory.toReview', counted(unsure, language))}</Alert.Title>
                        </Alert.Root>
                      ) : null}
                    </Stack>
                    <ExerciseList
                      rows={preview.exercises}
                      mapping={mapping}
                      ownTypes={ownTypes}
                      onChange={(sourceName, code) => setMapping((current) => ({ ...current, [sourceName]: code }))}
                      onOwnType={(sourceName, type) => setOwnTypes((current) => ({ ...current, [sourceName]: type }))}
                    />
                  </Stack>
                  <Field.Root maxWidth={{ md: 'xs' }}>
                    <Field.Label>{t('logHistory.visibility')}</Field.Label>
                    <ChoiceSelect
                      value={visibility}
                      choices={{
                        PRIVATE: t('logHistory.visibilities.PRIVATE'),
                        BUDDIES: t('logHistory.visibilities.BUDDIES'),
                        PUBLIC: t('logHistory.visibilities.PUBLIC'),
                      }}
                      onChange={setVisibility}
                      testId="history-visibility"
                    />
                  </Field.Root>
                </>
              )}
            </Stack>
          ) : null}
          {progress ? (
            <Box ref={progressRef}>
              <ProgressBar progress={progress} />
            </Box>
          ) : null}
          {error ? (
            <Alert.Root status="error" data-testid="history-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {preview && !result ? (
            <HStack gap="2" wrap="wrap">
              <Button
                onClick={() => void start()}
                loading={busy === 'importing'}
                disabled={!newSessions || busy !== null}
                data-testid="history-import"
              >
                {newSessions ? t('logHistory.importButton', counted(newSessions, language)) : t('logHistory.nothingNew')}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={busy === 'importing'}>
                {t('logHistory.startOver')}
              </Button>
            </HStack>
          ) : null}
          {result ? (
            <Stack gap="3">
              <Alert.Root status="success" data-testid="history-result" ref={outcomeRef} tabIndex={-1} outline="none">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {t('logHistory.result', {
                      workouts: t('logHistory.workouts', counted(result.logsImported, language)),
                      sets: t('logHistory.setsCounted', counted(result.setsImported, language)),
                    })}
                  </Alert.Title>
                  {result.alreadyImported || result.exercisesSkipped || result.ownExercises.length ? (
                    <Alert.Description data-testid="history-result-details">
                      {[
                        result.ownExercises.length
                          ? t('logHistory.ownKept', {
                              names: result.ownExercises
                                .map(
                                  (own) =>
                                    `${own.exerciseName} (${t(`logHistory.ownTypes.${own.exerciseTypeCode as OwnExerciseTypeCode}`)})`,
                                )
                                .join(', '),
                            })
                          : '',
                        result.alreadyImported ? t('logHistory.duplicates', counted(result.alreadyImported, language)) : '',
                        result.exercisesSkipped ? t('logHistory.exercisesSkipped', counted(result.exercisesSkipped, language)) : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    </Alert.Description>
                  ) : null}
                </Alert.Content>
              </Alert.Root>
              <HStack gap="2" wrap="wrap">
                <Button asChild>
                  <RouterLink to="/logbook?tab=workout">{t('logHistory.seeLogbook')}</RouterLink>
                </Button>
                {justImported ? (
                  <Button variant="outline" colorPalette="red" onClick={() => setUndoing(justImported)} data-testid="history-undo">
                    <Undo2 aria-hidden="true" /> {t('logHistory.undo')}
                  </Button>
                ) : null}
                <Button variant="ghost" onClick={reset}>
                  {t('logHistory.startOver')}
                </Button>
              </HStack>
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>
      {imports.length ? (
        <ImportList
          imports={imports}
          timeZone={userInfo?.userTimezone ?? undefined}
          disabled={busy === 'importing'}
          onUndo={(logImport) => setUndoing(logImport)}
        />
      ) : null}
      <Card.Root variant="outline">
        <Card.Body gap="3" p={{ base: '4', md: '6' }}>
          <Heading as="h2" size="lg">
            {t('logHistory.exportHeading')}
          </Heading>
          <Text color="fg.muted">{t('logHistory.exportHelp')}</Text>
          <HStack gap="2" wrap="wrap">
            <ExportButton format="strong" label={t('logHistory.exportStrong')} />
            <ExportButton format="csv" label={t('logHistory.exportCsv')} />
            <ExportButton format="json" label={t('logHistory.exportJson')} />
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
