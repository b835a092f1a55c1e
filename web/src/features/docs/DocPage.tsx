// /terms, /privacy and /pmf: a Markdown document from GraphQL's doc(documentId), rendered safely.
import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { RetryAlert } from '../../components/loading/RetryAlert';
import { DocPageDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../lib/preload';
import { useTimeZone } from '../auth/session';
import { formatDate } from '../../lib/dates';
import { Markdown } from './markdown';

export function DocPage({ documentId, fallbackTitle }: { documentId: string; fallbackTitle: string }) {
  const variables = { documentId };
  const fetchPolicies = usePreloadedFetchPolicy(DocPageDocument, variables);
  const { data, error, refetch } = useQuery(DocPageDocument, { variables, ...fetchPolicies });
  const timeZone = useTimeZone();
  const doc = data?.doc;
  usePageTitle(doc?.title ?? fallbackTitle);

  if (!doc && error) {
    return (
      <RetryAlert
        title={`Could not load ${fallbackTitle}`}
        message={errorMessage(error)}
        retryLabel="Try again"
        onRetry={() => refetch()}
        testId="doc-error"
      />
    );
  }
  if (!doc) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={`Loading ${fallbackTitle}`} data-testid="doc-loading">
        <Skeleton height="10" width="60%" />
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    );
  }
  const hasTitle = /^\s*#\s/.test(doc.content);
  return (
    <Stack as="article" gap="2" maxWidth="72ch" data-testid="doc-page">
      {!hasTitle && (
        <Text as="h1" fontSize="3xl" fontWeight="bold">
          {doc.title}
        </Text>
      )}
      <Markdown source={doc.content} />
      <Text fontSize="sm" color="fg.muted" mt="6">
        Last updated {formatDate(doc.updatedAt, timeZone, 'long')}
      </Text>
    </Stack>
  );
}
