// /terms, /privacy and /pmf: a Markdown document from GraphQL's doc(documentId), rendered safely.
import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/loading/RetryAlert';
import { DocPageDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../lib/preload';
import { useTimeZone } from '../auth/session';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../i18n';
import type { docs } from '../../i18n/en/docs';
import { Markdown } from './markdown';

/** The documents the site has; each has a title to show until it loads. */
export type DocumentId = keyof typeof docs.fallbackTitle;

export function DocPage({ documentId }: { documentId: DocumentId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fallbackTitle = t(`docs.fallbackTitle.${documentId}`);
  const variables = { documentId };
  const fetchPolicies = usePreloadedFetchPolicy(DocPageDocument, variables);
  const { data, error, refetch } = useQuery(DocPageDocument, { variables, ...fetchPolicies });
  const timeZone = useTimeZone();
  const doc = data?.doc;
  usePageTitle(doc?.title ?? fallbackTitle);

  if (!doc && error) {
    return (
      <RetryAlert
        title={t('docs.loadFailed', { title: fallbackTitle })}
        message={errorMessage(error)}
        retryLabel={t('docs.retry')}
        onRetry={() => refetch()}
        testId="doc-error"
      />
    );
  }
  if (!doc) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t('docs.loading', { title: fallbackTitle })} data-testid="doc-loading">
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
        {t('docs.lastUpdated', { date: formatDate(doc.updatedAt, timeZone, 'long', language) })}
      </Text>
    </Stack>
  );
}
