import type { ServerHandle } from '../types.ts';

/** What a request looks like to each part (logs, traces, metrics) once it is answered. */
export interface RequestRecord {
  readonly request: Request;
  readonly method: string;
  /** The route template (`/users/:id`); `undefined` for a 404, 405 or a fallback's answer. */
  readonly route: string | undefined;
  readonly id: string;
  readonly started: number;
}

/** A part of the instrumented path: `begin` per request, then `end` with the response or the error. */
export interface RequestObserver {
  begin(record: RequestRecord, server: ServerHandle): RequestEnd;
}

export interface RequestEnd {
  /** Runs the handler where it sees this part's context (the active span); optional. */
  run?<T>(fn: () => T): T;
  /** `bytes`: the body's size when known: its `Content-Length`, or counted as a streamed body passed. */
  end(response: Response | undefined, error: unknown, bytes: number | undefined): void;
}
