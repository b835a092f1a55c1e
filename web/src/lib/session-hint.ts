// Whether this browser holds session cookies, as far as a script can tell (common/session-hint.ts): without the hint
// the visitor is signed out, and nothing is asked that could only fail (a session read, a token refresh).
import { SESSION_HINT_COOKIE } from '../../../common/session-hint';

export const mayHaveSession = () =>
  typeof document !== 'undefined' && document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
