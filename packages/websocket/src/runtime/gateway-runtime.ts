import { FwError, HttpException, UnauthorizedException } from '@fw/core';
import { isThenable, type PoisonCheck, type SpanOrigin, type StepTracer } from '@fw/core/plugin';
import { readAckId, readEnvelope, type Envelope } from '../wire/envelope.ts';
import { wsErrors } from '../errors.ts';
import type { HandlerKind, HandlerRecord } from '../metadata/store.ts';
import type { FwSocket, NamespaceScope } from '../socket.ts';
import { answer, sendErrorAck, toAckError } from './answer.ts';
import type { Handshake } from '../handshake.ts';
import { traceHandler } from './trace-handler.ts';

type Handler = (...args: unknown[]) => unknown;

const OPEN = 1;

/** RFC 6455 §7.4.1 "unexpected condition": an `@OnOpen` that fails never completed the socket's setup. */
const INTERNAL_ERROR = 1011;
const OPEN_FAILED = 'Internal Error';

/** One gateway compiled at `listen()`: handlers bound and grouped, so a message costs one map lookup. */
export class GatewayRuntime {
  readonly name: string;
  readonly scope: NamespaceScope;
  readonly #guards: Handler[];
  readonly #open: Handler[];
  readonly #close: Handler[];
  readonly #message: Handler[];
  readonly #error: Handler[];
  readonly #drain: Handler[];
  readonly #events = new Map<string, Handler[]>();
  readonly #checkData: PoisonCheck | undefined;
  readonly #steps: StepTracer | undefined;

  constructor(
    name: string,
    instance: object,
    handlers: readonly HandlerRecord[],
    scope: NamespaceScope,
    checkData?: PoisonCheck,
    steps?: StepTracer,
  ) {
    this.name = name;
    this.scope = scope;
    this.#checkData = checkData;
    this.#steps = steps;
    const bindOne = (record: HandlerRecord) =>
      traceHandler(steps, scope.namespace, record, bindHandler(instance, record));
    const bind = (kind: HandlerKind) => handlers.filter((h) => h.kind === kind).map(bindOne);
    this.#guards = bind('upgrade');
    this.#open = bind('open');
    this.#close = bind('close');
    this.#message = bind('message');
    this.#error = bind('error');
    this.#drain = bind('drain');
    for (const record of handlers) {
      if (record.kind !== 'event' || record.event === undefined) continue;
      const list = this.#events.get(record.event) ?? [];
      list.push(bindOne(record));
      this.#events.set(record.event, list);
    }
  }

  /** With `tracing`, the active span: called in the upgrade request, which the socket's spans link to. */
  traceOrigin(): SpanOrigin | undefined {
    return this.#steps?.origin();
  }

  get hasGuards(): boolean {
    return this.#guards.length > 0;
  }

  /** `@OnUpgrade` guards in order; the first refusal wins, `false` throws a 401 the core answers. */
  async authorize(handshake: Handshake): Promise<Response | { data: unknown }> {
    let data: unknown;
    for (const guard of this.#guards) {
      const verdict = await guard(handshake);
      if (verdict === false) throw new UnauthorizedException();
      if (verdict instanceof Response) return verdict;
      if (verdict !== undefined && verdict !== true && verdict !== null) data = verdict;
    }
    return { data };
  }

  /** `@OnOpen` handlers in order, each awaited; a failure closes with 1011 (README, "Open and close"). */
  open(socket: FwSocket): Promise<void> | undefined {
    return this.#runInOrder(this.#open, socket, [socket], true);
  }

  /** Dispatch rules 1–3: the event's `@SubscribeMessage` handlers, then every `@OnMessage`. */
  message(socket: FwSocket, message: string | Uint8Array): void {
    if (this.#events.size > 0 && typeof message === 'string') {
      const envelope = readEnvelope(message);
      if (envelope !== undefined) this.#dispatch(socket, envelope);
    }
    for (const handler of this.#message) this.#call(handler, socket, message);
  }

  close(socket: FwSocket, code: number, reason: string): Promise<void> | undefined {
    return this.#runInOrder(this.#close, socket, [socket, code, reason], false);
  }

  drain(socket: FwSocket): void {
    for (const handler of this.#drain) this.#call(handler, socket, undefined);
  }

  /** Spec "Errors": a handler error goes to `@OnError`, or to the log; the socket stays open. */
  fail(socket: FwSocket, error: unknown): void {
    if (this.#error.length === 0) {
      console.error(wsErrors.unhandled(this.name, this.scope.namespace), error);
      return;
    }
    for (const handler of this.#error) {
      try {
        const result = handler(socket, error);
        if (isThenable(result)) result.then(undefined, (inner: unknown) => this.#logErrorHandlerFailure(inner));
      } catch (inner) {
        this.#logErrorHandlerFailure(inner);
      }
    }
  }

  #dispatch(socket: FwSocket, envelope: Envelope): void {
    const handlers = this.#events.get(envelope.event);
    const id = readAckId(envelope);
    let data = envelope.data;
    try {
      if (handlers !== undefined && this.#checkData !== undefined) data = this.#checkData(data);
    } catch (error) {
      // The HTTP body's 400, then acked when asked, as a handler's error is; not logged without `@OnError`.
      this.#failAnswered(socket, error);
      if (typeof id === 'string' || typeof id === 'number') sendErrorAck(socket, envelope.event, id, toAckError(error));
      return;
    }
    if (id === undefined || id === false) {
      if (id === false) this.fail(socket, new TypeError(wsErrors.badAckId(this.name, envelope.event, envelope.id)));
      if (handlers !== undefined) for (const handler of handlers) this.#call(handler, socket, data);
    } else if (handlers === undefined) {
      const message = wsErrors.noAckHandler(this.scope.namespace, envelope.event);
      sendErrorAck(socket, envelope.event, id, { statusCode: 404, message });
    } else {
      answer(handlers, socket, envelope.event, data, id, (error) => this.#failAnswered(socket, error));
    }
  }

  // An `HttpException` sent in an error ack is the client's error, as a 4xx: not logged without `@OnError`.
  #failAnswered(socket: FwSocket, error: unknown): void {
    if (this.#error.length > 0 || !(error instanceof HttpException)) this.fail(socket, error);
  }

  #call(handler: Handler, socket: FwSocket, argument: unknown): void {
    try {
      const result = handler(socket, argument);
      if (isThenable(result)) result.then(undefined, (error: unknown) => this.fail(socket, error));
    } catch (error) {
      this.fail(socket, error);
    }
  }

  #runInOrder(
    handlers: readonly Handler[],
    socket: FwSocket,
    args: unknown[],
    opening: boolean,
  ): Promise<void> | undefined {
    for (const [index, handler] of handlers.entries()) {
      if (opening && socket.readyState !== OPEN) return undefined;
      let result: unknown;
      try {
        result = handler(...args);
      } catch (error) {
        if (this.#failed(socket, error, opening)) return undefined;
        continue;
      }
      if (isThenable(result)) {
        const next = () => this.#runInOrder(handlers.slice(index + 1), socket, args, opening);
        return Promise.resolve(result).then(next, (error: unknown) =>
          this.#failed(socket, error, opening) ? undefined : next(),
        );
      }
    }
    return undefined;
  }

  // True when the sequence stops: a failed `@OnOpen` fails closed; `@OnClose` handlers all run.
  #failed(socket: FwSocket, error: unknown, opening: boolean): boolean {
    this.fail(socket, error);
    if (!opening) return false;
    if (socket.readyState === OPEN) socket.close(INTERNAL_ERROR, OPEN_FAILED);
    return true;
  }

  #logErrorHandlerFailure(error: unknown): void {
    console.error(wsErrors.errorHandlerFailed(this.name), error);
  }
}

function bindHandler(instance: object, record: HandlerRecord): Handler {
  const method = record.read(instance);
  if (typeof method !== 'function') throw new FwError(wsErrors.notBound(record.name));
  return (method as Handler).bind(instance);
}
