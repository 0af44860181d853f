/** Which server of a stack starts a burst: A, whose broadcasts cross Redis to the members, or B, theirs. */
export type Target = 'across' | 'local';

export const STACKS = ['fw', 'socket.io'] as const;
export type StackName = (typeof STACKS)[number];

/** What redis.ts hands redis-clients.ts: where each stack's servers A and B listen, their pids, the setup. */
export interface ClientsPlan {
  readonly ports: Record<StackName, readonly [number, number]>;
  readonly pids: Record<StackName, readonly [number, number]> & { readonly redis: number };
  readonly rounds: number;
  readonly clients: number;
  readonly ticks: number;
}

/** One burst: wall-clock seconds to the last delivery; CPU seconds of the stack's A + B, Redis, the clients. */
export interface Burst {
  readonly deliveries: number;
  readonly seconds: number;
  readonly serverCpu: number;
  readonly redisCpu: number;
  readonly clientCpu: number;
}

export type Samples = Record<StackName, Record<Target, Burst[]>>;

/** How redis-clients.ts speaks to one stack's servers, over that stack's own client. */
export interface Driver<Socket> {
  open(port: number): Promise<Socket>;
  join(socket: Socket): Promise<void>;
  /** Sets what runs on each broadcast the socket gets, in place of the one before. */
  listen(socket: Socket, onTick: () => void): void;
  /** Asks the socket's server for a burst of `count` broadcasts to the room. */
  go(socket: Socket, count: number): void;
  close(socket: Socket): void;
}
