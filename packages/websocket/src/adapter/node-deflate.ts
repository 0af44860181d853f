import type { ResolvedConfig } from '../config/config.ts';

/** What `perMessageDeflate` becomes on `ws`: its server option, and whether this side compresses at all. */
export interface WsDeflate {
  readonly options: false | Readonly<Record<string, unknown>>;
  readonly compress: boolean;
}

/**
 * The spec's `perMessageDeflate` for `ws`: `'shared'` (uWS' shared window) is `ws` without context takeover,
 * any other compressor keeps its context; `threshold: 0` because fw decides per send (`shouldCompress`).
 * @example
 * toWsDeflate({ compress: 'shared', decompress: true }); // no context takeover, compressing
 */
export function toWsDeflate(setting: ResolvedConfig['perMessageDeflate']): WsDeflate {
  if (setting === false) return { options: false, compress: false };
  const { compress, decompress } = setting === true ? { compress: true, decompress: true } : setting;
  const compressing = isOn(compress);
  const decompressing = isOn(decompress);
  if (!compressing && !decompressing) return { options: false, compress: false };
  return {
    options: {
      threshold: 0,
      serverNoContextTakeover: compress === 'shared',
      clientNoContextTakeover: decompress === 'shared',
    },
    compress: compressing,
  };
}

// An object without the key asks for nothing, as Bun reads it.
function isOn(value: boolean | string | undefined): boolean {
  return value !== undefined && value !== false && value !== 'disable';
}
