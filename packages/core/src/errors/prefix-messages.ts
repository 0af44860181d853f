type MessageFactories = Record<string, (...args: never[]) => string>;

/**
 * The same message factories, each text starting with `<name>: `: fw's one convention for what a package
 * throws at or logs for the developer (ARCHITECTURE.md, "Messages"). Texts a client reads stay apart.
 * @example
 * const errors = prefixMessages('@fw/static', { rootMissing: (path: string) => `root "${path}" does not exist` });
 * errors.rootMissing('/srv'); // '@fw/static: root "/srv" does not exist'
 */
export function prefixMessages<T extends MessageFactories>(name: string, factories: T): T {
  const prefixed: MessageFactories = {};
  for (const [key, message] of Object.entries(factories)) prefixed[key] = (...args) => `${name}: ${message(...args)}`;
  return prefixed as T;
}
