import { Service } from '@fw/core';

export interface Session {
  token: string;
  name: string;
}

/**
 * Demo authentication: `login` hands out an opaque token kept in memory. The framework prescribes no
 * mechanism (spec, "Authentication"); the point is where the checks sit: an `Authorization` header on
 * HTTP, a token checked when a WebSocket opens.
 */
@Service()
export class AuthService {
  readonly #sessions = new Map<string, Session>();

  login(name: string): Session {
    const session = { token: crypto.randomUUID(), name };
    this.#sessions.set(session.token, session);
    return session;
  }

  verify(token: string | null | undefined): Session | undefined {
    return token ? this.#sessions.get(token) : undefined;
  }

  /** `Bearer <token>` → the session, or `undefined`. */
  fromAuthorization(header: string | undefined): Session | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    return this.verify(match?.[1]);
  }
}
