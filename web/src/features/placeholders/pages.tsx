// Pages whose features are still to come. They are real routes with honest empty states: no
// made-up data, just what will be here and where to go meanwhile.
import { Tabs } from '@chakra-ui/react';
import { CalendarRange, Dumbbell, Import, LayoutDashboard, NotebookPen, Timer, UserPlus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../auth/session';
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

function useCreatorActions() {
  const { isCreator } = useSession();
  return isCreator ? [] : [{ label: 'Become a creator', to: '/profile' }];
}

export function DashboardPage() {
  const actions = useCreatorActions();
  return (
    <EmptyPage
      title="Dashboard"
      heading="Creator Dash"
      icon={LayoutDashboard}
      emptyTitle="Nothing to report yet"
      description="The Creator Dash will show how your published workouts and programs are doing: views, ratings and the people training with them."
      actions={[...actions, { label: 'Create a workout', to: '/workouts/create' }]}
    />
  );
}

export function WorkoutsPage() {
  return (
    <EmptyPage
      title="My Workouts"
      icon={Dumbbell}
      emptyTitle="No workouts yet"
      description="Workouts you create or import will be listed here, with their muscles, duration and ratings, ready to edit, share or publish."
      actions={[
        { label: 'Create a workout', to: '/workouts/create' },
        { label: 'Import a workout', to: '/workouts/import' },
      ]}
    />
  );
}

export function ImportWorkoutPage() {
  return (
    <EmptyPage
      title="Import Workout"
      icon={Import}
      emptyTitle="Importing is on its way"
      description="You will be able to bring in workouts you already have and turn them into Liftmates workouts with Flexicon exercises."
      actions={[{ label: 'Create one instead', to: '/workouts/create' }]}
    />
  );
}

export function ProgramsPage() {
  return (
    <EmptyPage
      title="My Programs"
      icon={CalendarRange}
      emptyTitle="No programs yet"
      description="Programs arrange workouts into a training plan of workout, rest, cardio and active-recovery days. Yours will be listed here."
      actions={[{ label: 'My Workouts', to: '/workouts' }]}
    />
  );
}
