// /programs: the programs the member follows with today's day, then their own programs (drafts included) or, on
// Discover, everything published to them, a page at a time.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, EmptyState, Group, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarRange, Import, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { describeFailure, unwrapResult } from '../../../components/forms/mutation-result';
import { notify } from '../../../components/toaster/toaster';
import { programPagePath } from '../actions';
import { ImportProgramDocument, MyProgramEnrollmentsDocument, ProgramListDocument } from '../../../gql/graphql';
import { useInfinitePages } from '../../../lib/infinite-scroll';
import { usePageShell } from '../../../lib/page-shell';
import { EnrollmentCard } from '../components/EnrollmentCard';
import { ProgramCard } from '../components/ProgramCard';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../../../common/numbers';
import { programListVariables, type ProgramTab } from '../variables';
import { RetryAlert } from '../../../components/loading/RetryAlert';

const TABS: ProgramTab[] = ['mine', 'discover'];

export function ProgramsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageShell({ title: t('programs.listTitle') });
  const [params, setParams] = useSearchParams();
  const tab: ProgramTab = params.get('tab') === 'discover' ? 'discover' : 'mine';
  const { data, error, loading, refetch, fetchMore } = useQuery(ProgramListDocument, { variables: programListVariables(tab) });
  const enrollments = useQuery(MyProgramEnrollmentsDocument).data?.myProgramEnrollments ?? [];
  const list = data?.programs;
  const navigate = useNavigate();
  const [importProgram, importing] = useMutation(ImportProgramDocument);
  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      const document: unknown = JSON.parse(await file.text());
      const result = await importProgram({ variables: { document }, update: (cache) => cache.evict({ fieldName: 'programs' }) });
      const { programId } = unwrapResult(result.data?.importProgram, t).data;
      notify.success(t('programs.imported'));
      void navigate(programPagePath(programId));
    } catch (error) {
      notify.error(error instanceof SyntaxError ? t('programs.notJson') : describeFailure(error).message);
    }
  };
  const pages = useInfinitePages(!!list?.pageInfo.hasNextPage, list?.pageInfo.endCursor ?? null, (after) =>
    fetchMore({ variables: { after } }),
  );

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('programs.listTitle')}
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" asChild loading={importing.loading}>
            <label>
              <Import aria-hidden="true" />
              {t('programs.importProgram')}
              <input
                type="file"
                accept=".json,application/json"
                hidden
                onChange={(event) => void importFile(event.target)}
                data-testid="program-import"
              />
            </label>
          </Button>
          <Button asChild size="sm">
            <RouterLink to="/programs/create">
              <Plus aria-hidden="true" />
              {t('programs.create')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      {enrollments.length ? (
        <Stack gap="3" as="section" aria-label={t('programs.following')}>
          <Heading as="h2" size="md">
            {t('programs.following')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {enrollments.map((enrollment) => (
              <EnrollmentCard key={enrollment.programId} enrollment={enrollment} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Group attached role="group" aria-label={t('programs.listTitle')} alignSelf="start">
        {TABS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={tab === value ? 'solid' : 'outline'}
            aria-pressed={tab === value}
            onClick={() => setParams(value === 'discover' ? { tab: 'discover' } : {}, { replace: true })}
          >
            {t(`programs.tabs.${value}`)}
          </Button>
        ))}
      </Group>
      {error && !list ? (
        <RetryAlert title={t('programs.errorTitle')} message={error.message} retryLabel={t('programs.retry')} onRetry={refetch} />
      ) : !list ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy={loading}>
          <Text srOnly role="status">
            {t('programs.loading')}
          </Text>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="48" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : list.edges.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="xl" data-testid="empty-state">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CalendarRange aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title>{tab === 'mine' ? t('programs.emptyMineTitle') : t('programs.emptyDiscoverTitle')}</EmptyState.Title>
            <EmptyState.Description textAlign="center">
              {tab === 'mine' ? t('programs.emptyMine') : t('programs.emptyDiscover')}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {t('programs.count', { count: list.totalCount, shown: formatCount(list.totalCount, language) })}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.edges.map(({ node }) => (
              <li key={node.programId}>
                <ProgramCard program={node} />
              </li>
            ))}
          </SimpleGrid>
          {list.pageInfo.hasNextPage ? (
            <Stack align="center" ref={pages.sentinelRef}>
              <Button variant="outline" onClick={pages.loadMore} loading={pages.loading}>
                {t('programs.loadMore')}
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
