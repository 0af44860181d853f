import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isJsonAtOnce, takeJsonInHand } from '../../http/json-in-hand.ts';
import { pathInHand } from '../../http/request-path.ts';
import { forwardToReal } from './stand-in.ts';
import { RawHeaders } from './raw-headers.ts';
import { hasBody, toBodyStream, type RequestTarget } from './to-request.ts';

/**
 * The `Request` a `node:http` request is seen as: `method`, `url`, `headers`, `signal` and the body of a
 * small request are read off the `IncomingMessage`; any other member builds the Fetch `Request` and is its.
 * The body streams from the socket, pausing it while unread; `signal` aborts when the client goes first.
 */
export class NodeRequest {
  readonly method: string;
  readonly url: string;
  /** The route's `:param` values, set by the dispatcher (a field from the start: the request keeps its shape). */
  params: Record<string, string> | undefined = undefined;
  /** The URL's path, cut from the request target when the URL holds it as it came: the router reads no URL. */
  readonly [pathInHand]: string | undefined;
  readonly #message: IncomingMessage;
  readonly #out: ServerResponse;
  readonly #bodyCap: number;
  #whole: Buffer | undefined;
  readonly #type: string | undefined;
  #headers: RawHeaders | undefined;
  #controller: AbortController | undefined;
  #used = false;
  #real: Request | undefined;

  /** `whole`: the body read before dispatch; `type`: its `Content-Type`, the first line's (as `RequestHead`). */
  constructor(
    message: IncomingMessage,
    out: ServerResponse,
    target: RequestTarget,
    bodyCap: number,
    whole?: Buffer,
    type?: string,
  ) {
    this.method = message.method ?? 'GET';
    this.url = target.url;
    this[pathInHand] = target.path;
    this.#message = message;
    this.#out = out;
    this.#bodyCap = bodyCap;
    this.#whole = whole;
    this.#type = type;
  }

  get headers(): Headers {
    return (this.#headers ??= new RawHeaders(this.#message.rawHeaders)) as unknown as Headers;
  }

  // An AbortSignal costs Node 20 more than the rest of the request: made on first read, as most handlers never do.
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      const controller = (this.#controller = new AbortController());
      const out = this.#out;
      const left = () => !out.writableFinished;
      if (out.closed) {
        if (left()) controller.abort();
      } else {
        out.once('close', () => left() && controller.abort());
      }
    }
    return this.#controller.signal;
  }

  get bodyUsed(): boolean {
    return this.#used || (this.#real?.bodyUsed ?? false);
  }

  json(): Promise<unknown> {
    try {
      const text = this.#takeText();
      return text === undefined ? this.#toReal().json() : Promise.resolve(JSON.parse(text));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  [takeJsonInHand](limit: number): unknown {
    const whole = this.#whole;
    if (whole === undefined || whole.byteLength > limit || !isJsonAtOnce(this.#type)) return undefined;
    const text = this.#takeText();
    return text === undefined ? undefined : JSON.parse(text);
  }

  text(): Promise<string> {
    try {
      const text = this.#takeText();
      return text === undefined ? this.#toReal().text() : Promise.resolve(text);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** The socket it came on, for `server.requestIP()`. */
  static socketOf(request: NodeRequest): Socket {
    return request.#message.socket;
  }

  /** The Fetch `Request` it stands for, built on first need. */
  static toReal(request: NodeRequest): Request {
    return request.#toReal();
  }

  // The body read before dispatch, decoded as `Body.text()` does (UTF-8, a BOM dropped); `undefined` for a stream.
  #takeText(): string | undefined {
    if (this.#real !== undefined) return undefined;
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    const whole = this.#whole;
    if (whole === undefined) return undefined;
    this.#used = true;
    this.#whole = undefined;
    const text = whole.toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  // With the same headers and the body not yet read.
  #toReal(): Request {
    if (this.#real !== undefined) return this.#real;
    const message = this.#message;
    const init: RequestInit & { duplex?: 'half' } = { method: this.method, headers: this.#realHeaders() };
    if (this.#whole !== undefined) {
      // A Buffer from the socket is a Uint8Array over an ArrayBuffer (never a SharedArrayBuffer).
      init.body = this.#whole as Uint8Array<ArrayBuffer>;
    } else if (!this.#used && hasBody(message, this.method)) {
      init.body = toBodyStream(message, this.#bodyCap);
      // undici refuses a stream body without it (Fetch: a request body is sent half-duplex).
      init.duplex = 'half';
    }
    const real = new Request(this.url, init);
    // From now on the stand-in's headers are the request's own, as `request.headers` is one object.
    if (this.#headers !== undefined) RawHeaders.adopt(this.#headers, real.headers);
    return (this.#real = real);
  }

  #realHeaders(): Headers {
    return this.#headers === undefined
      ? RawHeaders.toHeaders(this.#message.rawHeaders)
      : RawHeaders.toReal(this.#headers);
  }
}

forwardToReal(NodeRequest, Request, NodeRequest.toReal);
