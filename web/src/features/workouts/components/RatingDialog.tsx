// Rating a workout 1-5 with stars: arrow keys move between them (a radio group), Enter saves.
import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from '../../../components/overlays/useStackedDialog';

export function StarPicker({ value, onChange, label }: { value: number; onChange: (rating: number) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="radiogroup" aria-label={label} gap="1">
      {[1, 2, 3, 4, 5].map((rating) => (
        <Button
          key={rating}
          role="radio"
          aria-checked={value === rating}
          aria-label={t('workouts.rateStar', { count: rating })}
          tabIndex={value === rating || (value === 0 && rating === 1) ? 0 : -1}
          variant="ghost"
          size="sm"
          px="1"
          data-testid={`rate-${rating}`}
          onClick={() => onChange(rating)}
          onKeyDown={(event) => {
            const step =
              event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
            if (!step) return;
            event.preventDefault();
            const next = Math.min(5, Math.max(1, (value || 1) + step));
            onChange(next);
            (event.currentTarget.parentElement?.children[next - 1] as HTMLElement | undefined)?.focus();
          }}
        >
          <Star aria-hidden="true" fill={rating <= value ? 'currentColor' : 'none'} color={rating <= value ? '#f59e0b' : undefined} />
        </Button>
      ))}
    </HStack>
  );
}

export function RatingDialog({
  open,
  title,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  title: string;
  initial: number | null;
  onClose: () => void;
  onSave: (rating: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial ?? 0);
  const [saving, setSaving] = useState(false);
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'dialog', open, onClose });
  const save = async () => {
    setSaving(true);
    try {
      await onSave(value);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root {...rootProps} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps} data-testid="rating-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('workouts.rateTitle', { title })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <StarPicker value={value} onChange={setValue} label={t('workouts.menu.rate')} />
              <Text srOnly aria-live="polite">
                {value ? t('workouts.rateStar', { count: value }) : ''}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={() => void save()} disabled={!value} loading={saving} data-testid="rating-save">
                {t('workouts.rateSave')}
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
