import { prefixMessages } from '@fw/core/plugin';

/** Every message the package throws or logs, naming what is at fault (ARCHITECTURE.md, "Messages"). */
export const wsErrors = {
  ...prefixMessages('@fw/websocket', {
    notAGateway: (name: string) =>
      `${name} was passed to WebSocketPlugin.create() but has no @Gateway(path) decorator.`,
    duplicatePath: (path: string, first: string, second: string) =>
      `gateways ${first} and ${second} both declare the path '${path}'; each gateway owns one path.`,
    badPath: (owner: string, value: unknown) =>
      `@Gateway() on ${owner} needs a non-empty string path, got ${String(value)}.`,
    patternPath: (owner: string, path: string) =>
      `@Gateway('${path}') on ${owner}: a gateway path is one fixed path, and also the namespace that scopes its ` +
      `rooms, so it takes no :param or * segment (every matching URL would share one namespace and its rooms). Use ` +
      `a fixed path and read the id from the handshake, e.g. @Gateway('/rooms') with ws://host/rooms?id=42 and ` +
      `socket.join(\`room:\${socket.handshake.query.get('id')}\`).`,
    colonPath: (owner: string, path: string) =>
      `@Gateway('${path}') on ${owner}: a gateway path takes no ':', because it is the namespace ` +
      `in the runtime topic of each of its rooms (ns:<path>:room:<room>), where a ':' would let a room of one ` +
      'namespace share a topic with a room of another.',
    notAList: (value: string) =>
      `WebSocketPlugin.create() takes an array of gateway classes, got ${value}; write ` +
      `WebSocketPlugin.create([ChatGateway]).`,
    secondHandler: () =>
      'this app already has a WebSocket handler (a second WebSocketPlugin, or another WebSocket plugin); ' +
      'the runtime takes one per server, so pass every gateway to one WebSocketPlugin.create([...]) call.',
    badEvent: (owner: string, value: unknown) =>
      `@SubscribeMessage() on ${owner} needs a non-empty string event name, got ${String(value)}.`,
    staticHandler: (decorator: string, owner: string) =>
      `${decorator} on static method ${owner}: gateway handlers must be instance methods.`,
    notAMethod: (decorator: string, owner: string) => `${decorator} can only decorate a method; ${owner} is not one.`,
    noMetadata: (name: string) =>
      `the decorator on ${name} received no context.metadata; this runtime does not implement TC39 decorator ` +
      `metadata, so enable experimentalDecorators.`,
    badRoom: (value: unknown) =>
      `a room is named by one string, got ${Array.isArray(value) ? JSON.stringify(value) : String(value)}; ` +
      (Array.isArray(value)
        ? "socket.io's to([...]) and join([...]) take a list, fw's take one room: call them once per room."
        : 'pass its name.'),
    badOption: (option: string, expected: string, value: unknown) =>
      `config option '${option}' must be ${expected}, got ${JSON.stringify(value)}.`,
    unknownOption: (option: string, known: readonly string[]) =>
      `unknown config option '${option}'; the options are ${known.join(', ')}.`,
    badRedisOption: (option: string, expected: string, value: unknown) =>
      `RedisAdapter option '${option}' must be ${expected}, got ${JSON.stringify(value)}.`,
    unknownRedisOption: (option: string, known: readonly string[]) =>
      `unknown RedisAdapter option '${option}'; the options are ${known.join(', ')}.`,
    redisMissing: () => 'RedisAdapter on Node uses node-redis: install it beside @fw/websocket (npm install redis@4)',
    wsMissing: () =>
      'WebSocket gateways on Node use the ws package: install it beside @fw/websocket (npm install ws@8)',
    redisUnreachable: (url: string, cause: string) =>
      `RedisAdapter could not connect to Redis at ${url} (${cause}); start Redis there or fix ` +
      "the adapter's url, e.g. new RedisAdapter({ url: process.env.REDIS_URL ?? 'redis://localhost:6379' }).",
    redisAuth: (url: string, reply: string) =>
      `RedisAdapter: Redis at ${url} refused the credentials (${reply}); put the right ones in the adapter's url, ` +
      'redis://:password@host:6379 or redis://user:password@host:6379 (e.g. from process.env.REDIS_URL).',
    redisSilent: (url: string, timeout: number) =>
      `RedisAdapter got no answer from Redis at ${url} within connectionTimeout ${timeout} ms (a connection was ` +
      "accepted or pending, but nothing answered); check that Redis listens there, or raise the adapter's " +
      'connectionTimeout option.',
    redisDown: (url: string) =>
      `RedisAdapter has lost Redis at ${url}, so the cluster's counts are unknown until it ` +
      'reconnects; the per-process getCount() still answers.',
    redisLost: (url: string, cause: string) =>
      `RedisAdapter lost Redis at ${url} (${cause}); local delivery goes on, messages to and from ` +
      'other processes are dropped until it reconnects (it retries every 2 s at most).',
    redisBack: (url: string) => `RedisAdapter reconnected to Redis at ${url}; delivery across processes resumed.`,
    notRunning: (member: string) =>
      `RoomManager.${member}() needs a running server; call it after app.listen() (for example in an HTTP handler ` +
      `or an onListen hook), not during bootstrap or after stop().`,
    noGateway: (member: string, room: string) =>
      `RoomManager.${member}(${quote(room)}): this app has no gateway, so no rooms.`,
    ofNotAGateway: (name: string) =>
      `RoomManager.of(${name}): ${name} has no @Gateway(path) decorator; pass a gateway class or a gateway path.`,
    unknownNamespace: (namespace: string, known: readonly string[]) =>
      `RoomManager.of('${namespace}'): no gateway has that path (known: ${known.join(', ') || 'none'}).`,
    badCloseCode: (code: number) =>
      `FwSocket.close(${code}): a close code must be 1000–1003, 1007–1014 or 3000–4999 (RFC 6455 §7.4); 1004–1006 ` +
      `and 1015 are reserved and the other numbers are not close codes.`,
    badAckId: (gateway: string, event: string, id: unknown) =>
      `a '${event}' frame to ${gateway} carried the ack id ${JSON.stringify(id)}; an ack id is a ` +
      'string or a number, so no ack was sent (its handlers ran as for a frame without an id).',
    notBound: (name: string) => `${name} is not a method of the resolved gateway instance.`,
    beforeInit: (gateway: string) =>
      `an upgrade request reached ${gateway} before the app's onInit hooks compiled its handler.`,
    unhandled: (gateway: string, namespace: string) =>
      `unhandled error in a handler of ${gateway} (namespace '${namespace}'); add an @OnError() handler to handle it:`,
    errorHandlerFailed: (gateway: string) => `an @OnError handler of ${gateway} threw:`,
  }),
  // Sent to the client in an error ack: the event names what it asked for, so the namespace is enough.
  noAckHandler: (namespace: string, event: string) => `Not Found: ${namespace} has no handler for the event '${event}'`,
  // HTTP answers on a gateway path (the body of the core's error JSON).
  upgradeRequired: (namespace: string) => `Upgrade Required: ${namespace} is a WebSocket endpoint`,
  badHandshake: () => 'Bad Request: invalid WebSocket handshake',
  shuttingDown: (namespace: string) =>
    `Service Unavailable: the server is shutting down and ${namespace} accepts no new WebSocket connections`,
} as const;

/** What a missing-provider error says about RoomManager and NamespaceRegistry (`PROVIDED_BY` in @fw/core). */
export const WEBSOCKET_PLUGIN_HINT =
  '@fw/websocket: add app.use(WebSocketPlugin.create([...gateways])) before listen()';

function quote(room: unknown): string {
  return typeof room === 'string' ? `'${room}'` : JSON.stringify(room);
}
