// Mounted with the signed-in layout: sends whatever the logger queued (from any page, after a reload or once back
// online) and shows the rest timer while one runs.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveLiveLogDocument, SaveLiveLogSetsDocument } from '../../gql/graphql';
import { unwrapResult } from '../../components/forms/mutation-result';
import { RestTimerBar } from './components/RestTimerBar';
import { startSync } from './sync';

export function LoggerBackground() {
  const client = useApolloClient();
  const { t } = useTranslation();
  useEffect(() => {
    startSync(async (change) => {
      if (change.setIds && change.input && !change.action) {
        const saved = await client.mutate({
          mutation: SaveLiveLogSetsDocument,
          variables: { workoutLogId: change.workoutLogId, input: change.input, setIds: change.setIds },
        });
        return unwrapResult(saved.data?.changeWorkoutLog, t).data;
      }
      const result = await client.mutate({
        mutation: SaveLiveLogDocument,
        variables: {
          workoutLogId: change.workoutLogId,
          action: change.action ?? null,
          at: change.action ? change.at : null,
          input: change.input ?? null,
        },
      });
      return unwrapResult(result.data?.changeWorkoutLog, t).data;
    });
  }, [client, t]);
  return <RestTimerBar />;
}
