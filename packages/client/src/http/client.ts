import { createProxy } from './proxy.ts';
import { assignHeaders, toBaseUrl, toBody, toUrl, type HeaderSource } from './request.ts';
import { toFailure, toResult } from './result.ts';
import type { Client, ClientOptions, Result } from './types.ts';
import type { AllHeadersOptions, ClientGivenAll, GivenHeadersOptions, RequiredHeaderNames } from './given-headers.ts';
import type { WithGivenHeaders } from './given-headers.ts';

interface CallOptions {
  query?: object;
  headers?: HeaderSource;
  fetch?: RequestInit;
  resume?: boolean;
}

/**
 * Creates the typed client for a generated contract: segments are properties, a `:name` is a call.
 * @example
 * import type { App } from './generated/app.ts';
 * import { client } from '@fw/client/http';
 * const api = client<App>('', { headers: async () => ({ authorization: `Bearer ${await token()}` }) });
 * const { data, error } = await api.api.users({ id: '42' }).get();
 * if (error) alert(error.value.message);
 * else console.log(data.name);
 */
export function client<App>(baseUrl: string, options: AllHeadersOptions<App>): ClientGivenAll<App>;
// A `headers` option naming every header the routes require makes them optional in every call (above);
// `client<App, 'authorization'>`: the option gives these headers; the routes' other headers stay required.
export function client<App, Given extends RequiredHeaderNames<App> & string>(
  baseUrl: string,
  options: GivenHeadersOptions<Given>,
): Client<WithGivenHeaders<App, Given>>;
export function client<App>(baseUrl: string, options?: ClientOptions): Client<App>;
export function client<App>(baseUrl: string, options: ClientOptions = {}): Client<App> {
  const base = toBaseUrl(baseUrl);
  return createProxy([], (method, path, args) => {
    const [body, call] = /^(get|head|options)$/.test(method) ? [null, args[0]] : args;
    return send(base, options, method, path, body, (call ?? {}) as CallOptions);
  }) as Client<App>;
}

async function send(
  baseUrl: string,
  options: ClientOptions,
  method: string,
  path: readonly string[],
  body: unknown,
  call: CallOptions,
): Promise<Result<unknown>> {
  let response: Response | null = null;
  try {
    const headers = new Headers();
    const defaults = options.headers;
    // Priority, lowest first: client headers, the call's `fetch.headers`, the call's `headers`.
    assignHeaders(headers, typeof defaults === 'function' ? await defaults(`/${path.join('/')}`) : defaults);
    assignHeaders(headers, call.fetch?.headers);
    assignHeaders(headers, call.headers);
    const payload = toBody(body, headers);
    const init = { ...call.fetch, method: method.toUpperCase(), headers, body: payload };
    // The fetch standard rejects a stream body without `duplex: 'half'` (Chrome and Node enforce it).
    if (payload instanceof ReadableStream) (init as { duplex?: string }).duplex = 'half';
    const url = toUrl(baseUrl, path, call.query);
    const go = () => (options.fetch ?? fetch)(new Request(url, init));
    response = await go();
    // An event stream asked to resume is asked again, with the last event's id in `headers` (`init` holds them).
    return await toResult(response, call.resume && [go, headers], options.maxItemSize);
  } catch (error) {
    // No response (DNS, refused, aborted) is status 0; a body that fails to read or parse keeps its status.
    return toFailure(response?.status ?? 0, { message: String((error as Error | null)?.message ?? error) }, response);
  }
}
