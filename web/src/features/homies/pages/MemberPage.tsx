// /u/{userName}: a member as the viewer may see them: who they are and how the two stand (with the action that fits),
// the recent workouts they share with the viewer, their records (for themselves and their buddies) and the workouts
// they published. An unknown or blocked name shows "Member not found".
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, EmptyState, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarRange, RotateCw, Trophy, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/Avatar';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { MemberPageDocument, type MemberPageQuery } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { isNotFoundError } from '../../flexicon/pages/ExercisePage';
import { usePreferences } from '../../settings/preferences';
import { useBuddyActions } from '../buddy-actions';
import { logPath } from '../components/FeedLog';
import { MemberMenu } from '../components/MemberRow';
import { formatRecordValue } from '../../../../../common/set-metrics';
import { formatVolume } from '../../../../../common/units';
import { counted, formatDay, formatWorkoutLength, memberName } from '../format';
import { memberPageVariables } from '../variables';

type Page = MemberPageQuery['memberPage'];

function RelationActions({ page }: { page: Page }) {
  const { t } = useTranslation();
  const actions = useBuddyActions();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'remove' | 'block' | null>(null);
  const member = page.member;
  const name = memberName(member);
  if (page.relation === 'SELF') return <Badge colorPalette="blue">{t('homies.relation.SELF')}</Badge>;
  return (
    <HStack gap="2" wrap="wrap" data-testid="member-relation">
      {t(`homies.relation.${page.relation}`) ? (
        <Badge colorPalette={page.relation === 'BUDDIES' ? 'green' : 'gray'} data-testid="relation-badge">
          {t(`homies.relation.${page.relation}`)}
        </Badge>
      ) : null}
      {page.relation === 'NONE' ? (
        <Button size="sm" onClick={() => void actions.send(member)} loading={actions.busy}>
          {t('homies.actions.add')}
        </Button>
      ) : null}
      {page.relation === 'REQUEST_RECEIVED' ? (
        <>
          <Button size="sm" onClick={() => void actions.acceptFrom(member)} loading={actions.busy}>
            {t('homies.actions.accept')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void actions.cancel(member)}>
            {t('homies.actions.decline')}
          </Button>
        </>
      ) : null}
      {page.relation === 'REQUEST_SENT' ? (
        <Button size="sm" variant="outline" onClick={() => void actions.cancel(member)}>
          {t('homies.actions.cancel')}
        </Button>
      ) : null}
      {page.relation === 'BUDDIES' ? (
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setPending('remove')}>
          {t('homies.actions.removeBuddy')}
        </Button>
      ) : null}
      <MemberMenu member={member} label={t('homies.member.menu')} onBlock={() => setPending('block')} />
      <ConfirmDialog
        open={!!pending}
        title={t(pending === 'block' ? 'homies.actions.blockTitle' : 'homies.actions.removeTitle', { name })}
        message={pending === 'block' ? t('homies.actions.blockMessage') : t('homies.actions.removeMessage')}
        confirmLabel={pending === 'block' ? t('homies.actions.block') : t('homies.actions.remove')}
        destructive
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (pending === 'remove') await actions.removeBuddy(member);
          // A blocked member's page is gone for the viewer: back to the buddy lists, where the block can be undone.
          if (pending === 'block' && (await actions.block(member))) {
            setPending(null);
            void navigate('/buddies', { replace: true });
            return;
          }
          setPending(null);
        }}
      />
    </HStack>
  );
}

function MemberNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root data-testid="member-not-found">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <UserX aria-hidden="true" />
        </EmptyState.Indicator>
        <Stack gap="1" textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            {t('homies.member.notFoundTitle')}
          </EmptyState.Title>
          <EmptyState.Description>{t('homies.member.notFound')}</EmptyState.Description>
        </Stack>
        <Button asChild>
          <RouterLink to="/buddies">{t('homies.member.backToBuddies')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function MemberPageSkeleton() {
  return (
    <Stack gap="6" maxWidth="3xl" width="full" aria-busy="true">
      <HStack gap="4">
        <Skeleton boxSize="16" borderRadius="full" />
        <Stack gap="2" flex="1">
          <Skeleton height="7" width="40%" />
          <Skeleton height="4" width="60%" />
        </Stack>
      </HStack>
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}

export function MemberPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { userName = '' } = useParams();
  const { measurementSystem: system } = usePreferences();
  const variables = memberPageVariables(userName);
  const fetchPolicies = usePreloadedFetchPolicy(MemberPageDocument, variables);
  const { data, loading, error, refetch } = useQuery(MemberPageDocument, { variables, ...fetchPolicies });
  const page = data?.memberPage;
  const notFound = !!error && isNotFoundError(error);
  usePageTitle(page ? memberName(page.member) : notFound ? t('homies.member.notFoundTitle') : t('homies.member.fallbackTitle'));

  if (notFound) return <MemberNotFound />;
  if (!page) {
    if (loading) return <MemberPageSkeleton />;
    return (
      <Alert.Root status="error" maxWidth="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('homies.member.errorTitle')}</Alert.Title>
          {error ? <Alert.Description>{error.message}</Alert.Description> : null}
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          <RotateCw aria-hidden="true" />
          {t('homies.member.retry')}
        </Button>
      </Alert.Root>
    );
  }

  const name = memberName(page.member);
  return (
    <Stack gap="8" maxWidth="3xl" width="full" data-testid="member-page">
      <HStack gap="4" align="start" wrap="wrap">
        <Avatar name={name} src={page.member.profilePhotoUrl} size="xl" decorative />
        <Stack gap="2" flex="1" minWidth="12rem">
          <Stack gap="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
              {name}
            </Heading>
            <Text color="fg.muted">@{page.member.userName}</Text>
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            {t('homies.member.since', { date: formatDay(page.memberSince, language) })} ·{' '}
            {t('homies.member.logged', counted(page.completedLogCount, language))}
          </Text>
          <RelationActions page={page} />
        </Stack>
      </HStack>

      <Stack as="section" gap="3" aria-labelledby="member-recent">
        <Heading as="h2" size="lg" id="member-recent">
          {t('homies.member.recent')}
        </Heading>
        {page.recentLogs.length ? (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none">
            {page.recentLogs.map((log) => (
              <Card.Root as="li" key={log.workoutLogId} size="sm" variant="outline" data-testid="member-log">
                <Card.Body gap="1">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={logPath(log.workoutLogId)}>{log.workoutLogTitle}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDay(log.startedAt, language)} · {formatWorkoutLength(log.logSummary.activeSeconds)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatVolume(log.logSummary.totalVolume, system, language)} ·{' '}
                    {t('homies.card.sets', counted(log.logSummary.setCount, language))} ·{' '}
                    {t('homies.card.exercises', counted(log.logSummary.exerciseCount, language))}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">{t('homies.member.noLogs')}</Text>
        )}
      </Stack>

      {page.records.length ? (
        <Stack as="section" gap="3" aria-labelledby="member-records">
          <Heading as="h2" size="lg" id="member-records">
            {t('homies.member.records')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {page.records.map((record) => (
              <HStack
                as="li"
                key={`${record.exerciseCode}-${record.recordType}`}
                gap="2"
                fontSize="sm"
                align="baseline"
                wrap="wrap"
                data-testid="member-record"
              >
                <Trophy size={14} aria-hidden="true" color="var(--chakra-colors-yellow-500)" />
                <Text>
                  <Text as="span" fontWeight="medium">
                    {record.exerciseName}
                  </Text>{' '}
                  · {t(`records.kind.${record.recordType}`)}: {formatRecordValue(record.recordType, record.value, system, null, language)}
                </Text>
                <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
                  {formatDay(record.achievedAt, language)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}

      {page.workouts.length ? (
        <Stack as="section" gap="3" aria-labelledby="member-workouts">
          <Heading as="h2" size="lg" id="member-workouts">
            {t('homies.member.workouts')}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {page.workouts.map((workout) => (
              <HStack as="li" key={workout.workoutId} gap="2">
                <CalendarRange size={14} aria-hidden="true" />
                <Link asChild>
                  <RouterLink to={`/w/${workout.workoutId}`}>{workout.workoutTitle}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {t('homies.card.exercises', counted(workout.exerciseCount, language))}
                  {workout.estimatedDuration ? ` · ${formatWorkoutLength(workout.estimatedDuration)}` : ''}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
