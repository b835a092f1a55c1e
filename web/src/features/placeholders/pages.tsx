// Pages whose features are still to come. They are real routes with honest empty states: no
// made-up data, just what will be here and where to go meanwhile.
import { Tabs } from '@chakra-ui/react';
import { NotebookPen, Timer, UserPlus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyPage } from './EmptyPage';

export function WorkoutLogEmpty() {
  return (
    <EmptyPage
      title="Logbook"
      icon={NotebookPen}
      emptyTitle="No workouts logged yet"
      description="Your logbook will list every workout you log: start one from a workout, record each set, and see your history and personal records here."
      actions={[
        { label: 'Start a workout', to: '/workouts/create' },
        { label: 'Browse the Flexicon', to: '/flexicon' },
      ]}
    />
  );
}

export function HomiesFeed({ title = 'Homies' }: { title?: string }) {
  return (
    <EmptyPage
      title={title}
      icon={Users}
      emptyTitle="Your feed is quiet"
      description="Homies is the feed of your workout buddies: their logged workouts, programs, achievements and updates will show up here."
      actions={[{ label: 'Find buddies', to: '/buddies' }]}
    />
  );
}

const LOGBOOK_TABS = [
  { value: 'workout', label: 'Logbook' },
  { value: 'feed', label: 'Homies' },
] as const;

/** /logbook?tab=workout | feed (the sidebar's Logbook and Homies links). */
export function LogbookPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('tab');
  const valid = tab === 'workout' || tab === 'feed';
  useEffect(() => {
    if (!valid) void navigate('/logbook?tab=workout', { replace: true });
  }, [valid, navigate]);
  const current = valid ? tab : 'workout';
  return (
    <Tabs.Root value={current} variant="line" lazyMount unmountOnExit>
      <Tabs.List mb="6" aria-label="Logbook views">
        {LOGBOOK_TABS.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} asChild>
            <RouterLink to={`/logbook?tab=${item.value}`}>{item.label}</RouterLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="workout">
        <WorkoutLogEmpty />
      </Tabs.Content>
      <Tabs.Content value="feed">
        <HomiesFeed />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function HomiesPage() {
  return <HomiesFeed />;
}

export function BuddiesPage() {
  return (
    <EmptyPage
      title="Buddies"
      icon={UserPlus}
      emptyTitle="No workout buddies yet"
      description="Workout buddies follow each other's training. Buddies you add will be listed here, with what they trained last."
      actions={[{ label: 'Go to Homies', to: '/logbook?tab=feed' }]}
    />
  );
}

/** /log: the live workout logger, opened from a workout's Start. */
export function LogPage() {
  return (
    <EmptyPage
      title="Log a workout"
      icon={Timer}
      emptyTitle="No workout in progress"
      description="Start a workout and log it here live: each set as you finish it, with rest timers, pauses and the time it took."
      actions={[
        { label: 'Go to your logbook', to: '/logbook?tab=workout' },
        { label: 'Create a workout', to: '/workouts/create' },
      ]}
    />
  );
}
