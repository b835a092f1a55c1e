// Merging a duplicate: search the other exercise (any status), choose which one stays, then confirm in a dialog
// that says what moves. On success the caller navigates to the kept exercise.
import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../../components/forms/mutation-result';
import { useDebouncedValue } from '../../../../components/forms/use-debounced-value';
import { ConfirmDialog } from '../../../../components/overlays/ConfirmDialog';
import { useStackedDialog } from '../../../../components/overlays/useStackedDialog';
import { notify } from '../../../../components/toaster/toaster';
import type { TFunction } from '../../../../i18n';

export interface MergeCandidate {
  exerciseCode: string;
  exerciseName: string;
  aliases?: readonly string[];
}

export interface MergeInput {
  targetExerciseCode: string;
  sourceExerciseCode: string;
}

export interface MergeMoved {
  workouts: number;
  logs: number;
  personalRecords: number;
  videos: number;
  instructions: number;
}

export interface MergeOutcome {
  keptCode: string;
  moved: MergeMoved;
}

export interface MergeDialogProps {
  open: boolean;
  onClose(): void;
  current: { exerciseCode: string; exerciseName: string };
  /** Exercises matching a text, any status. */
  search(text: string): Promise<MergeCandidate[]>;
  merge(input: MergeInput): Promise<MergeOutcome>;
  onMerged(outcome: MergeOutcome): void;
}

export const MERGE_SEARCH_MIN_CHARS = 2;

function movedSummary(t: TFunction, moved: MergeMoved): string {
  return t('admin.merge.movedSummary', {
    workouts: t('admin.merge.workouts', { count: moved.workouts }),
    logs: t('admin.merge.logs', { count: moved.logs }),
    personalRecords: t('admin.merge.personalRecords', { count: moved.personalRecords }),
    videos: t('admin.merge.videos', { count: moved.videos }),
    instructions: t('admin.merge.instructions', { count: moved.instructions }),
  });
}

function MergeDialogBody({ current, search, merge, onMerged, onClose }: Omit<MergeDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim());
  const [results, setResults] = useState<{ query: string; items: MergeCandidate[] } | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [picked, setPicked] = useState<MergeCandidate | null>(null);
  const [keep, setKeep] = useState<'current' | 'other'>('current');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (debounced.length < MERGE_SEARCH_MIN_CHARS) return;
    let active = true;
    search(debounced).then(
      (items) => {
        if (!active) return;
        setSearchError(null);
        setResults({ query: debounced, items: items.filter((item) => item.exerciseCode !== current.exerciseCode) });
      },
      (cause: unknown) => active && setSearchError(describeFailure(cause).message),
    );
    return () => {
      active = false;
    };
  }, [debounced, search, current.exerciseCode]);

  const shown = debounced.length >= MERGE_SEARCH_MIN_CHARS && results?.query === debounced ? results.items : null;
  const target = keep === 'current' ? current : picked;
  const source = keep === 'current' ? picked : current;

  const runMerge = async () => {
    if (!target || !source) return;
    setError(null);
    try {
      const outcome = await merge({ targetExerciseCode: target.exerciseCode, sourceExerciseCode: source.exerciseCode });
      notify.success(t('admin.merge.merged'), { description: movedSummary(t, outcome.moved) });
      setConfirming(false);
      onMerged(outcome);
    } catch (cause) {
      const message = describeFailure(cause).message;
      setError(message);
      setConfirming(false);
      notify.error(message);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('admin.merge.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{t('admin.merge.help')}</Dialog.Description>
          <Field.Root>
            <Field.Label>{t('admin.merge.searchLabel')}</Field.Label>
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('admin.merge.searchPlaceholder')}
              data-autofocus=""
            />
            {debounced.length < MERGE_SEARCH_MIN_CHARS && <Field.HelperText>{t('admin.merge.typeToSearch')}</Field.HelperText>}
          </Field.Root>
          {searchError && (
            <Text color="red.fg" fontSize="sm" role="alert">
              {searchError}
            </Text>
          )}
          {shown && shown.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              {t('admin.merge.noResults')}
            </Text>
          )}
          {shown && shown.length > 0 && (
            <RadioGroup.Root
              value={picked?.exerciseCode ?? null}
              onValueChange={(details) => setPicked(shown.find((item) => item.exerciseCode === details.value) ?? null)}
              colorPalette="blue"
              size="sm"
            >
              <RadioGroup.Label fontSize="sm" fontWeight="medium" mb="2">
                {t('admin.merge.results')}
              </RadioGroup.Label>
              <Stack gap="1" maxHeight="60" overflowY="auto" data-testid="merge-results">
                {shown.map((item) => (
                  <RadioGroup.Item
                    key={item.exerciseCode}
                    value={item.exerciseCode}
                    px="2"
                    py="1.5"
                    borderRadius="sm"
                    _hover={{ bg: 'surface.hover' }}
                  >
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {item.exerciseName}{' '}
                      <Text as="span" color="fg.muted" fontSize="xs">
                        {item.exerciseCode}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
          {picked && (
            <RadioGroup.Root
              value={keep}
              onValueChange={(details) => setKeep(details.value === 'other' ? 'other' : 'current')}
              colorPalette="blue"
              size="sm"
            >
              <RadioGroup.Label fontSize="sm" fontWeight="medium" mb="2">
                {t('admin.merge.keepLabel')}
              </RadioGroup.Label>
              <Stack gap="1">
                <RadioGroup.Item value="current">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t('admin.merge.keep', { name: current.exerciseName, code: current.exerciseCode })}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="other">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t('admin.merge.keep', { name: picked.exerciseName, code: picked.exerciseCode })}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
          )}
          {error && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description>{error}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button colorPalette="blue" onClick={() => setConfirming(true)} disabled={!picked}>
          {t('admin.merge.continue')}
        </Button>
      </Dialog.Footer>
      <ConfirmDialog
        open={confirming && !!target && !!source}
        title={t('admin.merge.confirmTitle')}
        message={
          target && source ? (
            <Box as="span" data-testid="merge-explanation">
              {t('admin.merge.explain', {
                sourceName: source.exerciseName,
                sourceCode: source.exerciseCode,
                targetName: target.exerciseName,
                targetCode: target.exerciseCode,
              })}
            </Box>
          ) : null
        }
        confirmLabel={t('admin.merge.confirmLabel')}
        destructive
        onConfirm={runMerge}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export function MergeDialog({ open, onClose, ...props }: MergeDialogProps) {
  const { t } = useTranslation();
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'dialog', open, onClose });
  return (
    <Dialog.Root {...rootProps} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps} data-testid="merge-dialog">
            <MergeDialogBody {...props} onClose={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('admin.common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
