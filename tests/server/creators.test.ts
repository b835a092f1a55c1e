import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';
import { creatorSearchText } from '../../server/lib/search-text.js';
import { DIRECTIONS, gqlPages, restPages } from './sorted-pages.js';

let server: TestServer;
let admin: Auth;
let member: Auth;
let other: Auth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  member = await server.signUp();
  other = await server.signUp();
});
afterAll(() => server.close());

const platformCode = () => unique('P_').toUpperCase();

describe('social media platforms', () => {
  it('lists the 18 platforms with URL formats and hover styles for anyone', async () => {
    const list = await server.api('GET', '/social-media-platforms');
    expect(list.status).toBe(200);
    const instagram = list.body.data.find((p: { socialMediaPlatformCode: string }) => p.socialMediaPlatformCode === 'INSTAGRAM');
    expect(instagram).toMatchObject({
      socialMediaPlatformName: 'Instagram',
      socialMediaPlatformUrlFormat: 'https://www.instagram.com/{username}',
      socialMediaPlatformStyle: { hoverColor: expect.stringMatching(/^#/), hoverBackground: expect.stringMatching(/^#/) },
      socialMediaPlatformIcon: null,
    });
    const email = list.body.data.find((p: { socialMediaPlatformCode: string }) => p.socialMediaPlatformCode === 'EMAIL');
    expect(email.socialMediaPlatformUrlFormat).toBe('');
    const search = await server.api('GET', '/social-media-platforms?search=tik');
    expect(search.body.data.map((p: { socialMediaPlatformCode: string }) => p.socialMediaPlatformCode)).toEqual(['TIKTOK']);
  });

  it('validates usernames per platform and builds the profile address', async () => {
    const good = await server.api('GET', '/social-media-platforms/INSTAGRAM/validate-username/@lift.mates');
    expect(good.body.data).toEqual({
      socialMediaPlatformCode: 'INSTAGRAM',
      username: 'lift.mates',
      isValid: true,
      message: null,
      profileUrl: 'https://www.instagram.com/lift.mates',
    });
    const bad = await server.api('GET', `/social-media-platforms/X/validate-username/${'a'.repeat(16)}`);
    expect(bad.body.data).toMatchObject({ isValid: false, message: 'This is not a valid X username', profileUrl: null });
    const email = await server.api('GET', '/social-media-platforms/EMAIL/validate-username/coach%40example.com');
    expect(email.body.data).toMatchObject({ isValid: true, profileUrl: null });
    expect((await server.api('GET', '/social-media-platforms/NOWHERE/validate-username/bob')).status).toBe(404);
    const gql = await server.gql(
      `{ validateSocialUsername(socialMediaPlatformCode: "GITHUB", username: "octo-cat") { isValid profileUrl } }`,
    );
    expect(gql.data.validateSocialUsername).toEqual({ isValid: true, profileUrl: 'https://github.com/octo-cat' });
  });

  it('lets only administrators create, change and delete platforms, with per-field validation', async () => {
    const code = platformCode();
    const body = {
      socialMediaPlatformCode: code,
      socialMediaPlatformName: 'Lift Social',
      socialMediaPlatformUrlFormat: 'https://lift.example/{username}',
      usernamePattern: '^[a-z]{3,10}$',
    };
    expect((await server.api('POST', '/social-media-platforms', { body })).status).toBe(401);
    expect((await server.api('POST', '/social-media-platforms', { body, auth: member })).status).toBe(403);
    const invalid = await server.api('POST', '/social-media-platforms', {
      body: {
        ...body,
        socialMediaPlatformUrlFormat: 'http://no-placeholder',
        usernamePattern: '([',
        socialMediaPlatformStyle: { hoverColor: 'red', hoverBackground: '#000000' },
      },
      auth: admin,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'socialMediaPlatformUrlFormat', message: 'Use an https address containing {username}, or leave it empty' },
        { field: 'usernamePattern', message: 'Not a valid regular expression' },
        { field: 'socialMediaPlatformStyle.hoverColor', message: 'Use a colour such as #1DA1F2' },
      ]),
    );
    const created = await server.api('POST', '/social-media-platforms', { body, auth: admin });
    expect(created.status).toBe(201);
    expect(created.body.data.socialMediaPlatformStyle).toEqual({ hoverColor: '#FFFFFF', hoverBackground: '#000000' });
    expect((await server.api('POST', '/social-media-platforms', { body, auth: admin })).status).toBe(409);
    const changed = await server.api('PUT', `/social-media-platforms/${code}`, {
      body: { socialMediaPlatformName: 'Lift Social 2' },
      auth: admin,
    });
    expect(changed.body.data.socialMediaPlatformName).toBe('Lift Social 2');
    expect(
      (await server.api('PUT', `/social-media-platforms/${code}`, { body: { socialMediaPlatformName: 'x' }, auth: member })).status,
    ).toBe(403);
    expect((await server.api('DELETE', `/social-media-platforms/${code}`, { auth: member })).status).toBe(403);
    expect((await server.api('DELETE', `/social-media-platforms/${code}`, { auth: admin })).status).toBe(204);
    expect((await server.api('GET', `/social-media-platforms/${code}`)).status).toBe(404);
  });
});

describe('creator profiles', () => {
  it('lets a member create their own profile with social links, and makes them a Creator', async () => {
    const userName = unique('coach');
    const invalid = await server.api('POST', '/creator-profiles', {
      body: {
        fullName: 'Coach Carter',
        userName,
        socialLinks: [
          { socialMediaPlatformCode: 'X', username: 'x'.repeat(20) },
          { socialMediaPlatformCode: 'MYSPACE', username: 'tom' },
        ],
      },
      auth: member,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toEqual([
      { field: 'socialLinks.0.username', message: 'This is not a valid X username' },
      { field: 'socialLinks.1.socialMediaPlatformCode', message: 'Unknown platform' },
    ]);
    expect((await server.api('POST', '/creator-profiles', { body: { fullName: 'Coach', userName } })).status).toBe(401);
    const verifiedBySelf = await server.api('POST', '/creator-profiles', {
      body: { fullName: 'Coach', userName, isVerified: true },
      auth: member,
    });
    expect(verifiedBySelf.status).toBe(403);

    const created = await server.api('POST', '/creator-profiles', {
      body: {
        fullName: 'Coach Carter',
        displayName: 'Coach C',
        userName,
        bio: 'Strength coach.',
        socialLinks: [{ socialMediaPlatformCode: 'INSTAGRAM', username: '@coach.carter' }],
      },
      auth: member,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      userId: member.userId,
      fullName: 'Coach Carter',
      displayName: 'Coach C',
      isVerified: false,
      isPinned: false,
      socialLinks: [
        {
          socialMediaPlatformCode: 'INSTAGRAM',
          platform: { socialMediaPlatformCode: 'INSTAGRAM', socialMediaPlatformName: 'Instagram' },
          username: 'coach.carter',
          profileUrl: 'https://www.instagram.com/coach.carter',
        },
      ],
    });
    const session = await server.api('GET', '/auth/session', { auth: member });
    expect(session.body.data.userInfo.roles).toContain('Creator');
    expect(session.body.data.userInfo.creatorProfile).toMatchObject({ creatorProfileId: created.body.data.creatorProfileId, userName });

    const again = await server.api('POST', '/creator-profiles', { body: { fullName: 'Again', userName: unique('again') }, auth: member });
    expect(again.status).toBe(409);
    const taken = await server.api('POST', '/creator-profiles', {
      body: { fullName: 'Copy', userName: userName.toUpperCase() },
      auth: other,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details).toEqual([{ field: 'userName', message: 'This creator user name is taken' }]);
  });

  it('lets the owner edit, administrators verify and pin, and others nothing', async () => {
    const owner = await server.signUp();
    const created = await server.api('POST', '/creator-profiles', {
      body: { fullName: 'Owner Person', userName: unique('owner') },
      auth: owner,
    });
    const id = created.body.data.creatorProfileId;
    expect((await server.api('PUT', `/creator-profiles/${id}`, { body: { bio: 'Hijacked' }, auth: other })).status).toBe(403);
    expect((await server.api('PUT', `/creator-profiles/${id}`, { body: { isPinned: true }, auth: owner })).status).toBe(403);
    const edited = await server.api('PUT', `/creator-profiles/${id}`, {
      body: { bio: 'Mine.', socialLinks: [{ socialMediaPlatformCode: 'YOUTUBE', username: 'ownerlifts' }] },
      auth: owner,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ bio: 'Mine.', socialLinks: [{ socialMediaPlatformCode: 'YOUTUBE' }] });
    const verified = await server.api('PUT', `/creator-profiles/${id}`, { body: { isVerified: true, isPinned: true }, auth: admin });
    expect(verified.body.data).toMatchObject({ isVerified: true, isPinned: true });
    const tooLong = await server.api('PUT', `/creator-profiles/${id}`, { body: { bio: 'x'.repeat(2001) }, auth: owner });
    expect(tooLong.body.error.details).toEqual([{ field: 'bio', message: 'Must be at most 2000 characters' }]);

    const pinnedFirst = await server.api('GET', '/creator-profiles?limit=100');
    const order: boolean[] = pinnedFirst.body.data.items.map((p: { isPinned: boolean }) => p.isPinned);
    expect(order).toContain(false);
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    const found = await server.api('GET', '/creator-profiles?search=owner%20PERSON');
    expect(found.body.data.items.map((p: { creatorProfileId: string }) => p.creatorProfileId)).toContain(id);
    const verifiedOnly = await server.api('GET', '/creator-profiles?isVerified=true&limit=100');
    expect(verifiedOnly.body.data.items.every((p: { isVerified: boolean }) => p.isVerified)).toBe(true);

    expect((await server.api('DELETE', `/creator-profiles/${id}`, { auth: other })).status).toBe(403);
    expect((await server.api('DELETE', `/creator-profiles/${id}`, { auth: owner })).status).toBe(204);
    expect((await server.api('GET', `/creator-profiles/${id}`)).status).toBe(404);
    const session = await server.api('GET', '/auth/session', { auth: owner });
    expect(session.body.data.userInfo.roles).not.toContain('Creator');
  });

  it('lets administrators create account-less profiles and pages through the list', async () => {
    expect(
      (
        await server.api('POST', '/creator-profiles', {
          body: { fullName: 'Guest', userName: unique('guest'), userId: null },
          auth: member,
        })
      ).status,
    ).toBe(403);
    for (let i = 0; i < 3; i += 1) {
      const guest = await server.api('POST', '/creator-profiles', {
        body: { fullName: `Guest Coach ${i}`, userName: unique('guest'), userId: null },
        auth: admin,
      });
      expect(guest.status).toBe(201);
      expect(guest.body.data.userId).toBeNull();
    }
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { body: { data: { items: { creatorProfileId: string }[]; nextCursor: string | null } } } = await server.api(
        'GET',
        `/creator-profiles?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const item of page.body.data.items) {
        expect(seen.has(item.creatorProfileId)).toBe(false);
        seen.add(item.creatorProfileId);
      }
      cursor = page.body.data.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen.size).toBe(await server.db.creatorProfile.count());
    expect((await server.api('GET', '/creator-profiles?limit=0')).status).toBe(400);
  });

  it('serves creators over GraphQL with a Relay connection and typed mutation errors', async () => {
    const list = await server.gql(
      `{ creatorProfiles(first: 2) { edges { cursor node { id creatorProfileId fullName socialLinks { username profileUrl platform { socialMediaPlatformName } } } } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.creatorProfiles.edges.length).toBe(2);
    expect(list.data.creatorProfiles.pageInfo.hasNextPage).toBe(true);
    const author = await server.signUp();
    const mutation = `mutation($input: CreateCreatorProfileInput!) { createCreatorProfile(input: $input) {
      __typename ... on MutationCreateCreatorProfileSuccess { data { fullName userName } } ... on AppError { code details { field message } } } }`;
    const anonymous = await server.gql(mutation, { input: { fullName: 'A', userName: unique('a') } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const invalid = await server.gql(mutation, { input: { fullName: 'A', userName: 'no spaces allowed' } }, author);
    expect(invalid.data.createCreatorProfile).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'userName' }],
    });
    const userName = unique('gql');
    const ok = await server.gql(mutation, { input: { fullName: 'GraphQL Coach', userName } }, author);
    expect(ok.data.createCreatorProfile).toEqual({
      __typename: 'MutationCreateCreatorProfileSuccess',
      data: { fullName: 'GraphQL Coach', userName },
    });
    const viewer = await server.gql(`{ viewer { creatorProfile { userName } } }`, {}, author);
    expect(viewer.data.viewer.creatorProfile.userName).toBe(userName);
  });
});

describe('sorted creator lists with totals', () => {
  const marker = unique('crt');
  const id = (n: number) => `${marker}_${n}`;
  // Two pinned, two without a display name, a shared display name and a createdAt tie: each order is decided by
  // its columns, then by the tie-break on creatorProfileId.
  const profiles = [
    { n: 1, fullName: `${marker} Delta`, displayName: 'Zed', userName: `c${marker}`, isPinned: false, createdAt: '2020-01-03' },
    { n: 2, fullName: `${marker} Alpha`, displayName: null, userName: `E${marker}`, isPinned: true, createdAt: '2020-01-01' },
    { n: 3, fullName: `${marker} Charlie`, displayName: 'Ann', userName: `a${marker}`, isPinned: false, createdAt: '2020-01-03' },
    { n: 4, fullName: `${marker} Bravo`, displayName: null, userName: `D${marker}`, isPinned: false, createdAt: '2020-01-02' },
    { n: 5, fullName: `${marker} Echo`, displayName: 'Ann', userName: `b${marker}`, isPinned: true, createdAt: '2020-01-05' },
  ];
  const expected: Record<string, Record<(typeof DIRECTIONS)[number], number[]>> = {
    // Pinned first, then by full name; DESC reads it backwards.
    PINNED: { ASC: [2, 5, 4, 3, 1], DESC: [1, 3, 4, 5, 2] },
    // No display name: last in both directions, by full name among themselves.
    DISPLAY_NAME: { ASC: [3, 5, 1, 2, 4], DESC: [1, 5, 3, 4, 2] },
    USER_NAME: { ASC: [3, 5, 1, 4, 2], DESC: [2, 4, 1, 5, 3] },
    CREATED_AT: { ASC: [2, 4, 1, 3, 5], DESC: [5, 3, 1, 4, 2] },
  };

  beforeAll(async () => {
    for (const { n, createdAt, ...profile } of profiles) {
      await server.db.creatorProfile.create({
        data: {
          ...profile,
          creatorProfileId: id(n),
          userNameKey: profile.userName.toLowerCase(),
          searchText: creatorSearchText(profile),
          createdAt: new Date(createdAt),
        },
      });
    }
  });

  it('sorts REST pages by every field in both directions for anyone, with the total on every page', async () => {
    for (const [sort, orders] of Object.entries(expected)) {
      for (const order of DIRECTIONS) {
        const pages = await restPages(server, `/creator-profiles?search=${marker}&sort=${sort}&order=${order}`, null, 'creatorProfileId');
        expect({ sort, order, ids: pages.ids }).toEqual({ sort, order, ids: orders[order].map(id) });
        expect(pages.totalCount).toBe(5);
        expect(pages.pages).toBe(3);
      }
    }
    // The default stays pinned first, then by name.
    const byDefault = await restPages(server, `/creator-profiles?search=${marker}`, member, 'creatorProfileId');
    expect(byDefault.ids).toEqual(expected.PINNED!.ASC.map(id));
    const pinned = await restPages(
      server,
      `/creator-profiles?search=${marker}&isPinned=true&sort=USER_NAME&order=DESC`,
      null,
      'creatorProfileId',
    );
    expect(pinned).toEqual({ ids: [id(2), id(5)], totalCount: 2, pages: 1 });
    const none = await server.api('GET', `/creator-profiles?search=${marker}-nobody`);
    expect(none.body.data).toEqual({ items: [], nextCursor: null, totalCount: 0 });
  });

  it('refuses unknown sort fields and directions with per-field messages', async () => {
    const badSort = await server.api('GET', '/creator-profiles?sort=FULL_NAME&order=down');
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.details).toEqual([
      { field: 'sort', message: 'Use one of PINNED, DISPLAY_NAME, USER_NAME, CREATED_AT' },
      { field: 'order', message: 'Use ASC or DESC' },
    ]);
  });

  it('sorts GraphQL connections the same way, with totalCount', async () => {
    const query = `query($search: String, $orderBy: CreatorProfileOrder, $after: String) {
      creatorProfiles(first: 2, after: $after, filter: { search: $search }, orderBy: $orderBy) {
        totalCount edges { node { creatorProfileId } } pageInfo { hasNextPage endCursor } } }`;
    for (const [field, orders] of Object.entries(expected)) {
      for (const direction of DIRECTIONS) {
        const pages = await gqlPages(
          server,
          'creatorProfiles',
          query,
          { search: marker, orderBy: { field, direction } },
          null,
          'creatorProfileId',
        );
        expect({ field, direction, ids: pages.ids }).toEqual({ field, direction, ids: orders[direction].map(id) });
        expect(pages.totalCount).toBe(5);
      }
    }
    const byDefault = await gqlPages(server, 'creatorProfiles', query, { search: marker }, null, 'creatorProfileId');
    expect(byDefault.ids).toEqual(expected.PINNED!.ASC.map(id));
    const verified = await server.gql(
      `query($search: String) { creatorProfiles(filter: { search: $search, isVerified: true }) { totalCount edges { cursor } } }`,
      { search: marker },
    );
    expect(verified.data.creatorProfiles).toEqual({ totalCount: 0, edges: [] });
  });
});
