// One mapped type over the plain `Sockets` object (README "Gateways"); a leaf is `{ emit; on }`.

/** A contract node; an event's slot is read by key (`E[K]['data']`), cheaper for tsc than `infer`. */
// biome-ignore lint/suspicious/noExplicitAny: `any` keeps the shape check cheap for tsc (README, "Type-check speed").
type Shape = Record<string, any>;

/** A gateway leaf of `Sockets` (the key `connect`). */
export interface GatewayLeaf {
  emit: Shape;
  on: Shape;
}

/** The data argument of an emit: optional when the event takes `undefined`. */
type DataArgs<D> = undefined extends D ? [data?: D] : [data: D];

/** `emitWithAck`'s `(data, options?)`, the data optional when the event takes `undefined`. */
type AckArgs<D> = undefined extends D ? [data?: D, options?: AckOptions] : [data: D, options?: AckOptions];

/** `status`: the socket's state, and what `onClose` says it goes on to. */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Options of `emitWithAck`. */
export interface AckOptions {
  /** Milliseconds to wait for the answer, `Infinity` for no limit; default 10,000. */
  timeout?: number;
}

/** Why an `emitWithAck` promise rejected: the server's error ack (`status` its `statusCode`), or 0: no answer. */
export interface AckError extends Error {
  status: number;
}

/** What `onClose` gets. */
export interface SocketClose {
  code: number;
  reason: string;
  /** True when the client reconnects next (after its backoff); false when it stays closed. */
  reconnecting: boolean;
}

/** Backoff of the reconnects: `delay × 2^attempt`, at most `maxDelay`, ± `jitter` of it at random. */
export interface ReconnectOptions {
  /** Milliseconds before the first retry; default 1,000. */
  delay?: number;
  /** The longest wait between two retries; default 5,000. */
  maxDelay?: number;
  /** How much of each delay is random (0 to 1); default 0.5. */
  jitter?: number;
  /** Failed attempts in a row before the client gives up and closes; default `Infinity`. */
  attempts?: number;
}

/** Options of `connect()`. */
export interface ConnectOptions {
  /** Added to the gateway URL's query (`undefined` and `null` left out): a browser WebSocket sends no headers. */
  query?: Record<string, string | number | boolean | null | undefined>;
  protocols?: string | string[];
  /** Reconnect after an unexpected close (default `true`); `false` never does. */
  reconnect?: boolean | ReconnectOptions;
  /** Close codes never reconnected besides 1000: the app's refusals, such as `[4001]` for a bad token. */
  finalCloseCodes?: readonly number[];
  /** How many emits wait while the socket is not open, sent once it opens; default 100, the oldest dropped. */
  buffer?: number;
  /** Called on every open, the first and each reconnect: where an app joins its rooms again. */
  onOpen?: (event: { reconnected: boolean }) => void;
  /** Called on every close. */
  onClose?: (event: SocketClose) => void;
}

/** One connection to a gateway: `on`/`off` for what the server sends, `emit` and `emitWithAck` for what it takes. */
export interface SocketClient<L extends GatewayLeaf> {
  readonly status: SocketStatus;
  /** Listens to a server event; returns the function that stops listening (as `off` does). */
  on<K extends keyof L['on'] & string>(event: K, listener: (data: L['on'][K]) => void): () => void;
  off<K extends keyof L['on'] & string>(event: K, listener: (data: L['on'][K]) => void): void;
  /** Sends `{ event, data }`; buffered while the socket is not open. */
  emit<K extends keyof L['emit'] & string>(event: K, ...data: DataArgs<L['emit'][K]['data']>): void;
  /** Sends `{ event, data, id }` and resolves with the handler's answer (see `AckError` for rejections). */
  emitWithAck<K extends keyof L['emit'] & string>(
    event: K,
    ...args: AckArgs<L['emit'][K]['data']>
  ): Promise<L['emit'][K]['ack']>;
  /** Closes for good (default 1000); pending acks reject. */
  close(code?: number, reason?: string): void;
  /** Connects again after the socket closed (a final close code, `close()`, or reconnects given up). */
  reconnect(): void;
}

/** A node of `Sockets`: segments are properties, `connect` opens the gateway at that path. */
type SocketNode<Node> = {
  [K in keyof Node]: K extends 'connect'
    ? Node[K] extends GatewayLeaf
      ? (options?: ConnectOptions) => SocketClient<Node[K]>
      : never
    : SocketNode<Node[K]>;
};

/**
 * The typed socket client for a generated `Sockets` contract; `{}` without one.
 * @example
 * type Chat = SocketTree<Sockets>;
 */
export type SocketTree<Node> = [Node] extends [object] ? SocketNode<Node> : {};
