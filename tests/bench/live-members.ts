// Members for the set-logging scenarios where the logbook's history is not generated (PostgreSQL, or BENCH_LOGBOOK=0):
// 50 accounts made by the project's account code, each of whom the scenarios give a fresh workout in progress per
// round (scenarios.ts), so a save does the same work as over the logbook, minus the years of history behind it.
import type { Db } from '../../server/db/client.js';
import { createAccount } from '../../server/domains/users/service.js';
import { LOGBOOK_PASSWORD, type LogbookFixture } from './logbook-data.js';

const LIVE_MEMBERS = 50;

export async function createLiveMembers(db: Db): Promise<LogbookFixture['live']> {
  const run = Date.now().toString(36);
  return Promise.all(
    Array.from({ length: LIVE_MEMBERS }, async (_, index) => {
      const { email } = await createAccount(db, {
        email: `bench-live-${index}-${run}@bench.liftmates.app`,
        password: LOGBOOK_PASSWORD,
        emailConfirmed: true,
      });
      // The scenarios' setup starts each member's workout before every round.
      return { email, workoutLogId: '', exerciseIds: [] };
    }),
  );
}
