import type { FastifyRequest } from 'fastify';
import { acceptedLanguage, chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '../../common/languages.js';
import type { Viewer } from '../auth/viewer.js';

/**
 * The language an API request's messages come in: the address's `?lang=`, else the signed-in member's setting (so
 * every device and API client of theirs hears the same), else the visitor's choice kept in the web app's cookie,
 * else the first of the Accept-Language header's that the server speaks, else English.
 */
export function requestLanguage(request: FastifyRequest, viewer: Viewer | null): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return chooseLanguage(
    typeof asked === 'string' ? asked : null,
    viewer?.language,
    request.cookies[LANGUAGE_COOKIE],
    acceptedLanguage(request.headers['accept-language']),
  );
}
