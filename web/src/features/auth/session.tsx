// The session of spec §4/§7: GET /api/auth/session gives data.userInfo. Status: loading while the first check runs
// with no data or error; authenticated when userInfo is present and there is no error; otherwise unauthenticated.
// It revalidates on window focus and when the browser comes back online, dedupes checks for 30 000 ms and never
// retries; a 401 is the normal signed-out answer and is not logged, nor is a check the browser could not send for
// being offline; other errors are logged with console.error.
// updateSession(changes) sends PUT /api/user with the current userInfo merged with the changes, applied
// optimistically and rolled back (with an error toast) when the server refuses. logout() calls sign-out (a failure
// is only logged), clears the session, tells every tab (a window 'auth-change' event and the 'auth-event' storage
// key) and goes to /auth/login. Other tabs drop their session when 'auth-event' changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/toaster';
import {
  AUTH_CHANGE_EVENT,
  AUTH_EVENT_STORAGE_KEY,
  AUTH_SESSION_URL,
  AUTH_SIGNOUT_URL,
  LOGIN_PATH,
  ROLES,
  SESSION_DEDUPE_MS,
} from '../../lib/constants';
import { RequestError, errorMessage } from '../../lib/errors';
import { navigateTo } from '../../lib/navigation';
import { isOfflineError } from '../../lib/online';
import { request } from '../../lib/request';
import { mayHaveSession } from '../../lib/session-hint';
import { readStorage, writeStorage } from '../../lib/storage';
import type { TFunction } from '../../i18n';
import type { OnboardingStatus, TrainingGoal } from '../../../../common/member-profile';
import type { Language } from '../../../../common/languages';

export type MeasurementSystemCode = 'METRIC' | 'IMPERIAL';
export type Gender = 'Male' | 'Female';

export interface MediaAssetJson {
  mediaAssetId: string;
  fileUrl: string;
  fileName?: string;
  thumbHash?: string | null;
  description?: string | null;
}

/** What only the member sees of themselves. Body weight is in kilograms. */
export interface UserPrivateMeta {
  gender: Gender;
  // Optional: a session remembered on this device by an older build has neither.
  bodyWeightKg?: number | null;
  trainingGoals?: TrainingGoal[];
}

export interface UserInfo {
  userId: string;
  email: string;
  userName: string;
  userTimezone: string | null;
  roles: string[];
  measurementSystem: MeasurementSystemCode | null;
  /** The interface language the member chose; null (or absent, from an older build) follows the device. */
  language?: Language | null;
  emailConfirmed: boolean;
  creatorProfile: { creatorProfileId: string; userName: string; profilePhoto: MediaAssetJson | null } | null;
  userPrivateMeta: UserPrivateMeta;
  onboardingStatus?: OnboardingStatus;
}

/** The fields PUT /api/user accepts. */
export interface SessionChanges {
  userName?: string;
  userTimezone?: string | null;
  measurementSystem?: MeasurementSystemCode | null;
  language?: Language | null;
  userPrivateMeta?: Partial<UserPrivateMeta>;
  onboardingStatus?: OnboardingStatus;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionSnapshot {
  /** undefined: never loaded; null: signed out. */
  data: UserInfo | null | undefined;
  error: unknown;
  isValidating: boolean;
  /** True after an explicit logout (here or in another tab): guards go to the login page without a callbackUrl. */
  signedOut: boolean;
}

const REMEMBERED_USER_KEY = 'liftmates.last-user';

/** No answer at all, as opposed to the server's answer (an HTTP status): the browser is offline or the server away. */
const isOffline = (error: unknown) => !(error instanceof RequestError && error.status > 0);

function rememberUser(userInfo: UserInfo | null) {
  writeStorage(REMEMBERED_USER_KEY, userInfo ? JSON.stringify(userInfo) : '');
}

function rememberedUser(): UserInfo | null {
  const text = readStorage(REMEMBERED_USER_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as UserInfo;
  } catch {
    return null;
  }
}

export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.isValidating && snapshot.data === undefined && !snapshot.error) return 'loading';
  if (snapshot.data === undefined && !snapshot.error) return 'loading';
  return snapshot.data && !snapshot.error ? 'authenticated' : 'unauthenticated';
}

function mergeUserInfo(current: UserInfo, changes: SessionChanges): UserInfo {
  return {
    ...current,
    ...(changes.userName !== undefined ? { userName: changes.userName } : {}),
    ...(changes.userTimezone !== undefined ? { userTimezone: changes.userTimezone } : {}),
    ...(changes.measurementSystem !== undefined ? { measurementSystem: changes.measurementSystem } : {}),
    ...(changes.language !== undefined ? { language: changes.language } : {}),
    ...(changes.onboardingStatus !== undefined ? { onboardingStatus: changes.onboardingStatus } : {}),
    userPrivateMeta: { ...current.userPrivateMeta, ...(changes.userPrivateMeta ?? {}) },
  };
}

export interface SessionStoreOptions {
  dedupeMs?: number;
  now?: () => number;
  /** Called after logout or another tab's logout, to drop other caches (Apollo's store). */
  onSignOut?: () => void | Promise<unknown>;
  /** The session already known when the app starts (null: signed out, as a server-rendered page was). */
  initial?: UserInfo | null;
}

/** The session outside React, so the 401 flow, pull-to-refresh and tests can reach it. */
export class SessionStore {
  private snapshot: SessionSnapshot = { data: undefined, error: null, isValidating: false, signedOut: false };
  private listeners = new Set<() => void>();
  private inflight: Promise<UserInfo | null> | null = null;
  private lastStartedAt = -Infinity;
  private updateSeq = 0;
  private readonly dedupeMs: number;
  private readonly now: () => number;
  onSignOut: (() => void | Promise<unknown>) | undefined;
  /** The interface's texts in the language shown, for the messages the store shows itself (SessionProvider's). */
  t: TFunction | undefined;

  constructor(options: SessionStoreOptions = {}) {
    this.dedupeMs = options.dedupeMs ?? SESSION_DEDUPE_MS;
    this.now = options.now ?? (() => Date.now());
    this.onSignOut = options.onSignOut;
    if (options.initial !== undefined) this.snapshot = { ...this.snapshot, data: options.initial };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Every reader re-renders on a change, synchronously: a patch that changes nothing is no change. */
  private set(patch: Partial<SessionSnapshot>) {
    const next = { ...this.snapshot, ...patch };
    const keys = Object.keys(next) as (keyof SessionSnapshot)[];
    if (keys.every((key) => Object.is(next[key], this.snapshot[key]))) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Fetch the session unless a check started less than dedupeMs ago (force skips the dedupe, never a running check). */
  revalidate = (options: { force?: boolean } = {}): Promise<UserInfo | null> => {
    if (this.inflight) return this.inflight;
    if (!options.force && this.now() - this.lastStartedAt < this.dedupeMs) return Promise.resolve(this.snapshot.data ?? null);
    this.lastStartedAt = this.now();
    if (!mayHaveSession()) {
      rememberUser(null);
      this.set({ data: null, error: null, isValidating: false });
      return Promise.resolve(null);
    }
    // A check only shows while nothing is known yet (the status is 'loading'); a known session re-checks quietly.
    if (this.snapshot.data === undefined) this.set({ isValidating: true });
    this.inflight = request<{ userInfo: UserInfo }>({ url: AUTH_SESSION_URL, auth: 'silent' })
      .then((result) => {
        const userInfo = result?.userInfo ?? null;
        rememberUser(userInfo);
        this.set({ data: userInfo, error: null, isValidating: false, ...(userInfo ? { signedOut: false } : {}) });
        return userInfo;
      })
      .catch((error: unknown) => {
        if (error instanceof RequestError && error.status === 401) {
          this.set({ data: null, error: null, isValidating: false });
          return null;
        }
        if (!isOfflineError(error)) console.error('Session check failed', error);
        // A failed check keeps a known user signed in (a network blip is not a sign-out). Opened without a network
        // (a reload in a gym without signal), the user this browser last saw signed in carries on, so the logger
        // can show what waits on this device; with no such user it is an error.
        const known = this.snapshot.data ?? (isOffline(error) ? rememberedUser() : null);
        this.set({ error: known ? null : error, isValidating: false, data: known });
        return known;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  };

  /** Put a known userInfo in place (after signing in or a server answer). */
  setUserInfo = (userInfo: UserInfo | null) => {
    rememberUser(userInfo);
    this.lastStartedAt = this.now();
    this.set({ data: userInfo, error: null, isValidating: false, signedOut: userInfo ? false : this.snapshot.signedOut });
  };

  /** PUT /api/user with the current userInfo merged with the changes; optimistic, rolled back on failure. */
  update = async (changes: SessionChanges): Promise<UserInfo> => {
    const previous = this.snapshot.data;
    if (!previous) throw new Error('Sign in to change your settings');
    const merged = mergeUserInfo(previous, changes);
    const seq = ++this.updateSeq;
    this.set({ data: merged });
    try {
      const body = {
        userName: merged.userName,
        userTimezone: merged.userTimezone,
        measurementSystem: merged.measurementSystem,
        language: merged.language,
        userPrivateMeta: merged.userPrivateMeta,
        onboardingStatus: merged.onboardingStatus,
      };
      const saved = (await request<UserInfo>({ url: '/user', method: 'PUT', data: body })) ?? merged;
      // A later update already sent the newer state: its answer will be the one applied.
      if (seq === this.updateSeq) this.set({ data: saved });
      return saved;
    } catch (error) {
      // Roll back only what this update changed, keeping anything that arrived meanwhile.
      if (this.snapshot.data === merged) this.set({ data: previous });
      const message = errorMessage(error);
      if (this.t) notify.error(this.t('app.session.updateFailed'), { description: message });
      else notify.error(message);
      throw error;
    }
  };

  /**
   * Drop the session here (no server call). explicit (default): a logout, so guards go to the login page without a
   * callbackUrl; false: the session ran out (failed refresh), so they keep the callbackUrl.
   */
  clear = (options: { explicit?: boolean } = {}) => {
    rememberUser(null);
    this.lastStartedAt = this.now();
    this.set({ data: null, error: null, isValidating: false, signedOut: options.explicit ?? true });
    void Promise.resolve(this.onSignOut?.()).catch((error: unknown) => console.error('Clearing cached data failed', error));
  };

  logout = async () => {
    try {
      await request({ url: AUTH_SIGNOUT_URL, method: 'POST', data: {}, auth: 'none' });
    } catch (error) {
      console.error('Logout call failed', error);
    }
    this.clear();
    window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
    writeStorage(AUTH_EVENT_STORAGE_KEY, String(Date.now()));
    navigateTo(LOGIN_PATH);
  };
}

interface SessionContextValue {
  store: SessionStore;
  snapshot: SessionSnapshot;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children, store: given }: { children: ReactNode; store?: SessionStore }) {
  const [store] = useState(() => given ?? new SessionStore());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { t } = useTranslation();

  useEffect(() => {
    store.t = t;
  }, [store, t]);

  useEffect(() => {
    void store.revalidate({ force: true });
    const onFocus = () => void store.revalidate();
    const onOnline = () => void store.revalidate();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_EVENT_STORAGE_KEY || event.newValue === null) return;
      const wasSignedIn = !!store.getSnapshot().data;
      store.clear();
      if (wasSignedIn && !window.location.pathname.startsWith('/auth/')) navigateTo(LOGIN_PATH);
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  const value = useMemo(() => ({ store, snapshot }), [store, snapshot]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export interface Session {
  status: SessionStatus;
  userInfo: UserInfo | null;
  error: unknown;
  signedOut: boolean;
  roles: string[];
  isAdmin: boolean;
  isCreator: boolean;
  /** §6: Anon and User flags derive from the roles list. */
  isAnon: boolean;
  isUser: boolean;
  revalidate(options?: { force?: boolean }): Promise<UserInfo | null>;
  updateSession(changes: SessionChanges): Promise<UserInfo>;
  setUserInfo(userInfo: UserInfo | null): void;
  logout(): Promise<void>;
  store: SessionStore;
}

export function useSessionStore(): SessionStore {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value.store;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  const { store, snapshot } = value;
  const status = sessionStatus(snapshot);
  const userInfo = status === 'authenticated' ? (snapshot.data ?? null) : null;
  const roles = useMemo(() => userInfo?.roles ?? [], [userInfo]);
  return {
    status,
    userInfo,
    error: snapshot.error,
    signedOut: snapshot.signedOut,
    roles,
    isAdmin: roles.includes(ROLES.admin),
    isCreator: roles.includes(ROLES.creator),
    isAnon: !userInfo,
    isUser: !!userInfo && roles.includes(ROLES.user),
    revalidate: store.revalidate,
    updateSession: store.update,
    setUserInfo: store.setUserInfo,
    logout: store.logout,
    store,
  };
}

/** §4: the user's time zone when signed in and set, else the browser's, else UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function useTimeZone(): string {
  const { status, userInfo } = useSession();
  if (status === 'authenticated' && userInfo?.userTimezone) return userInfo.userTimezone;
  return browserTimeZone();
}

/** Sign the session in after an auth call answered {accessToken, userInfo}. */
export function useSignedIn() {
  const store = useSessionStore();
  return useCallback((userInfo: UserInfo) => store.setUserInfo(userInfo), [store]);
}
