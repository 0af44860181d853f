/** Who is signed in, in this tab: the name and the token `POST /api/auth/login` signed. */
export interface SignedIn {
  readonly name: string;
  readonly token: string;
}

const KEY = 'fw-example-session';
const CHANGED = 'fw-session';

/** The tab's session: `sessionStorage` keeps it through a reload, and each tab signs in on its own. */
export function currentSession(): SignedIn | undefined {
  const stored = sessionStorage.getItem(KEY);
  return stored === null ? undefined : (JSON.parse(stored) as SignedIn);
}

export function saveSession(session: SignedIn | undefined): void {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` after each sign-in or sign-out, until `signal` aborts. */
export function onSessionChange(listener: () => void, signal?: AbortSignal): void {
  window.addEventListener(CHANGED, listener, { signal });
}

/**
 * The header `AuthGuard` reads, as the contract asks for it on guarded routes. Signed out it is empty,
 * and the API answers 401, which the page shows.
 *
 * @example
 * await fw.api.users.post(body, { headers: authorization() });
 */
export function authorization(): { authorization: string } {
  const session = currentSession();
  return { authorization: session ? `Bearer ${session.token}` : '' };
}
