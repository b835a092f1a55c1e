// Finishing a workout: a note, how hard it felt, and who sees the log.
import { Button, CloseButton, Dialog, NativeSelect, Portal, RadioGroup, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from '../../../components/overlays/useStackedDialog';
import type { Visibility, WorkoutLogChange } from '../../../gql/graphql';

const VISIBILITY: Visibility[] = ['BUDDIES', 'PUBLIC', 'PRIVATE'];

export interface FinishDialogProps {
  open: boolean;
  initial: { notes: string | null; perceivedEffort: number | null; visibility: Visibility };
  onClose(): void;
  onFinish(input: WorkoutLogChange): void;
}

export function FinishDialog({ open, initial, onClose, onFinish }: FinishDialogProps) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(initial.notes ?? '');
  const [effort, setEffort] = useState(initial.perceivedEffort ? String(initial.perceivedEffort) : '');
  const [visibility, setVisibility] = useState<Visibility>(initial.visibility);
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'dialog', open, onClose });
  return (
    <Dialog.Root {...rootProps} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps} data-testid="finish-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('liveLog.finishDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="1">
                  <chakra.label htmlFor="finish-notes" fontSize="sm" fontWeight="medium">
                    {t('liveLog.finishDialog.notes')}
                  </chakra.label>
                  <Textarea id="finish-notes" rows={3} maxLength={1000} value={notes} onChange={(event) => setNotes(event.target.value)} />
                </Stack>
                <Stack gap="1">
                  <chakra.label htmlFor="finish-effort" fontSize="sm" fontWeight="medium">
                    {t('liveLog.finishDialog.effort')}
                  </chakra.label>
                  <NativeSelect.Root>
                    <NativeSelect.Field id="finish-effort" value={effort} onChange={(event) => setEffort(event.target.value)}>
                      <option value="">{t('liveLog.finishDialog.notRated')}</option>
                      {Array.from({ length: 10 }, (_, index) => index + 1).map((value) => (
                        <option key={value} value={value}>
                          {t(
                            value === 1
                              ? 'liveLog.finishDialog.veryEasy'
                              : value === 10
                                ? 'liveLog.finishDialog.allOut'
                                : 'liveLog.finishDialog.effortValue',
                            { value },
                          )}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
                <RadioGroup.Root
                  value={visibility}
                  onValueChange={(details) => setVisibility(details.value as Visibility)}
                  aria-label={t('liveLog.finishDialog.audience')}
                >
                  <Text fontSize="sm" fontWeight="medium" mb="1">
                    {t('liveLog.finishDialog.audience')}
                  </Text>
                  <Stack gap="2">
                    {VISIBILITY.map((option) => (
                      <RadioGroup.Item key={option} value={option}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          {t(`liveLog.finishDialog.visibility.${option}`)}
                          <Text as="span" color="fg.muted" fontSize="xs">
                            {' '}
                            · {t(`liveLog.finishDialog.visibilityHelp.${option}`)}
                          </Text>
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('liveLog.finishDialog.keepGoing')}
              </Button>
              <Button
                data-testid="finish-confirm"
                onClick={() => onFinish({ notes: notes.trim() || null, perceivedEffort: effort ? Number(effort) : null, visibility })}
              >
                {t('liveLog.finishDialog.finish')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('components.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
