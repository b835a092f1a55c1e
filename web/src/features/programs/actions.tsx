// What can be done with a program from its card or page: share (counted), copy, delete, rate, follow and leave;
// every answer goes into the normalized cache.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { describeFailure, unwrapResult } from '../../components/forms/mutation-result';
import { ConfirmDialog } from '../../components/overlays/ConfirmDialog';
import { ShareDialog, type ShareChannel } from '../../components/share/ShareDialog';
import { notify } from '../../components/toaster/toaster';
import {
  DeleteProgramDocument,
  DuplicateProgramDocument,
  EnrollInProgramDocument,
  LeaveProgramDocument,
  RateProgramDocument,
  RecordProgramShareDocument,
  type ProgramCardFragment,
} from '../../gql/graphql';
import { modifyAnalytics, ratedAnalytics } from '../content/analytics';

export const programPagePath = (programId: string) => `/programs/${programId}`;
export const programEditPath = (programId: string) => `/programs/${programId}/edit`;

export function useProgramActions(program: ProgramCardFragment) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const navigate = useNavigate();
  const client = useApolloClient();
  const id = client.cache.identify({ __typename: 'Program', programId: program.programId });
  const [duplicate, duplicating] = useMutation(DuplicateProgramDocument);
  const [remove] = useMutation(DeleteProgramDocument);
  const [rate] = useMutation(RateProgramDocument);
  const [recordShare] = useMutation(RecordProgramShareDocument);
  const [enroll, enrolling] = useMutation(EnrollInProgramDocument);
  const [leave] = useMutation(LeaveProgramDocument);

  const fail = (error: unknown) => notify.error(describeFailure(error).message);

  const onShared = (channel: ShareChannel) =>
    void recordShare({
      variables: { programId: program.programId, channel },
      update: (cache) => modifyAnalytics(cache, id, 'programAnalytics', (a) => ({ shareCount: a.shareCount + 1 })),
    }).catch(() => undefined);

  const duplicateIt = async () => {
    try {
      const result = await duplicate({
        variables: { programId: program.programId },
        update: (cache, { data }) => {
          if (data?.duplicateProgram.__typename !== 'MutationDuplicateProgramSuccess') return;
          modifyAnalytics(cache, id, 'programAnalytics', (a) => ({ duplicateCount: a.duplicateCount + 1 }));
          cache.evict({ fieldName: 'programs' });
        },
      });
      const copy = unwrapResult(result.data?.duplicateProgram, t).data;
      notify.success(t('programs.duplicated'));
      void navigate(programEditPath(copy.programId));
    } catch (error) {
      fail(error);
    }
  };

  const deleteIt = async () => {
    try {
      const result = await remove({
        variables: { programId: program.programId },
        update: (cache, { data }) => {
          if (data?.deleteProgram.__typename === 'AppError') return;
          cache.evict({ id });
          cache.gc();
        },
      });
      unwrapResult(result.data?.deleteProgram, t);
      notify.success(t('programs.deleted'));
      setDialog(null);
      void navigate('/programs');
    } catch (error) {
      fail(error);
    }
  };

  const rateIt = async (rating: number) => {
    const predicted = ratedAnalytics(program.programAnalytics, program.viewerRating, rating);
    try {
      const result = await rate({
        variables: { programId: program.programId, rating },
        optimisticResponse: {
          rateProgram: {
            __typename: 'MutationRateProgramSuccess',
            data: { __typename: 'RatingResult', rating, ratingCount: predicted.ratingCount, ratingAverage: predicted.ratingAverage },
          },
        },
        update: (cache, { data }) => {
          if (data?.rateProgram.__typename !== 'MutationRateProgramSuccess') return;
          const answer = data.rateProgram.data;
          cache.modify({ id, fields: { viewerRating: () => answer.rating } });
          modifyAnalytics(cache, id, 'programAnalytics', () => ({ ratingCount: answer.ratingCount, ratingAverage: answer.ratingAverage }));
        },
      });
      unwrapResult(result.data?.rateProgram, t);
      notify.success(t('programs.rated'));
    } catch (error) {
      fail(error);
    }
  };

  const follow = async (startDayNumber: number) => {
    try {
      const result = await enroll({
        variables: { programId: program.programId, startDayNumber },
        // The list of followed programs is asked again: its order and today's days follow from the server.
        refetchQueries: ['MyProgramEnrollments'],
      });
      unwrapResult(result.data?.enrollInProgram, t);
      notify.success(t('programs.started'));
    } catch (error) {
      fail(error);
    }
  };

  const unfollow = async () => {
    try {
      const result = await leave({
        variables: { programId: program.programId },
        update: (cache, { data }) => {
          if (data?.leaveProgram.__typename === 'AppError') return;
          cache.evict({ id: cache.identify({ __typename: 'ProgramEnrollment', programId: program.programId }) });
          cache.gc();
        },
      });
      unwrapResult(result.data?.leaveProgram, t);
      notify.success(t('programs.left'));
    } catch (error) {
      fail(error);
    }
  };

  const dialogs = (
    <>
      <ShareDialog
        open={dialog === 'share'}
        onClose={() => setDialog(null)}
        title={program.programTitle}
        url={`${window.location.origin}${programPagePath(program.programId)}`}
        isDraft={program.publishedStatusCode === 'DRAFT'}
        editTo={program.viewerCanEdit ? programEditPath(program.programId) : undefined}
        onShared={onShared}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('programs.deleteTitle')}
        message={t('programs.deleteMessage', { title: program.programTitle })}
        confirmLabel={t('programs.delete')}
        destructive
        onConfirm={deleteIt}
        onCancel={() => setDialog(null)}
      />
    </>
  );

  return {
    dialogs,
    duplicating: duplicating.loading,
    enrolling: enrolling.loading,
    share: () => setDialog('share'),
    confirmDelete: () => setDialog('delete'),
    duplicate: () => void duplicateIt(),
    rate: rateIt,
    follow,
    unfollow,
  };
}
