// /terms, /privacy and /pmf: a Markdown document from GET /api/docs/{documentId}, rendered safely.
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { handleFetchError } from '../../lib/fetch-errors';
import { usePageTitle } from '../../lib/page-shell';
import { request } from '../../lib/request';
import { useTimeZone } from '../auth/session';
import { formatDate } from '../../lib/dates';
import { Markdown } from './markdown';

export interface Doc {
  documentId: string;
  title: string;
  content: string;
  updatedAt: string;
}

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; doc: Doc };

export function useDoc(documentId: string) {
  const [state, setState] = useState<{ id: string; value: State }>({ id: documentId, value: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    request<Doc>({ url: `/docs/${encodeURIComponent(documentId)}`, signal: controller.signal })
      .then((doc) => setState({ id: documentId, value: { status: 'ready', doc } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        handleFetchError(error);
        setState({ id: documentId, value: { status: 'error', error } });
      });
    return () => controller.abort();
  }, [documentId, attempt]);
  const retry = useCallback(() => {
    setState({ id: documentId, value: { status: 'loading' } });
    setAttempt((value) => value + 1);
  }, [documentId]);
  return { state: state.id === documentId ? state.value : ({ status: 'loading' } as State), retry };
}

export function DocPage({ documentId, fallbackTitle }: { documentId: string; fallbackTitle: string }) {
  const { state, retry } = useDoc(documentId);
  const timeZone = useTimeZone();
  usePageTitle(state.status === 'ready' ? state.doc.title : fallbackTitle);

  if (state.status === 'loading') {
    return (
      <Stack gap="4" aria-busy="true" aria-label={`Loading ${fallbackTitle}`} data-testid="doc-loading">
        <Skeleton height="10" width="60%" />
        <Skeleton height="4" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert.Root status="error" borderRadius="lg" data-testid="doc-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load {fallbackTitle}</Alert.Title>
          <Alert.Description>{errorMessage(state.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  const { doc } = state;
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

export const TermsPage = () => <DocPage documentId="terms" fallbackTitle="Terms of Service" />;
export const PrivacyPage = () => <DocPage documentId="privacy" fallbackTitle="Privacy Policy" />;
export const PmfPage = () => <DocPage documentId="pmf" fallbackTitle="WTF is Liftmates?" />;
