// The frame of every admin page: the page title ('title | Liftmates'), a heading, a sentence on what the page is
// for, the page's main actions, then its content.
import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageShell, usePageTitle, type Crumb } from '../../../lib/page-shell';

export interface AdminPageProps {
  title: string;
  /** The document title when it should differ from the heading. */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
}

export function AdminPage({ title, documentTitle, description, actions, breadcrumbs, children }: AdminPageProps) {
  usePageTitle(documentTitle ?? title);
  usePageShell(breadcrumbs ? { breadcrumbs } : {});
  return (
    <Stack gap="6" pb="10">
      <Flex gap="4" align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1.5" minWidth="0">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" maxWidth="3xl">
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <HStack gap="2" flexWrap="wrap" flexShrink={0}>
            {actions}
          </HStack>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

/** A titled panel inside a page (the editor's sections). */
export function AdminSection({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
