// What can be done with a workout from its card or its page: share (counted), duplicate, delete, rate. Each
// mutation writes its answer into the normalized cache, so every list and page showing the workout follows.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/overlays/ConfirmDialog';
import { ShareDialog, type ShareChannel } from '../../components/share/ShareDialog';
import { notify } from '../../components/toaster/toaster';
import { describeFailure, unwrapResult } from '../../components/forms/mutation-result';
import {
  DeleteWorkoutDocument,
  DuplicateWorkoutDocument,
  RateWorkoutDocument,
  RecordWorkoutShareDocument,
  type WorkoutCardFragment,
} from '../../gql/graphql';
import { modifyAnalytics, ratedAnalytics } from '../content/analytics';
import { RatingDialog } from './components/RatingDialog';

type Dialog = 'share' | 'delete' | 'rate' | null;

export const workoutPagePath = (workoutId: string) => `/w/${workoutId}`;
export const workoutEditPath = (workoutId: string) => `/workouts/${workoutId}`;

export function useWorkoutActions(workout: WorkoutCardFragment) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const client = useApolloClient();
  const id = client.cache.identify({ __typename: 'Workout', workoutId: workout.workoutId });
  const [duplicate, duplicating] = useMutation(DuplicateWorkoutDocument);
  const [remove] = useMutation(DeleteWorkoutDocument);
  const [rate] = useMutation(RateWorkoutDocument);
  const [recordShare] = useMutation(RecordWorkoutShareDocument);

  const onShared = (channel: ShareChannel) => {
    void recordShare({
      variables: { workoutId: workout.workoutId, channel },
      update: (cache) => modifyAnalytics(cache, id, 'workoutAnalytics', (analytics) => ({ shareCount: analytics.shareCount + 1 })),
    }).catch(() => undefined);
  };

  const duplicateIt = async () => {
    try {
      const result = await duplicate({
        variables: { workoutId: workout.workoutId },
        update: (cache, { data }) => {
          if (data?.duplicateWorkout.__typename !== 'MutationDuplicateWorkoutSuccess') return;
          modifyAnalytics(cache, id, 'workoutAnalytics', (analytics) => ({ duplicateCount: analytics.duplicateCount + 1 }));
          // The member's own lists start again from the top with the copy in them.
          cache.evict({ fieldName: 'workouts' });
        },
      });
      const copy = unwrapResult(result.data?.duplicateWorkout, t).data;
      notify.success(t('workouts.duplicated'));
      void navigate(workoutEditPath(copy.workoutId));
    } catch (error) {
      notify.error(describeFailure(error).message);
    }
  };

  const deleteIt = async () => {
    try {
      const result = await remove({
        variables: { workoutId: workout.workoutId },
        update: (cache, { data }) => {
          if (data?.deleteWorkout.__typename === 'AppError') return;
          cache.evict({ id });
          cache.gc();
        },
      });
      unwrapResult(result.data?.deleteWorkout, t);
      notify.success(t('workouts.deleted'));
      setDialog(null);
    } catch (error) {
      notify.error(describeFailure(error).message);
    }
  };

  const rateIt = async (rating: number) => {
    const analytics = ratedAnalytics(workout.workoutAnalytics, workout.viewerRating, rating);
    try {
      const result = await rate({
        variables: { workoutId: workout.workoutId, rating },
        optimisticResponse: {
          rateWorkout: {
            __typename: 'MutationRateWorkoutSuccess',
            data: { __typename: 'RatingResult', rating, ratingCount: analytics.ratingCount, ratingAverage: analytics.ratingAverage },
          },
        },
        update: (cache, { data }) => {
          if (data?.rateWorkout.__typename !== 'MutationRateWorkoutSuccess') return;
          const answer = data.rateWorkout.data;
          cache.modify({ id, fields: { viewerRating: () => answer.rating } });
          modifyAnalytics(cache, id, 'workoutAnalytics', () => ({ ratingCount: answer.ratingCount, ratingAverage: answer.ratingAverage }));
        },
      });
      unwrapResult(result.data?.rateWorkout, t);
      notify.success(t('workouts.rated'));
    } catch (error) {
      notify.error(describeFailure(error).message);
      throw error;
    }
  };

  const isDraft = workout.publishedStatusCode === 'DRAFT';
  const dialogs = (
    <>
      <ShareDialog
        open={dialog === 'share'}
        onClose={() => setDialog(null)}
        title={workout.workoutTitle}
        url={workoutPagePath(workout.workoutId)}
        isDraft={isDraft}
        editTo={workout.viewerCanEdit ? workoutEditPath(workout.workoutId) : undefined}
        onShared={onShared}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('workouts.deleteTitle')}
        message={t('workouts.deleteMessage', { title: workout.workoutTitle })}
        confirmLabel={t('workouts.deleteConfirm')}
        destructive
        onConfirm={deleteIt}
        onCancel={() => setDialog(null)}
      />
      {dialog === 'rate' ? (
        <RatingDialog open title={workout.workoutTitle} initial={workout.viewerRating} onClose={() => setDialog(null)} onSave={rateIt} />
      ) : null}
    </>
  );

  return {
    dialogs,
    duplicating: duplicating.loading,
    share: () => setDialog('share'),
    duplicate: () => void duplicateIt(),
    confirmDelete: () => setDialog('delete'),
    openRating: () => setDialog('rate'),
    rate: rateIt,
  };
}
