import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Viewer } from './auth/viewer.js';
import type { Language } from '../common/languages.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaStore } from './media/store.js';
import type { AuthCookies } from './auth/cookies.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { FeedEvents } from './domains/feed/events.js';

/** Structured logging for the request (pino underneath). */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Everything a service needs for one request. Built once per request by REST and GraphQL alike. */
export interface AppContext {
  db: Db;
  config: Config;
  viewer: Viewer | null;
  mailer: Mailer;
  media: MediaStore;
  cookies: AuthCookies;
  client: { ip: string; userAgent: string; origin: string };
  /** The language the request's messages are written in (messages/request-language.ts). */
  language: Language;
  limiter: RateLimiter;
  /** The feed's live channels, shared by the instances through Redis when it is configured. */
  feedEvents: FeedEvents;
  log: Log;
}

/** What lives for the whole process and every request shares. */
export type AppServices = Omit<AppContext, 'viewer' | 'cookies' | 'client' | 'language' | 'limiter' | 'log' | 'feedEvents'>;
