// A workout logged the way the logger sends it: started, one bench set of `kg` × 5 ticked, ended for a visibility.
import { randomUUID } from 'node:crypto';
import type { Auth, TestServer } from './server.js';

export async function benchLog(
  server: TestServer,
  auth: Auth,
  { kg, visibility, title }: { kg: number; visibility: string; title: string },
) {
  const started = await server.api('POST', '/workout-logs', { auth, body: { workoutLogTitle: title } });
  if (started.status !== 201) throw new Error(`Starting the log failed: ${JSON.stringify(started.body)}`);
  const logId = started.body.data.workoutLogId as string;
  const set = {
    workoutLogSetId: randomUUID(),
    completed: true,
    values: [
      { measurementCode: 'WEIGHT', value: kg },
      { measurementCode: 'REPS', value: 5 },
    ],
  };
  await server.api('PUT', `/workout-logs/${logId}`, {
    auth,
    body: { exercises: [{ workoutLogExerciseId: randomUUID(), exerciseCode: 'BARBELL_BENCH_PRESS', sets: [set] }] },
  });
  const ended = await server.api('PUT', `/workout-logs/${logId}?action=End`, { auth, body: { visibility } });
  if (ended.status !== 200) throw new Error(`Ending the log failed: ${JSON.stringify(ended.body)}`);
  return { logId, personalRecordCount: ended.body.data.logSummary.personalRecordCount as number };
}
