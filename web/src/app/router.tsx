// The route tree (§2.1 layout by path, §2.2 auth routes). Layouts and pages are lazy-loaded so the first load
// carries only the providers and this table; Apollo arrives with the root route (app/DataRoot.tsx).
//   empty layout:   '/', /auth/*, /register, /forgot-password, /debug (admin), /onboarding/*, error pages
//   admin layout:   /admin/*
//   web layout:     everything else (signed in); /terms, /privacy and /pmf also work signed out (website layout)
import { createBrowserRouter, matchRoutes, Navigate, useLocation, type HydrationState, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './error-pages/NotFoundPage';
import { RouteErrorPage } from './error-pages/RouteErrorPage';
import { LoadingOverlay } from '../components/loading/LoadingOverlay';
import { lazyPage as page } from '../lib/lazy-page';
import { adminRoutes } from '../features/admin/routes';
import { flexiconAppRoutes, flexiconWebsiteRoutes } from '../features/flexicon/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { programRoutes, programWebsiteRoutes } from '../features/programs/routes';
import { workoutBuilderRoutes } from '../features/workout-builder/routes';
import { workoutImportRoutes } from '../features/workout-import/routes';
import { workoutRoutes, workoutWebsiteRoutes } from '../features/workouts/routes';
import { logbookRoutes } from '../features/logbook/routes';
import { homiesRoutes } from '../features/homies/routes';
import { liveLogRoutes } from '../features/live-log/routes';
import { docRoutes } from '../features/docs/routes';
import { logHistoryRoutes } from '../features/log-history/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { inboxRoutes } from '../features/inbox/routes';
import { togetherRoutes } from '../features/together/routes';

/** /login → /auth/login, keeping the query (callbackUrl). */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/auth/login${search}`} replace />;
}

const layouts = {
  empty: () => import('./layouts/EmptyLayout'),
  web: () => import('./layouts/WebLayout'),
  public: () => import('./layouts/PublicWebLayout'),
  admin: () => import('./layouts/AdminLayout'),
  guards: () => import('./layouts/guards'),
};
const pages = {
  landing: () => import('./LandingPage'),
  login: () => import('../features/auth/LoginPage'),
  register: () => import('../features/auth/RegisterPage'),
  forgot: () => import('../features/auth/ForgotPasswordPage'),
  confirm: () => import('../features/auth/ConfirmEmailPage'),
  debug: () => import('../features/placeholders/DebugPage'),
  settings: () => import('../features/settings/SettingsPage'),
  profile: () => import('../features/profile/ProfilePage'),
};

const authPages: RouteObject[] = [
  { path: 'register', lazy: page(pages.register, 'RegisterPage') },
  { path: 'forgot-password', lazy: page(pages.forgot, 'ForgotPasswordPage') },
];

/** What shows while the app's first route loads. */
function StartingApp() {
  const { t } = useTranslation();
  return <LoadingOverlay simulateProgress label={t('app.shell.loadingApp')} />;
}

export const routes: RouteObject[] = [
  {
    lazy: page(() => import('./DataRoot'), 'DataRoot'),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <StartingApp />,
    children: [
      {
        lazy: page(layouts.empty, 'EmptyLayout'),
        children: [
          { index: true, lazy: page(pages.landing, 'LandingPage') },
          {
            path: 'auth',
            children: [
              { index: true, element: <Navigate to="/auth/login" replace /> },
              { path: 'login', lazy: page(pages.login, 'LoginPage') },
              ...authPages,
              { path: 'reset-password', lazy: page(pages.forgot, 'ForgotPasswordPage') },
              { path: 'confirm-email', lazy: page(pages.confirm, 'ConfirmEmailPage') },
            ],
          },
          ...authPages,
          ...onboardingRoutes,
          {
            path: 'debug',
            lazy: async () => {
              const [{ RequireAdmin }, { DebugPage }] = await Promise.all([layouts.guards(), pages.debug()]);
              return {
                Component: () => (
                  <RequireAdmin>
                    <DebugPage />
                  </RequireAdmin>
                ),
              };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'login', element: <LoginRedirect /> },
      {
        path: 'admin',
        lazy: page(layouts.admin, 'AdminLayout'),
        children: [
          // Earlier addresses of two admin pages, kept working for bookmarks.
          { path: 'equipment', element: <Navigate to="/admin/equipments" replace /> },
          { path: 'social-media-platforms', element: <Navigate to="/admin/social-media" replace /> },
          // No catch-all here: an unknown /admin path is a 404 in the empty layout, like every error page.
          ...adminRoutes,
        ],
      },
      {
        lazy: page(layouts.web, 'WebLayout'),
        children: [
          ...logHistoryRoutes,
          ...logbookRoutes,
          ...liveLogRoutes,
          ...homiesRoutes,
          ...inboxRoutes,
          ...togetherRoutes,
          ...dashboardRoutes,
          ...workoutRoutes,
          ...workoutBuilderRoutes,
          ...workoutImportRoutes,
          ...programRoutes,
          { path: 'settings', lazy: page(pages.settings, 'SettingsPage') },
          { path: 'profile', lazy: page(pages.profile, 'ProfilePage') },
          ...flexiconAppRoutes,
          { path: '_app', element: <Navigate to="/logbook?tab=workout" replace /> },
        ],
      },
      {
        lazy: page(layouts.public, 'PublicWebLayout'),
        children: [...docRoutes, ...flexiconWebsiteRoutes, ...workoutWebsiteRoutes, ...programWebsiteRoutes],
      },
    ],
  },
];

/**
 * Loads the lazy routes an address matches, in place: a page rendered on the server, and its hydration in the
 * browser, must render the page itself at once, not a loading screen while its code arrives.
 */
export async function loadMatchedRoutes(tree: RouteObject[], location: string | Partial<Location>) {
  const lazyMatches = matchRoutes(tree, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router. Over a server-rendered page it starts from the server's state (hydrating: true); when the
 * page's code cannot be loaded for that, it starts afresh, and its routes then show the failure as any page would.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    try {
      await loadMatchedRoutes(routes, window.location);
      return { router: createBrowserRouter(routes, { hydrationData }), hydrating: true };
    } catch (error) {
      console.error('The page could not be hydrated; rendering it afresh', error);
    }
  }
  return { router: createBrowserRouter(routes), hydrating: false };
}
