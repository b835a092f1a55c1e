// The muscle-usage editor: rows of muscle + target percentage (number input and slider) + primary checkbox, a live
// total that must reach exactly 100 (green at 100, red with the difference otherwise), and add/remove rows.
import {
  Box,
  Button,
  chakra,
  Checkbox,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MUSCLE_PERCENTAGE_MAX, MUSCLE_PERCENTAGE_MIN, MUSCLE_USAGE_MAX_ROWS } from '../../constants';
import {
  addMuscleRow,
  muscleUsageTotalState,
  parsePercentage,
  removeMuscleRow,
  updateMuscleRow,
  validateMuscleUsage,
  type MuscleUsageRow,
} from '../../lib/muscle-usage';

export interface MuscleOption {
  muscleCode: string;
  muscleName: string;
  friendlyName: string;
}

export interface MuscleUsageEditorProps {
  muscles: readonly MuscleOption[];
  rows: readonly MuscleUsageRow[];
  onChange(rows: MuscleUsageRow[]): void;
  /** Show the per-row and list messages (after a save attempt). The total is always shown. */
  showErrors?: boolean;
  /** A message from the server about the list (details for 'muscleUsage'). */
  serverError?: string;
  /** Keep the legend for assistive technology only (when a heading above already says it). */
  hideLegend?: boolean;
}

const RangeInput = chakra('input');

export function MuscleUsageEditor({
  muscles,
  rows,
  onChange,
  showErrors = false,
  serverError,
  hideLegend = false,
}: MuscleUsageEditorProps) {
  const { t } = useTranslation();
  const total = muscleUsageTotalState(t, rows);
  const validation = useMemo(() => validateMuscleUsage(t, rows), [t, rows]);
  const sortedMuscles = useMemo(() => [...muscles].sort((a, b) => a.muscleName.localeCompare(b.muscleName)), [muscles]);
  const listMessages = showErrors ? validation.messages : [];

  return (
    <Box as="fieldset" border="0" p="0" m="0" minWidth="0" data-testid="muscle-usage-editor">
      <Text as="legend" fontWeight="semibold" mb="1" srOnly={hideLegend}>
        {t('admin.muscleUsage.legend')}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('admin.muscleUsage.help')}
      </Text>
      <Stack gap="3">
        {rows.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.muscleUsage.empty')}
          </Text>
        )}
        {rows.map((row, index) => {
          const number = index + 1;
          const errors = showErrors ? validation.rows[row.id] : undefined;
          const used = new Set(rows.filter((other) => other.id !== row.id).map((other) => other.muscleCode));
          const value = row.targetPercentage;
          return (
            <Grid
              key={row.id}
              data-testid="muscle-usage-row"
              templateColumns={{ base: '1fr auto', md: 'minmax(12rem, 2fr) 6.5rem minmax(8rem, 1.5fr) auto auto' }}
              gap="3"
              alignItems="start"
              p="3"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
            >
              <Field.Root invalid={!!errors?.muscleCode} gridColumn={{ base: '1 / -1', md: 'auto' }}>
                <Field.Label srOnly>{t('admin.muscleUsage.muscle', { index: number })}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={row.muscleCode}
                    onChange={(event) => onChange(updateMuscleRow(rows, row.id, { muscleCode: event.target.value }))}
                  >
                    <option value="">{t('admin.muscleUsage.chooseMuscleOption')}</option>
                    {sortedMuscles.map((muscle) => (
                      <option key={muscle.muscleCode} value={muscle.muscleCode} disabled={used.has(muscle.muscleCode)}>
                        {muscle.friendlyName && muscle.friendlyName !== muscle.muscleName
                          ? `${muscle.muscleName} (${muscle.friendlyName})`
                          : muscle.muscleName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {errors?.muscleCode && <Field.ErrorText color="red.fg">{errors.muscleCode}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!errors?.targetPercentage}>
                <Field.Label srOnly>{t('admin.muscleUsage.percentage', { index: number })}</Field.Label>
                <HStack gap="1">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={MUSCLE_PERCENTAGE_MIN}
                    max={MUSCLE_PERCENTAGE_MAX}
                    step={1}
                    value={value}
                    onChange={(event) => onChange(updateMuscleRow(rows, row.id, { targetPercentage: parsePercentage(event.target.value) }))}
                  />
                  <Text as="span" aria-hidden="true" color="fg.muted">
                    %
                  </Text>
                </HStack>
                {errors?.targetPercentage && <Field.ErrorText color="red.fg">{errors.targetPercentage}</Field.ErrorText>}
              </Field.Root>
              <RangeInput
                type="range"
                aria-label={t('admin.muscleUsage.slider', { index: number })}
                min={0}
                max={MUSCLE_PERCENTAGE_MAX}
                step={1}
                value={value === '' || !Number.isFinite(value) ? 0 : value}
                onChange={(event) => onChange(updateMuscleRow(rows, row.id, { targetPercentage: Number(event.target.value) }))}
                width="100%"
                mt="2.5"
                css={{ accentColor: 'var(--chakra-colors-blue-solid)' }}
              />
              <Checkbox.Root
                checked={row.isPrimary}
                onCheckedChange={(details) => onChange(updateMuscleRow(rows, row.id, { isPrimary: details.checked === true }))}
                colorPalette="blue"
                mt="2"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <VisuallyHidden>{t('admin.muscleUsage.primaryPrefix', { index: number })}</VisuallyHidden>
                  {t('admin.muscleUsage.primary')}
                </Checkbox.Label>
              </Checkbox.Root>
              <IconButton
                aria-label={t('admin.muscleUsage.remove', { index: number })}
                variant="ghost"
                size="sm"
                onClick={() => onChange(removeMuscleRow(rows, row.id))}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            </Grid>
          );
        })}
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Button variant="outline" size="sm" onClick={() => onChange(addMuscleRow(rows))} disabled={rows.length >= MUSCLE_USAGE_MAX_ROWS}>
            <Plus aria-hidden="true" />
            {t('admin.muscleUsage.add')}
          </Button>
          {rows.length > 0 && (
            <Text
              role="status"
              aria-live="polite"
              fontWeight="semibold"
              color={total.complete ? 'green.fg' : 'red.fg'}
              data-testid="muscle-usage-total"
              data-complete={total.complete ? 'true' : 'false'}
            >
              {total.label}
            </Text>
          )}
        </HStack>
        {(listMessages.length > 0 || serverError) && (
          <Stack gap="1" role="alert">
            {listMessages.map((message) => (
              <Text key={message} fontSize="sm" color="red.fg">
                {message}
              </Text>
            ))}
            {serverError && !listMessages.length && (
              <Text fontSize="sm" color="red.fg">
                {serverError}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
