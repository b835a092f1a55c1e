// /together/:trainingSessionId (an invitation, from the inbox) and /together/join/:joinCode (the link or QR code a
// member shared): who is training, and the way in. Joining brings the member's workout in progress, or sends them
// to the logger to start one, which is kept in the session.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/loading/LoadingOverlay';
import { notify } from '../../components/toaster/toaster';
import { unwrapResult } from '../../components/forms/mutation-result';
import {
  DeclineTrainingSessionDocument,
  JoinTrainingSessionDocument,
  MyTrainingSessionsDocument,
  TrainingSessionPageDocument,
  type TogetherSession_SessionFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-shell';
import { MemberLink } from '../homies/components/MemberLink';
import { memberName } from '../homies/format';

function Crew({ session }: { session: TogetherSession_SessionFragment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" as="ul" listStyleType="none" aria-label={t('together.crew')}>
      {session.members.map((state) => (
        <HStack as="li" key={state.member.userId} justify="space-between" gap="3">
          <MemberLink member={state.member} detail={state.isHost ? t('together.host') : undefined} />
          <Text fontSize="sm" color="fg.muted" flexShrink="0">
            {t(`together.status.${state.status}`)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

export function TogetherPage() {
  const { t } = useTranslation();
  usePageTitle(t('together.pageTitle'));
  const navigate = useNavigate();
  const { trainingSessionId, joinCode } = useParams();
  const invitation = useQuery(TrainingSessionPageDocument, {
    skip: !trainingSessionId,
    variables: { trainingSessionId: trainingSessionId ?? '' },
    fetchPolicy: 'cache-and-network',
  });
  const [join, { loading: joining }] = useMutation(JoinTrainingSessionDocument, { refetchQueries: [MyTrainingSessionsDocument] });
  const [decline, { loading: declining }] = useMutation(DeclineTrainingSessionDocument, { refetchQueries: [MyTrainingSessionsDocument] });

  const result = invitation.data?.trainingSession;
  const session = result?.__typename === 'QueryTrainingSessionSuccess' ? result.data : null;
  const missing = result?.__typename === 'AppError';

  const enter = async () => {
    try {
      unwrapResult((await join({ variables: joinCode ? { joinCode } : { trainingSessionId } })).data?.joinTrainingSession, t);
      void navigate('/log');
    } catch (error) {
      notify.error(t('together.joinFailed'), { description: errorMessage(error) });
    }
  };
  const no = async () => {
    if (!session) return;
    try {
      unwrapResult((await decline({ variables: { trainingSessionId: session.trainingSessionId } })).data?.declineTrainingSession, t);
      notify.show(t('together.declined'));
      void navigate('/inbox');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  if (trainingSessionId && !invitation.data && invitation.loading) return <PageSpinner label={t('together.loading')} />;
  const ended = session?.status === 'ENDED';
  const inside = session?.viewerStatus === 'JOINED' && !ended;
  return (
    <Stack gap="5" maxWidth="lg" mx="auto" py={{ base: '2', md: '6' }}>
      <Heading as="h1" size="xl">
        {t('together.pageTitle')}
      </Heading>
      {missing || invitation.error ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('together.missing')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Text fontSize="lg" fontWeight="semibold">
                {session
                  ? t(inside ? 'together.inSession' : 'together.invitation', { name: memberName(session.host) })
                  : t('together.joinLink')}
              </Text>
              {session && <Crew session={session} />}
              {ended ? (
                <Text color="fg.muted">{t('together.ended')}</Text>
              ) : inside ? (
                <Button asChild alignSelf="start">
                  <RouterLink to="/log">{t('together.openLogger')}</RouterLink>
                </Button>
              ) : (
                <HStack gap="2" wrap="wrap">
                  <Button onClick={() => void enter()} loading={joining} loadingText={t('together.joining')} data-testid="join-session">
                    {t('together.join')}
                  </Button>
                  {session?.viewerStatus === 'INVITED' && (
                    <Button variant="outline" onClick={() => void no()} loading={declining}>
                      {t('together.decline')}
                    </Button>
                  )}
                </HStack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <Button asChild variant="ghost" alignSelf="start">
        <RouterLink to="/logbook?tab=workout">{t('together.backToLogbook')}</RouterLink>
      </Button>
    </Stack>
  );
}
