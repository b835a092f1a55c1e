// An honest empty state for pages whose features are still to come: a title, what will be here, and where to go.
import { Box, Button, EmptyState, Heading, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-shell';

export interface EmptyPageProps {
  title: string;
  /** The page heading, when it differs from the document title. */
  heading?: string;
  icon: LucideIcon;
  emptyTitle: string;
  description: string;
  actions?: { label: string; to: string }[];
  children?: ReactNode;
}

export function EmptyPage({ title, heading, icon: Icon, emptyTitle, description, actions = [], children }: EmptyPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {heading ?? title}
      </Heading>
      {children}
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="xl" data-testid="empty-state">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Icon aria-hidden="true" />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{emptyTitle}</EmptyState.Title>
            <EmptyState.Description maxWidth="md">{description}</EmptyState.Description>
          </VStack>
          {actions.length > 0 && (
            <HStack gap="3" wrap="wrap" justify="center">
              {actions.map((action, index) => (
                <Button
                  key={action.to}
                  asChild
                  variant={index === 0 ? 'solid' : 'outline'}
                  colorPalette={index === 0 ? 'blue' : 'gray'}
                  size="sm"
                >
                  <RouterLink to={action.to}>{action.label}</RouterLink>
                </Button>
              ))}
            </HStack>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}

export function ComingNext({ items }: { items: string[] }) {
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        What will be here
      </Text>
      <Stack as="ul" gap="1" ps="5" listStyleType="disc" color="fg.muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>
    </Box>
  );
}
