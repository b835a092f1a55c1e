// An editable list of small records (a creator's social links, an exercise's credits): a fieldset with its legend,
// one row per record with a remove button named after the row's number, and an add button.
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RepeatedRowsProps<T extends { key: string }> {
  legend: string;
  help?: string;
  empty: string;
  rows: readonly T[];
  /** The row's fields; `number` counts from 1 (the way the labels name the rows). */
  renderRow(row: T, number: number): ReactNode;
  removeLabel(number: number): string;
  onRemove(index: number): void;
  addLabel: string;
  onAdd(): void;
  addDisabled?: boolean;
  /** A message about the whole list (row messages show in their rows). */
  error?: string;
  testId?: string;
}

export function RepeatedRows<T extends { key: string }>({
  legend,
  help,
  empty,
  rows,
  renderRow,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  addDisabled,
  error,
  testId,
}: RepeatedRowsProps<T>) {
  return (
    <Box as="fieldset" border="0" p="0" m="0" minWidth="0" data-testid={testId} aria-invalid={error ? true : undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {legend}
      </Text>
      {help && (
        <Text fontSize="xs" color="fg.muted" mb="2">
          {help}
        </Text>
      )}
      <Stack gap="3">
        {rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {rows.map((row, index) => (
              <HStack as="li" key={row.key} gap="2" align="flex-start">
                <Box flex="1" minWidth="0">
                  {renderRow(row, index + 1)}
                </Box>
                <IconButton
                  aria-label={removeLabel(index + 1)}
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  mt="6"
                  onClick={() => onRemove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        )}
        {error && (
          <Text fontSize="sm" color="red.fg" role="alert">
            {error}
          </Text>
        )}
        <Box>
          <Button size="sm" variant="outline" onClick={onAdd} disabled={addDisabled}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The message about a whole list, unless the server's messages are about its rows (those show in the rows). */
export function listError(errors: Record<string, string>, field: string): string | undefined {
  return Object.keys(errors).some((key) => key.startsWith(`${field}.`)) ? undefined : errors[field];
}
