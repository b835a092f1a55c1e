// The logger's view of training together: a button to start a session with the workout in progress (below the sets:
// on a phone the first screen is for sets), then the crew as they train above the sets (one card each, live), a row of
// cheers for everyone, and the way to ask more people in.
import { useMutation } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LogOut, UserPlus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/toaster';
import { unwrapResult } from '../../components/forms/mutation-result';
import {
  LeaveTrainingSessionDocument,
  ReactInTrainingSessionDocument,
  StartTrainingSessionDocument,
  type LiveLogReferenceQuery,
  type TrainingSessionReactionKind,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import type { MeasurementSystem } from '../../../../common/units';
import { formatSet } from '../../../../common/units';
import { useLanguage } from '../../i18n';
import { memberName } from '../homies/format';
import { CrewCard } from './CrewCard';
import { InviteDrawer } from './InviteDrawer';
import { useMySessions, useSessionLive } from './use-session';

const CHEERS = ['STRONG', 'ONE_MORE', 'FORM'] as const satisfies readonly TrainingSessionReactionKind[];

export function TogetherPanel({
  part,
  workoutLogId,
  system,
  reference,
}: {
  /** 'crew': the session, above the sets while there is one; 'start': its button, below them while there is none. */
  part: 'crew' | 'start';
  workoutLogId: string;
  system: MeasurementSystem;
  reference: LiveLogReferenceQuery | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mine = useMySessions();
  const session = mine.data?.myTrainingSessions.current ?? null;
  const [inviting, setInviting] = useState(false);
  const [start, { loading: starting }] = useMutation(StartTrainingSessionDocument);
  const [leave, { loading: leaving }] = useMutation(LeaveTrainingSessionDocument);
  const [react] = useMutation(ReactInTrainingSessionDocument);

  // A set is told once, however often its saves come (a queue sent again after the network came back).
  const told = useRef(new Set<string>());
  useSessionLive(part === 'crew' ? session?.trainingSessionId : null, (update) => {
    const author = update.session.members.find((member) => member.member.userId === update.userId);
    const set = update.sets.filter((candidate) => !told.current.has(candidate.workoutLogSetId)).at(-1);
    if (update.kind !== 'SETS' || !author || !set) return null;
    for (const each of update.sets) told.current.add(each.workoutLogSetId);
    return t('together.setTicked', {
      name: memberName(author.member),
      set: `${set.exerciseName} ${formatSet(set.values, reference?.measurements ?? [], system, language)}`,
    });
  });

  const begin = async () => {
    try {
      unwrapResult((await start({ variables: { workoutLogId } })).data?.startTrainingSession, t);
      await mine.refetch();
      setInviting(true);
    } catch (error) {
      notify.error(t('together.startFailed'), { description: errorMessage(error) });
    }
  };
  const cheer = async (kind: TrainingSessionReactionKind, workoutLogSetId?: string) => {
    if (!session) return;
    try {
      unwrapResult(
        (await react({ variables: { trainingSessionId: session.trainingSessionId, kind, workoutLogSetId } })).data?.reactInTrainingSession,
        t,
      );
      if (workoutLogSetId) notify.success(t('together.propsGiven'));
    } catch (error) {
      notify.error(t('together.reactionFailed'), { description: errorMessage(error) });
    }
  };
  const goodbye = async () => {
    if (!session) return;
    try {
      unwrapResult((await leave({ variables: { trainingSessionId: session.trainingSessionId } })).data?.leaveTrainingSession, t);
      await mine.refetch();
    } catch (error) {
      notify.error(t('together.leaveFailed'), { description: errorMessage(error) });
    }
  };

  const drawer = session && <InviteDrawer session={session} open={inviting} onClose={() => setInviting(false)} />;
  if (part === 'start')
    return (
      drawer ?? (
        <Button
          variant="outline"
          onClick={() => void begin()}
          loading={starting}
          loadingText={t('together.starting')}
          data-testid="train-together"
        >
          <Users aria-hidden="true" /> {t('together.trainTogether')}
        </Button>
      )
    );
  if (!session) return null;

  const present = session.members.filter((member) => member.status === 'JOINED').length;
  const others = session.members.filter((member) => !member.isViewer);
  return (
    <Stack gap="2" as="section" aria-label={t('together.crew')} data-testid="together-panel">
      <HStack gap="2" justify="space-between" wrap="wrap">
        <HStack gap="2" minWidth="0">
          <Users size={16} aria-hidden="true" />
          <Text fontWeight="semibold">{t('together.crew')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('together.crewCount', { count: present })}
          </Text>
        </HStack>
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => setInviting(true)} data-testid="invite-buddies">
            <UserPlus aria-hidden="true" /> {t('together.invite')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void goodbye()} loading={leaving} aria-label={t('together.leave')}>
            <LogOut aria-hidden="true" />
          </Button>
        </HStack>
      </HStack>
      {others.length > 0 && (
        <HStack gap="2" overflowX="auto" align="stretch" pb="1" data-testid="crew">
          {others.map((state) => (
            <CrewCard
              key={state.member.userId}
              state={state}
              system={system}
              language={language}
              reference={reference}
              onProps={(setId) => void cheer('PROPS', setId)}
            />
          ))}
        </HStack>
      )}
      {present > 1 && (
        <HStack gap="1.5" wrap="wrap" aria-label={t('together.reactions')} role="group">
          {CHEERS.map((kind) => (
            <Button key={kind} size="xs" variant="subtle" onClick={() => void cheer(kind)}>
              {t(`together.reaction.${kind}`)}
            </Button>
          ))}
        </HStack>
      )}
      {drawer}
    </Stack>
  );
}
