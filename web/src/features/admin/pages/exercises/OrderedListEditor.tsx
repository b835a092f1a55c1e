// An ordered, editable list of texts (steps, tips, common mistakes): edit in place, move up or down, remove, add.
import { Box, Button, Field, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTRUCTION_ITEM_MAX_CHARS, INSTRUCTION_MAX_ITEMS } from '../../constants';

export interface OrderedListEditorProps {
  label: string;
  itemLabel(index: number): string;
  addLabel: string;
  items: readonly string[];
  onChange(items: string[]): void;
  error?: string;
  testId?: string;
}

export function OrderedListEditor({ label, itemLabel, addLabel, items, onChange, error, testId }: OrderedListEditorProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLTextAreaElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const move = (index: number, delta: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item ?? '');
    focusIndex.current = index + delta;
    onChange(next);
  };

  return (
    <Field.Root invalid={!!error} data-testid={testId}>
      <Box as="fieldset" border="0" p="0" m="0" minWidth="0" width="100%">
        <Text as="legend" fontSize="sm" fontWeight="semibold" mb="2">
          {label}
        </Text>
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {items.length === 0 && (
            <Text as="li" fontSize="sm" color="fg.muted">
              {t('admin.instructions.emptyList')}
            </Text>
          )}
          {items.map((item, index) => {
            const name = itemLabel(index + 1);
            return (
              <HStack as="li" key={index} align="start" gap="2">
                <Text as="span" aria-hidden="true" fontWeight="semibold" color="fg.muted" minWidth="6" textAlign="end" pt="2">
                  {index + 1}.
                </Text>
                <Textarea
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  aria-label={name}
                  value={item}
                  maxLength={INSTRUCTION_ITEM_MAX_CHARS}
                  rows={2}
                  onChange={(event) => onChange(items.map((value, position) => (position === index ? event.target.value : value)))}
                />
                <HStack gap="0.5" flexShrink={0}>
                  <IconButton
                    aria-label={t('admin.instructions.moveUp', { label: name })}
                    size="xs"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    aria-label={t('admin.instructions.moveDown', { label: name })}
                    size="xs"
                    variant="ghost"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    aria-label={t('admin.instructions.remove', { label: name })}
                    size="xs"
                    variant="ghost"
                    onClick={() => {
                      focusIndex.current = Math.min(index, items.length - 2);
                      onChange(items.filter((_, position) => position !== index));
                    }}
                  >
                    <X aria-hidden="true" />
                  </IconButton>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
        <Button
          mt="2"
          size="xs"
          variant="outline"
          disabled={items.length >= INSTRUCTION_MAX_ITEMS}
          onClick={() => {
            focusIndex.current = items.length;
            onChange([...items, '']);
          }}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
        {error && (
          <Field.ErrorText mt="1" color="red.fg">
            {error}
          </Field.ErrorText>
        )}
      </Box>
    </Field.Root>
  );
}
