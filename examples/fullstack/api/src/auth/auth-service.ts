import { createHmac, timingSafeEqual } from 'node:crypto';
import { Service } from '@fw/core';

export interface Session {
  token: string;
  name: string;
}

/** Signs tokens; set `AUTH_SECRET` outside a demo. */
const SECRET = process.env.AUTH_SECRET ?? 'fw-example: set AUTH_SECRET';

/**
 * Demo authentication: `login` hands out a signed token, `<name>.<signature>`, which outlives a restart of
 * the API (nothing is stored), so a chat tab reconnects after one. The framework prescribes no mechanism
 * (spec, "Authentication"); the point is where the checks sit: an `Authorization` header on HTTP, a token
 * checked when a WebSocket opens.
 */
@Service()
export class AuthService {
  login(name: string): Session {
    const payload = Buffer.from(name).toString('base64url');
    return { token: `${payload}.${sign(payload)}`, name };
  }

  verify(token: string | null | undefined): Session | undefined {
    const [payload = '', signature = '', extra] = (token ?? '').split('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    const signed = given.length === expected.length && timingSafeEqual(given, expected);
    if (!signed || payload === '' || extra !== undefined) return undefined;
    return { token: token as string, name: Buffer.from(payload, 'base64url').toString() };
  }

  /** `Bearer <token>` → the session, or `undefined`. */
  fromAuthorization(header: string | undefined): Session | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    return this.verify(match?.[1]);
  }
}

function sign(payload: string): string {
  return createHmac('sha256', SECRET).update(payload).digest('base64url');
}
