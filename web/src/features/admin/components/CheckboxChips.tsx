// Multiple choice shown as chips: each chip is a real checkbox (tags of an exercise, roles of a user).
import { Box, Checkbox, HStack, Text } from '@chakra-ui/react';

export interface ChipOption {
  value: string;
  label: string;
  description?: string;
}

export interface CheckboxChipsProps {
  legend: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  error?: string;
  helper?: string;
}

export function CheckboxChips({ legend, options, selected, onChange, error, helper }: CheckboxChipsProps) {
  const toggle = (value: string, on: boolean) =>
    onChange(
      on
        ? options.filter((option) => option.value === value || selected.includes(option.value)).map((option) => option.value)
        : selected.filter((item) => item !== value),
    );
  return (
    <Box as="fieldset" border="0" p="0" m="0" minWidth="0" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {legend}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <Checkbox.Root
              key={option.value}
              checked={checked}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              size="sm"
              colorPalette="blue"
              px="3"
              py="1.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor={checked ? 'blue.solid' : 'border'}
              bg={checked ? 'blue.subtle' : 'surface'}
              cursor="pointer"
              title={option.description}
              _focusWithin={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '2px' }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm">{option.label}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </HStack>
      {helper && !error && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {helper}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="red.fg" mt="2" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
