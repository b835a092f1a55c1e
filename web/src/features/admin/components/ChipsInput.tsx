// A list of short texts shown as removable chips (aliases): type and press Enter or a comma to add one.
import { Box, Button, Field, HStack, Input, Tag, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

export interface ChipsInputProps {
  label: string;
  inputLabel: string;
  addLabel: string;
  removeLabel(value: string): string;
  values: readonly string[];
  onChange(values: string[]): void;
  helper?: string;
  error?: string;
  max?: number;
  maxLength?: number;
}

export function ChipsInput({
  label,
  inputLabel,
  addLabel,
  removeLabel,
  values,
  onChange,
  helper,
  error,
  max = 20,
  maxLength = 120,
}: ChipsInputProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const add = () => {
    const parts = draft
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (!parts.length) return;
    const next = [...values];
    for (const part of parts) if (!next.some((value) => value.toLowerCase() === part.toLowerCase()) && next.length < max) next.push(part);
    onChange(next);
    setDraft('');
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {values.length > 0 ? (
        <HStack as="ul" id={listId} aria-label={label} gap="2" flexWrap="wrap" listStyleType="none" m="0" p="0">
          {values.map((value) => (
            <Box as="li" key={value}>
              <Tag.Root size="lg" variant="surface" borderRadius="full">
                <Tag.Label>{value}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={removeLabel(value)} onClick={() => onChange(values.filter((item) => item !== value))} />
                </Tag.EndElement>
              </Tag.Root>
            </Box>
          ))}
        </HStack>
      ) : null}
      <HStack width="100%" maxWidth="lg">
        <Input
          aria-label={inputLabel}
          value={draft}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && !draft && values.length) {
              onChange(values.slice(0, -1));
            }
          }}
          disabled={values.length >= max}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim() || values.length >= max}>
          {addLabel}
        </Button>
      </HStack>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
      {values.length >= max && (
        <Text fontSize="xs" color="fg.muted">
          {values.length} / {max}
        </Text>
      )}
    </Field.Root>
  );
}
