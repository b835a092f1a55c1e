// The session the member trains in, kept live: the subscription writes each update into the cache (a
// TrainingSession is keyed by its id), so every view of it moves at once; a buddy's set or a cheer is told in a
// toast as it comes.
import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/toaster';
import { MyTrainingSessionsDocument, TrainingSessionLiveDocument, type TrainingSessionLiveSubscription } from '../../gql/graphql';
import { memberName } from '../homies/format';

type Update = TrainingSessionLiveSubscription['trainingSessionUpdated'];

export function useMySessions() {
  return useQuery(MyTrainingSessionsDocument, { fetchPolicy: 'cache-and-network' });
}

/** Listens to a session while `trainingSessionId` is set; `announce` words what others did for a toast. */
export function useSessionLive(trainingSessionId: string | null | undefined, announce?: (update: Update) => string | null) {
  const { t } = useTranslation();
  const mine = useMySessions();
  useSubscription(TrainingSessionLiveDocument, {
    skip: !trainingSessionId,
    variables: { trainingSessionId: trainingSessionId ?? '' },
    onData: ({ data }) => {
      const update = data.data?.trainingSessionUpdated;
      if (!update) return;
      // Someone joined or left, or the session ended: the lists of sessions move with it.
      if (update.kind === 'MEMBERS' || update.kind === 'ENDED') void mine.refetch().catch(() => undefined);
      const viewer = update.session.members.find((member) => member.isViewer)?.member.userId;
      if (update.userId === viewer) return;
      if (update.reaction) {
        const name = memberName(update.reaction.from);
        const mineSet = update.reaction.workoutLogSetId
          ? update.session.members.find((member) => member.isViewer)?.lastSet?.workoutLogSetId === update.reaction.workoutLogSetId
          : false;
        notify.show(
          update.reaction.kind === 'PROPS' && mineSet
            ? t('together.propsFrom', { name })
            : t('together.reactionFrom', { name, reaction: t(`together.reaction.${update.reaction.kind}`) }),
        );
        return;
      }
      const text = announce?.(update);
      if (text) notify.show(text);
    },
  });
}
