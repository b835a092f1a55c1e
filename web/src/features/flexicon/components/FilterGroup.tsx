// A labelled row of filter chips. Every chip is a real button whose aria-pressed says whether its filter is on.
import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ChipItem {
  code: string;
  label: string;
  icon?: ReactNode;
  description?: string;
}

export function FilterChip({ item, pressed, onToggle }: { item: ChipItem; pressed: boolean; onToggle: (code: string) => void }) {
  return (
    <Button
      size="xs"
      borderRadius="full"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette={pressed ? 'blue' : 'gray'}
      aria-pressed={pressed}
      title={item.description}
      data-code={item.code}
      onClick={() => onToggle(item.code)}
    >
      {item.icon}
      {item.label}
    </Button>
  );
}

export interface FilterGroupProps {
  label: string;
  items: readonly ChipItem[];
  selected: readonly string[];
  onToggle: (code: string) => void;
  /** Smaller label for a nested row (subgroups). */
  nested?: boolean;
  testId?: string;
}

export function FilterGroup({ label, items, selected, onToggle, nested = false, testId }: FilterGroupProps) {
  const labelId = useId();
  if (!items.length) return null;
  return (
    <Stack
      gap="1.5"
      role="group"
      aria-labelledby={labelId}
      data-testid={testId}
      ps={nested ? '3' : undefined}
      borderStartWidth={nested ? '2px' : undefined}
      borderColor="border"
    >
      <Text id={labelId} fontSize={nested ? 'xs' : 'sm'} fontWeight="semibold" color={nested ? 'fg.muted' : 'fg'}>
        {label}
      </Text>
      <Wrap gap="1.5">
        {items.map((item) => (
          <FilterChip key={item.code} item={item} pressed={selected.includes(item.code)} onToggle={onToggle} />
        ))}
      </Wrap>
    </Stack>
  );
}
