// Shell pieces driven by the session: the guards (§4), the sidebar's sections by role and active-link rule (§2.3),
// the account popover's support link, the e-mail reminder, the avatar (§4/§9) and the creator display fallbacks (§3).
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breadcrumbsFor } from '../../web/src/app/headers/breadcrumbs';
import { translate as t } from '../../web/src/i18n';
import { headerVariant } from '../../web/src/app/headers/AppHeader';
import { RequireAdmin, RequireAuth } from '../../web/src/app/layouts/guards';
import { supportMailto } from '../../web/src/app/sidebar/AccountMenu';
import { activeHref, matchLink, sectionsForRoles } from '../../web/src/app/sidebar/items';
import { SidebarContent } from '../../web/src/app/sidebar/SidebarContent';
import { Avatar, avatarInitial } from '../../web/src/components/avatar/Avatar';
import { ConfirmEmailBanner } from '../../web/src/features/auth/ConfirmEmailBanner';
import { InboxBadgeDocument } from '../../web/src/gql/graphql';
import { SessionProvider, SessionStore, type UserInfo } from '../../web/src/features/auth/session';
import { creatorHandle, creatorImage, creatorName, DEFAULT_CREATOR_IMAGE } from '../../web/src/lib/creator-display';
import { defaultMeasurementSystem } from '../../web/src/lib/measurement';
import { safeCallbackUrl } from '../../web/src/lib/navigation';
import { resetRefreshState } from '../../web/src/lib/refresh';
import { system } from '../../web/src/lib/system';
import { callUrl, json, unauthorized } from './setup';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRefreshState();
});
afterEach(() => vi.unstubAllGlobals());

const member: UserInfo = {
  userId: 'u1',
  email: 'sam@example.com',
  userName: 'sam_lifts',
  userTimezone: null,
  roles: ['User'],
  measurementSystem: null,
  emailConfirmed: false,
  creatorProfile: null,
  userPrivateMeta: { gender: 'Male' },
};

function serve(userInfo: UserInfo | null) {
  fetchMock.mockImplementation(async (input) => {
    const url = callUrl([input]);
    if (url.endsWith('/auth/session')) return userInfo ? json({ data: { userInfo } }) : unauthorized();
    if (url.endsWith('/auth/resend-confirmation-email')) return json({ data: { sent: true, alreadyConfirmed: false } });
    return unauthorized();
  });
}

function renderRoutes(routes: RouteObject[], initial: string, client?: ApolloClient) {
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const app = (
    <ChakraProvider value={system}>
      <SessionProvider store={new SessionStore()}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ChakraProvider>
  );
  render(client ? <ApolloProvider client={client}>{app}</ApolloProvider> : app);
  return router;
}

/** GraphQL for the sidebar: the inbox's numbers, with `buddyRequestCount` requests waiting. */
const inboxClient = (buddyRequestCount: number) =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([
      {
        request: { query: InboxBadgeDocument },
        result: { data: { inboxBadge: { __typename: 'InboxBadge', unseenCount: 0, buddyRequestCount } } },
      },
    ]),
  });

describe('guards', () => {
  const routes: RouteObject[] = [
    { path: '/auth/login', element: <p>Login page</p> },
    {
      path: '/settings',
      element: (
        <RequireAuth>
          <p>Settings content</p>
        </RequireAuth>
      ),
    },
    {
      path: '/admin/users',
      element: (
        <RequireAdmin>
          <p>Admin content</p>
        </RequireAdmin>
      ),
    },
  ];

  it('sends a signed-out visitor to /auth/login with callbackUrl = path and query', async () => {
    serve(null);
    const router = renderRoutes(routes, '/admin/users?page=2');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?callbackUrl=%2Fadmin%2Fusers%3Fpage%3D2');
  });

  it('shows a spinner while the session loads, then the page', async () => {
    serve(member);
    renderRoutes(routes, '/settings');
    expect(screen.getByTestId('page-spinner')).toBeTruthy();
    expect(await screen.findByText('Settings content')).toBeTruthy();
  });

  it('gives members the 403 page in the admin area and administrators the page', async () => {
    serve(member);
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'You need to be an administrator' })).toBeTruthy();
    expect(screen.queryByText('Admin content')).toBeNull();
  });

  it('lets administrators in', async () => {
    serve({ ...member, roles: ['Admin', 'Creator', 'User'] });
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('Admin content')).toBeTruthy();
  });
});

describe('sidebar', () => {
  it('shows the Creator section to every member and the Admin section to administrators only', () => {
    const ids = (roles: string[]) => sectionsForRoles(roles).map((section) => section.id);
    expect(ids(['User'])).toEqual(['main', 'creator']);
    expect(ids(['User', 'Creator'])).toEqual(['main', 'creator']);
    expect(ids(['User', 'Admin'])).toEqual(['main', 'creator', 'admin']);
  });

  it('matches links by path and query, or by lying under the path, preferring the most specific', () => {
    expect(matchLink('/logbook?tab=workout', { pathname: '/logbook', search: '?tab=workout' })).toBe('exact');
    expect(matchLink('/logbook?tab=workout', { pathname: '/logbook', search: '?tab=feed' })).toBeNull();
    expect(matchLink('/flexicon', { pathname: '/flexicon/BARBELL_SQUAT', search: '' })).toBe('prefix');
    expect(matchLink('/workouts', { pathname: '/workoutsx', search: '' })).toBeNull();
    const hrefs = ['/logbook?tab=workout', '/logbook?tab=feed', '/workouts', '/workouts/import'];
    expect(activeHref(hrefs, { pathname: '/logbook', search: '?tab=feed' })).toBe('/logbook?tab=feed');
    expect(activeHref(hrefs, { pathname: '/workouts/import', search: '' })).toBe('/workouts/import');
    expect(activeHref(hrefs, { pathname: '/workouts/abc/edit', search: '' })).toBe('/workouts');
    expect(activeHref(hrefs, { pathname: '/settings', search: '' })).toBeNull();
  });

  it('renders the links, marks the active one and hides labels visually when collapsed', async () => {
    serve({ ...member, roles: ['User', 'Creator'] });
    renderRoutes([{ path: '*', element: <SidebarContent expanded={false} /> }], '/logbook?tab=feed', inboxClient(2));
    const homies = await screen.findByRole('link', { name: 'Homies' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Creator Dash' })).toBeTruthy());
    expect(homies.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Logbook' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Workout' }).getAttribute('href')).toBe('/workouts/create');
    expect(screen.getByRole('link', { name: 'The Flexicon' }).getAttribute('href')).toBe('/flexicon');
    // Buddies tells of the requests waiting for an answer.
    const buddies = await screen.findByRole('link', { name: 'Buddies 2 buddy requests waiting' });
    expect(buddies.getAttribute('href')).toBe('/buddies');
  });

  it('addresses the support mail to support with the user in copy', () => {
    const href = supportMailto(member);
    expect(href.startsWith('mailto:support@liftmates.app?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('cc')).toBe('sam@example.com');
    expect(params.get('subject')).toContain('sam_lifts');
  });

  it('derives breadcrumbs and the header variant from the path (§2.4)', () => {
    expect(breadcrumbsFor('/dashboard', t).map((crumb) => crumb.label)).toEqual(['Dashboard']);
    expect(breadcrumbsFor('/workouts', t).map((crumb) => crumb.label)).toEqual(['Dashboard', 'Workouts']);
    expect(breadcrumbsFor('/workouts/import', t).map((crumb) => crumb.to)).toEqual(['/dashboard', '/workouts', '/workouts/import']);
    expect(breadcrumbsFor('/e/BARBELL_BACK_SQUAT', t)).toEqual([{ label: 'The Flexicon', to: '/flexicon' }]);
    expect(headerVariant('/dashboard')).toBe('dashboard');
    expect(headerVariant('/workouts')).toBe('workouts');
    expect(headerVariant('/workouts/abc')).toBe('workout');
    expect(headerVariant('/settings')).toBe('settings');
    expect(headerVariant('/log/123')).toBe('log');
    expect(headerVariant('/profile')).toBe('default');
  });
});

describe('e-mail reminder', () => {
  it('shows while the e-mail is not confirmed and resends the code', async () => {
    serve(member);
    renderRoutes([{ path: '*', element: <ConfirmEmailBanner /> }], '/logbook');
    const resend = await screen.findByRole('button', { name: 'Resend' });
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    await act(async () => resend.click());
    expect(fetchMock.mock.calls.some((call) => callUrl(call) === '/api/auth/resend-confirmation-email')).toBe(true);
  });

  it('is absent once confirmed', async () => {
    serve({ ...member, emailConfirmed: true });
    renderRoutes([{ path: '*', element: <ConfirmEmailBanner /> }], '/logbook');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});

describe('avatar', () => {
  it('shows the initial until an image has loaded, and ? without a name', () => {
    expect(avatarInitial('sam')).toBe('S');
    expect(avatarInitial('@zoe')).toBe('Z');
    expect(avatarInitial('  ')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
    render(
      <ChakraProvider value={system}>
        <Avatar name="sam" src="https://example.com/never.png" size="lg" verified pinned />
      </ChakraProvider>,
    );
    const avatar = screen.getByTestId('avatar');
    expect(avatar.getAttribute('data-state')).toBe('loading');
    expect(avatar.style.width || getComputedStyle(avatar).width).toBeTruthy();
    expect(screen.getByRole('img', { name: 'sam' }).textContent).toBe('S');
    expect(avatar.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('sam (Verified)')).toBeTruthy();
    expect(screen.getByTestId('avatar-pinned')).toBeTruthy();
  });

  it('is idle without a source', () => {
    render(
      <ChakraProvider value={system}>
        <Avatar name={null} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('avatar').getAttribute('data-state')).toBe('idle');
    expect(screen.getByRole('img', { name: 'Unknown user' }).textContent).toBe('?');
  });
});

describe('creator display and measurement defaults', () => {
  it('falls back displayName → fullName → userName → Unknown Creator', () => {
    expect(creatorName({ displayName: 'Coach', fullName: 'Sam Lee', userName: 'sam' }, t)).toBe('Coach');
    expect(creatorName({ displayName: ' ', fullName: 'Sam Lee', userName: 'sam' }, t)).toBe('Sam Lee');
    expect(creatorName({ userName: 'sam' }, t)).toBe('sam');
    expect(creatorName(null, t)).toBe('Unknown Creator');
    expect(creatorHandle({ userName: 'sam' }, t)).toBe('@sam');
    expect(creatorHandle({ userName: '@sam' }, t)).toBe('@sam');
    expect(creatorHandle({}, t)).toBe('@unknown');
    expect(creatorImage({ profilePhoto: { fileUrl: '/media/a.jpg' } })).toBe('/media/a.jpg');
    expect(creatorImage({ profilePhoto: null })).toBe(DEFAULT_CREATOR_IMAGE);
  });

  it('defaults to imperial for US, LR and MM, else metric', () => {
    expect(defaultMeasurementSystem('en-US')).toBe('imperial');
    expect(defaultMeasurementSystem('en-LR')).toBe('imperial');
    expect(defaultMeasurementSystem('my-MM')).toBe('imperial');
    expect(defaultMeasurementSystem('en-GB')).toBe('metric');
    expect(defaultMeasurementSystem('de')).toBe('metric');
    expect(defaultMeasurementSystem('')).toBe('metric');
  });

  it('follows only same-origin relative callback paths', () => {
    expect(safeCallbackUrl('/admin/users?page=2', '/home')).toBe('/admin/users?page=2');
    expect(safeCallbackUrl('https://evil.example/', '/home')).toBe('/home');
    expect(safeCallbackUrl('//evil.example/x', '/home')).toBe('/home');
    expect(safeCallbackUrl('/\\evil.example', '/home')).toBe('/home');
    expect(safeCallbackUrl('/auth/login', '/home')).toBe('/home');
    expect(safeCallbackUrl(null, '/home')).toBe('/home');
  });
});
