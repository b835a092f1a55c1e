// Finishing a workout: a note, how hard it felt, and who sees the log.
import { Button, CloseButton, Dialog, NativeSelect, Portal, RadioGroup, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { CLOSE_LABEL } from '../../../components/overlays/constants';
import { useStackedDialog } from '../../../components/overlays/useStackedDialog';
import type { Visibility, WorkoutLogChange } from '../../../gql/graphql';

const VISIBILITY: { value: Visibility; label: string; help: string }[] = [
  { value: 'BUDDIES', label: 'Buddies', help: 'Your buddies see it in Homies' },
  { value: 'PUBLIC', label: 'Everyone', help: 'Anyone with the link, and your buddies in Homies' },
  { value: 'PRIVATE', label: 'Only me', help: 'Kept in your logbook only' },
];

export interface FinishDialogProps {
  open: boolean;
  initial: { notes: string | null; perceivedEffort: number | null; visibility: Visibility };
  onClose(): void;
  onFinish(input: WorkoutLogChange): void;
}

export function FinishDialog({ open, initial, onClose, onFinish }: FinishDialogProps) {
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
              <Dialog.Title>Finish workout</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="1">
                  <chakra.label htmlFor="finish-notes" fontSize="sm" fontWeight="medium">
                    How did it go?
                  </chakra.label>
                  <Textarea id="finish-notes" rows={3} maxLength={1000} value={notes} onChange={(event) => setNotes(event.target.value)} />
                </Stack>
                <Stack gap="1">
                  <chakra.label htmlFor="finish-effort" fontSize="sm" fontWeight="medium">
                    Perceived effort
                  </chakra.label>
                  <NativeSelect.Root>
                    <NativeSelect.Field id="finish-effort" value={effort} onChange={(event) => setEffort(event.target.value)}>
                      <option value="">Not rated</option>
                      {Array.from({ length: 10 }, (_, index) => index + 1).map((value) => (
                        <option key={value} value={value}>
                          {value} / 10{value === 1 ? ' · very easy' : value === 10 ? ' · all out' : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
                <RadioGroup.Root
                  value={visibility}
                  onValueChange={(details) => setVisibility(details.value as Visibility)}
                  aria-label="Who sees this log"
                >
                  <Text fontSize="sm" fontWeight="medium" mb="1">
                    Who sees this log
                  </Text>
                  <Stack gap="2">
                    {VISIBILITY.map((option) => (
                      <RadioGroup.Item key={option.value} value={option.value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          {option.label}
                          <Text as="span" color="fg.muted" fontSize="xs">
                            {' '}
                            · {option.help}
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
                Keep going
              </Button>
              <Button
                data-testid="finish-confirm"
                onClick={() => onFinish({ notes: notes.trim() || null, perceivedEffort: effort ? Number(effort) : null, visibility })}
              >
                Finish
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={CLOSE_LABEL} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
