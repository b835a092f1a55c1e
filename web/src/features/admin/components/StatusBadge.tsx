// Published statuses with their emoji and the colours the server gives them (lib/status-colours.ts).
import { Box, Checkbox, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminPublishedStatusFragment } from '../../../gql/graphql';
import { STATUS_COLOURS, STATUS_COLOURS_INVERSE, statusColourStyle } from '../lib/status-colours';

export function StatusBadge({ status, code }: { status?: AdminPublishedStatusFragment; code: string }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      style={status ? statusColourStyle(status) : undefined}
      css={status ? STATUS_COLOURS : undefined}
      bg={status ? undefined : 'bg.muted'}
    >
      {status && <span aria-hidden="true">{status.emoji}</span>}
      {status?.publishedStatusName ?? code}
    </Box>
  );
}

export interface StatusChipsProps {
  statuses: readonly AdminPublishedStatusFragment[];
  selected: readonly string[];
  onChange(selected: string[]): void;
}

/** Toggle chips filtering by status; each chip is a checkbox. None selected means every status. */
export function StatusChips({ statuses, selected, onChange }: StatusChipsProps) {
  const { t } = useTranslation();
  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((item) => item !== code));
  return (
    <Box as="fieldset" border="0" p="0" m="0" minWidth="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {t('admin.exercises.statusFilter')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {statuses.map((status) => {
          const checked = selected.includes(status.publishedStatusCode);
          return (
            <Checkbox.Root
              key={status.publishedStatusCode}
              checked={checked}
              onCheckedChange={(details) => toggle(status.publishedStatusCode, details.checked === true)}
              size="sm"
              px="2.5"
              py="1"
              borderRadius="full"
              borderWidth="2px"
              cursor="pointer"
              style={statusColourStyle(status)}
              css={STATUS_COLOURS}
              borderColor={checked ? 'currentColor' : 'transparent'}
              data-testid={`status-chip-${status.publishedStatusCode}`}
              _focusWithin={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '2px' }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control borderColor="currentColor" bg={checked ? 'currentColor' : 'transparent'} color="inherit">
                <Checkbox.Indicator css={STATUS_COLOURS_INVERSE} />
              </Checkbox.Control>
              <Checkbox.Label fontWeight="semibold" fontSize="xs">
                <span aria-hidden="true">{status.emoji}</span> {status.publishedStatusName}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </HStack>
    </Box>
  );
}
