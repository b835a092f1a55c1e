// /logbook/import: a whole Strong or Hevy history in, and the member's logs out. The file is read once for a
// preview (sessions, dates, and how each exercise name matches the Flexicon, which the member can change or leave
// out), then imported with a progress bar that follows the upload and then the server's writing, batch by batch.
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Progress,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Download, FileUp, Search } from 'lucide-react';
import { useDeferredValue, useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LogHistoryExerciseSearchDocument } from '../../gql/graphql';
import { notify } from '../../components/toaster/toaster';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { request } from '../../lib/request';
import { usePageShell } from '../../lib/page-shell';
import { historyStrings as S } from './strings';
import { previewImport, runImport, type ImportResult, type Match, type Preview, type Progress as ImportProgress } from './upload';
import { formatCount } from '../../lib/numbers';

const SKIP = '';

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

function labelOf(progress: ImportProgress): string {
  switch (progress.phase) {
    case 'uploading':
      return S.uploading(Math.round(progress.fraction * 100));
    case 'writing':
      return S.writing(progress.sessionsDone, progress.sessionCount);
    case 'records':
      return S.records;
    case 'done':
      return S.done;
  }
}

function ProgressBar({ progress }: { progress: ImportProgress }) {
  const value = percentOf(progress);
  return (
    <Stack gap="1" data-testid="history-progress" data-value={value}>
      <Progress.Root value={value}>
        <HStack justify="space-between">
          <Progress.Label fontWeight="normal" fontSize="sm" aria-live="polite">
            {labelOf(progress)}
          </Progress.Label>
          <Progress.ValueText>{value}%</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

type Row = Preview['exercises'][number];

function ExerciseChoice({ row, value, onChange }: { row: Row; value: string; onChange: (code: string) => void }) {
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Match[]>([]);
  const wanted = useDeferredValue(search.trim());
  const found = useQuery(LogHistoryExerciseSearchDocument, { variables: { search: wanted }, skip: !searching || wanted.length < 2 }).data;
  const results = found?.exercises.edges.map((edge) => edge.node) ?? [];
  const options = [...(row.exercise ? [row.exercise] : []), ...row.candidates, ...picked, ...results].filter(
    (option, index, all) => all.findIndex((other) => other.exerciseCode === option.exerciseCode) === index,
  );
  return (
    <Stack gap="1.5">
      <HStack gap="1">
        <NativeSelect.Root size="sm" flex="1" minWidth="10rem">
          <NativeSelect.Field
            aria-label={S.exerciseFor(row.sourceName)}
            value={value}
            onChange={(event) => {
              const match = options.find((option) => option.exerciseCode === event.target.value);
              if (match && !picked.some((option) => option.exerciseCode === match.exerciseCode)) setPicked([...picked, match]);
              onChange(event.target.value);
            }}
            data-testid="history-choice"
          >
            <option value={SKIP}>{row.exercise || value ? S.leaveOut : S.noMatch}</option>
            {options.map((option) => (
              <option key={option.exerciseCode} value={option.exerciseCode}>
                {option.exerciseName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <IconButton
          size="sm"
          variant={searching ? 'subtle' : 'ghost'}
          aria-label={S.searchFor(row.sourceName)}
          aria-expanded={searching}
          onClick={() => setSearching(!searching)}
        >
          <Search aria-hidden="true" />
        </IconButton>
      </HStack>
      {searching ? (
        <Input
          size="sm"
          type="search"
          autoFocus
          value={search}
          placeholder={S.searchPlaceholder}
          aria-label={S.searchFor(row.sourceName)}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
    </Stack>
  );
}

function DropZone({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Field.Root>
      <Field.Label>{S.fileLabel}</Field.Label>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'colorPalette.solid' : 'border'}
        bg={over ? 'bg.muted' : undefined}
        borderRadius="lg"
        p="6"
        textAlign="center"
        width="100%"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="history-drop"
      >
        <FileUp aria-hidden="true" style={{ margin: '0 auto 8px' }} />
        <Text>
          {file ? file.name : S.drop}{' '}
          <Button asChild variant="plain" size="sm" px="1" textDecoration="underline">
            <label>
              {S.chooseFile}
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                data-testid="history-file"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (chosen) onFile(chosen);
                }}
              />
            </label>
          </Button>
        </Text>
      </Box>
      <Field.HelperText>{S.importHelp}</Field.HelperText>
    </Field.Root>
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

export function LogHistoryPage() {
  usePageShell({ title: S.title });
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [visibility, setVisibility] = useState('PRIVATE');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setError(null);
    setBusy('reading');
    setProgress({ phase: 'uploading', fraction: 0 });
    try {
      const read = await previewImport(chosen, (fraction) => setProgress({ phase: 'uploading', fraction }));
      setPreview(read);
      setMapping(Object.fromEntries(read.exercises.map((row) => [row.sourceName, row.exercise?.exerciseCode ?? SKIP])));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const start = async () => {
    if (!file) return;
    setError(null);
    setBusy('importing');
    setProgress({ phase: 'uploading', fraction: 0 });
    try {
      const options = {
        mapping: Object.fromEntries(Object.entries(mapping).map(([name, code]) => [name, code || null])),
        visibility,
      };
      setResult(await runImport(file, options, setProgress));
      // The logbook, its calendar and the records read what was just added.
      for (const fieldName of ['workoutLogs', 'personalRecords', 'exerciseHistory']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      client.cache.gc();
    } catch (failure) {
      setError((failure as Error).message);
      setProgress(null);
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setProgress(null);
    setError(null);
  };

  const newSessions = preview ? preview.sessionCount - preview.alreadyImported : 0;
  const first = formatDate(preview?.firstDate, undefined);
  const last = formatDate(preview?.lastDate, undefined);

  return (
    <Stack gap="6" maxWidth="4xl" data-testid="log-history">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {S.title}
        </Heading>
        <Text color="fg.muted">{S.intro}</Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            {S.importHeading}
          </Heading>
          {!preview && !result ? <DropZone file={file} onFile={(chosen) => void choose(chosen)} /> : null}
          {busy === 'reading' ? <Text aria-live="polite">{S.reading}</Text> : null}
          {progress ? <ProgressBar progress={progress} /> : null}
          {error ? (
            <Alert.Root status="error" data-testid="history-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {preview && !result ? (
            <Stack gap="4" data-testid="history-preview">
              <Stack gap="1">
                <Text fontWeight="semibold" data-testid="history-summary">
                  {S.summary(preview.sessionCount, preview.setCount, S.sources[preview.source] ?? preview.source)}
                  {first && last ? `, ${S.range(first, last)}` : ''}.
                </Text>
                {preview.alreadyImported ? <Text color="fg.muted">{S.alreadyImported(preview.alreadyImported)}</Text> : null}
              </Stack>
              <Stack gap="1">
                <Heading as="h3" size="md">
                  {S.reviewHeading}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {S.reviewHelp}
                </Text>
              </Stack>
              <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md">
                <Table.Root size="sm" data-testid="history-review">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{S.inFile}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{S.sets}</Table.ColumnHeader>
                      <Table.ColumnHeader>{S.loggedAs}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preview.exercises.map((row) => (
                      <Table.Row key={row.sourceName} data-testid="history-exercise">
                        <Table.Cell minWidth="8rem">{row.sourceName}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCount(row.setCount)}</Table.Cell>
                        <Table.Cell minWidth="12rem">
                          <ExerciseChoice
                            row={row}
                            value={mapping[row.sourceName] ?? SKIP}
                            onChange={(code) => setMapping((current) => ({ ...current, [row.sourceName]: code }))}
                          />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <Field.Root maxWidth="xs">
                <Field.Label>{S.visibility}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={visibility}
                    onChange={(event) => setVisibility(event.target.value)}
                    data-testid="history-visibility"
                  >
                    {Object.entries(S.visibilities).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <HStack gap="2" wrap="wrap">
                <Button onClick={() => void start()} loading={busy === 'importing'} disabled={!newSessions} data-testid="history-import">
                  {newSessions ? S.importButton(newSessions) : S.nothingNew}
                </Button>
                <Button variant="ghost" onClick={reset} disabled={busy !== null}>
                  {S.startOver}
                </Button>
              </HStack>
            </Stack>
          ) : null}
          {result ? (
            <Stack gap="3">
              <Alert.Root status="success" data-testid="history-result">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{S.result(result.logsImported, result.setsImported)}</Alert.Title>
                  {result.alreadyImported || result.exercisesSkipped ? (
                    <Alert.Description>
                      {result.alreadyImported ? S.duplicates(result.alreadyImported) : ''}{' '}
                      {result.exercisesSkipped ? S.exercisesSkipped(result.exercisesSkipped) : ''}
                    </Alert.Description>
                  ) : null}
                </Alert.Content>
              </Alert.Root>
              <HStack gap="2" wrap="wrap">
                <Button asChild>
                  <RouterLink to="/logbook?tab=workout">{S.seeLogbook}</RouterLink>
                </Button>
                <Button variant="ghost" onClick={reset}>
                  {S.startOver}
                </Button>
              </HStack>
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            {S.exportHeading}
          </Heading>
          <Text color="fg.muted">{S.exportHelp}</Text>
          <HStack gap="2" wrap="wrap">
            <ExportButton format="strong" label={S.exportStrong} />
            <ExportButton format="csv" label={S.exportCsv} />
            <ExportButton format="json" label={S.exportJson} />
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
