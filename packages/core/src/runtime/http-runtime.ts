import type { HttpServerHandle, RuntimeWebSocketHandler, ServerHandle } from '../types.ts';
import type { RouteHandler, RouteTable } from '../routing/route-table.ts';
import type { Drain } from '../pipeline/close-connection.ts';
import type { ClusterRuntime } from '../cluster/protocol.ts';
import type { PlainAnswers } from './plain-answers.ts';

/**
 * What `Fw` needs from the runtime it serves HTTP on; `new Fw({ runtime })`, Bun's by default (`adapter/`).
 * @example
 * const app = new Fw({ runtime: myRuntime }).controllers([UsersController]);
 */
export interface HttpRuntime {
  /** Shown in messages: `Bun`. */
  readonly name: string;
  /** Starts a server over the compiled table; throws (or rejects) when it cannot bind. */
  serve(options: ServeOptions): RunningServer | Promise<RunningServer>;
  /** Forks the processes of `listen(port, { workers })`; a runtime without it refuses `workers`. */
  readonly workers?: ClusterRuntime;
  /** How routes make their string, JSON and empty answers; the Fetch API's `Response`s when absent. */
  readonly answers?: PlainAnswers;
}

/** What `serve()` gets: the app compiled once, and how to bind. */
export interface ServeOptions {
  readonly port: number;
  /** `SO_REUSEPORT`: only a worker of `listen(port, { workers })` shares its port. */
  readonly reusePort: boolean;
  readonly hostname: string | undefined;
  /** fw's own body limit; the runtime must not cut below it. */
  readonly bodyLimit: number;
  /** Path → method → a fixed `Response` or a handler; a runtime with a native router may take it as is. */
  readonly routes: RouteTable;
  /** fw's own matcher, then 405, 501, the plugins' fallbacks and 404; a runtime without a router sends it all. */
  readonly fallback: RouteHandler;
  /** The WebSocket plugin's handler, or `undefined`; a runtime without WebSockets throws when it is set. */
  readonly websocket: RuntimeWebSocketHandler | undefined;
  /** For errors a raw handler throws (controller handlers catch their own). */
  readonly onError: (error: unknown) => Response;
  /** Read by the runtime's drain: while `closing`, every response it sends says `Connection: close`. */
  readonly drain: Drain;
}

/** A listening server, as `serve()` returns it. */
export interface RunningServer {
  /** What handlers see as `server`: a `ServerHandle` where the runtime serves WebSockets, else its HTTP part. */
  readonly handle: ServerHandle | HttpServerHandle;
  /** From now on every response says `Connection: close`, whatever answers it. */
  drain(): void;
  /** Resolves when in-flight requests have finished (at once with `force`); README "Draining keep-alive". */
  stop(force: boolean): Promise<void>;
}
