// The session cookies are HttpOnly, so the web app cannot see whether it holds one. This cookie, readable by scripts
// and holding nothing secret, says that it may: the server sets it beside the session cookies and clears it with them,
// and without it the app knows the visitor is signed out without asking the server (a request that would fail).
export const SESSION_HINT_COOKIE = 'liftmates-session';
