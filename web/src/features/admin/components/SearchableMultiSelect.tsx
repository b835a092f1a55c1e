// A searchable multi-select: the chosen items as removable chips, a search box, and the matching options as
// checkboxes in a scrolling list (equipment of an exercise, members of a group, muscles of a group).
import { Box, Checkbox, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTI_SELECT_VISIBLE_OPTIONS } from '../constants';
import { useLanguage } from '../../../i18n';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** Searched too, shown after the label (the code). */
  hint?: string;
}

export interface SearchableMultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  /** Options that cannot be chosen here (chosen elsewhere), shown disabled. */
  disabledValues?: readonly string[];
  error?: string;
  helper?: string;
  max?: number;
  testId?: string;
}

function normalize(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function SearchableMultiSelect({
  label,
  options,
  value,
  onChange,
  disabledValues = [],
  error,
  helper,
  max,
  testId,
}: SearchableMultiSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const listId = useId();
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const matches = useMemo(() => {
    const words = normalize(query).split(/\s+/).filter(Boolean);
    if (!words.length) return options;
    return options.filter((option) => {
      const text = normalize(`${option.label} ${option.hint ?? ''} ${option.value}`);
      return words.every((word) => text.includes(word));
    });
  }, [options, query]);
  const visible = matches.slice(0, MULTI_SELECT_VISIBLE_OPTIONS);
  const full = max !== undefined && value.length >= max;
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((item) => item !== code));

  return (
    <Field.Root invalid={!!error} data-testid={testId}>
      <Field.Label>
        {label}
        <Text as="span" fontWeight="normal" color="fg.muted" ms="2" fontSize="xs">
          {t('admin.multiSelect.selected', { count: value.length })}
        </Text>
      </Field.Label>
      {value.length > 0 && (
        <HStack as="ul" aria-label={label} gap="2" flexWrap="wrap" listStyleType="none" m="0" p="0">
          {value.map((code) => (
            <Box as="li" key={code}>
              <Tag.Root size="lg" variant="surface" borderRadius="full">
                <Tag.Label>{byValue.get(code)?.label ?? code}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('admin.multiSelect.remove', { label: byValue.get(code)?.label ?? code })}
                    onClick={() => toggle(code, false)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </Box>
          ))}
        </HStack>
      )}
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t('admin.multiSelect.filter', { label: label.toLocaleLowerCase(language) })}
        aria-controls={listId}
        placeholder={t('admin.multiSelect.filter', { label: label.toLocaleLowerCase(language) })}
        maxWidth="lg"
      />
      <Stack
        id={listId}
        role="group"
        aria-label={label}
        gap="0"
        maxHeight="56"
        overflowY="auto"
        width="100%"
        maxWidth="lg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        p="1"
        tabIndex={-1}
      >
        {visible.length === 0 && (
          <Text fontSize="sm" color="fg.muted" p="2">
            {t('admin.multiSelect.noMatch')}
          </Text>
        )}
        {visible.map((option) => {
          const checked = value.includes(option.value);
          const disabled = disabledValues.includes(option.value) || (!checked && full);
          return (
            <Checkbox.Root
              key={option.value}
              checked={checked}
              disabled={disabled}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              size="sm"
              colorPalette="blue"
              px="2"
              py="1.5"
              borderRadius="sm"
              _hover={{ bg: 'surface.hover' }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm" fontWeight="normal">
                {option.label}
                {option.hint && (
                  <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                    {option.hint}
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
        {matches.length > visible.length && (
          <Text fontSize="xs" color="fg.muted" p="2">
            {t('admin.multiSelect.more', { count: matches.length - visible.length })}
          </Text>
        )}
      </Stack>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
