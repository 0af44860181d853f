import type { Constructor } from '../types.ts';
import type { Token } from '../metadata/token.ts';
import type { Provider } from './provider.ts';
import { readClassRecord } from '../metadata/store.ts';
import { readParamTypes } from '../metadata/polyfill.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { describeToken, readParameterNames, readProvidedBy } from './describe.ts';
import { readSeenForm } from '../decorators/form.ts';

// What `design:paramtypes` says for an interface, a primitive or a union: nothing injectable.
const NOT_INJECTABLE = new Set<unknown>([Object, String, Number, Boolean, Symbol, BigInt, Array, Function, Promise]);

/** One container of singletons, built eagerly so a missing provider fails `listen()`, not a request. */
export class Container {
  readonly #providers = new Map<Token, Provider>();
  readonly #overrides = new Map<Token, Provider>();
  readonly #instances = new Map<Token, unknown>();
  /** Instances of classes in construction order (dependencies first): the order of lifecycle hooks. */
  readonly #created: object[] = [];
  #built = false;

  register(token: Token, provider: Provider): void {
    const existing = this.#providers.get(token);
    if (existing !== undefined && !this.#overrides.has(token)) {
      if (existing.kind === 'class' && provider.kind === 'class' && existing.cls === provider.cls) return;
      throw new FwError(messages.providerConflict(describeToken(token)));
    }
    this.#providers.set(token, provider);
  }

  override(token: Token, provider: Provider): void {
    this.#overrides.set(token, provider);
  }

  has(token: Token): boolean {
    return this.#providers.has(token) || this.#overrides.has(token);
  }

  /** Makes every provider, in registration order (overrides of unregistered tokens last). */
  async build(): Promise<void> {
    const tokens = new Set([...this.#providers.keys(), ...this.#overrides.keys()]);
    for (const token of tokens) await this.#instantiate(token, []);
    this.#built = true;
  }

  get built(): boolean {
    return this.#built;
  }

  get instances(): readonly object[] {
    return this.#created;
  }

  resolve<T>(token: Token<T>): T {
    if (!this.#built) throw new FwError(messages.resolveBeforeInit(describeToken(token)));
    if (!this.#instances.has(token)) throw new FwError(messages.unknownToken(describeToken(token)));
    return this.#instances.get(token) as T;
  }

  async #instantiate(token: Token, path: readonly Token[]): Promise<unknown> {
    if (this.#instances.has(token)) return this.#instances.get(token);
    const provider = this.#overrides.get(token) ?? this.#providers.get(token);
    if (provider === undefined) throw new FwError(messages.unknownToken(describeToken(token)));
    if (provider.kind === 'value') {
      this.#instances.set(token, provider.value);
      return provider.value;
    }
    if (path.includes(token))
      throw new FwError(messages.dependencyCycle([...path, token].map(describeToken).join(' → ')));
    const next = [...path, token];
    if (provider.kind === 'factory') {
      const args: unknown[] = [];
      for (const [index, dependency] of provider.inject.entries()) {
        if (!this.has(dependency)) {
          const [name, dep] = [describeToken(token), describeToken(dependency)];
          throw new FwError(messages.missingFactoryDependency(name, index, dep, readProvidedBy(dependency)));
        }
        args.push(await this.#instantiate(dependency, next));
      }
      let value: unknown;
      try {
        value = await (provider.factory as (...args: unknown[]) => unknown)(...args);
      } catch (problem) {
        throw new FwError(messages.factoryFailed(describeToken(token), problem), { cause: problem });
      }
      this.#instances.set(token, value);
      return value;
    }
    const cls = provider.cls;
    const args: unknown[] = [];
    for (const [index, dependency] of readDependencies(cls).entries()) {
      if (!this.has(dependency)) {
        const name = readParameterNames(cls)[index] ?? `arg${index}`;
        throw new FwError(
          messages.missingProvider(cls.name, index, name, describeToken(dependency), readProvidedBy(dependency)),
        );
      }
      args.push(await this.#instantiate(dependency, next));
    }
    const instance = new (cls as unknown as new (...args: unknown[]) => object)(...args);
    this.#instances.set(token, instance);
    this.#created.push(instance);
    return instance;
  }
}

/** Constructor tokens: `@Inject(token)`, then a static `inject` list, then `design:paramtypes`, else the parent's. */
export function readDependencies(cls: Constructor): Token[] {
  const injects = readClassRecord(cls)?.injects ?? [];
  const declared = (cls as { inject?: unknown }).inject;
  const staticList = Array.isArray(declared) ? (declared as Token[]) : [];
  const ownTypes = readParamTypes(cls);
  // The compiler emits `design:paramtypes` on the parent only, whose constructor runs (as NestJS reads it).
  const parent = Object.getPrototypeOf(cls) as Constructor | null;
  const inherits = ownTypes === undefined && injects.length === 0 && cls.length === 0 && !Object.hasOwn(cls, 'inject');
  if (inherits && typeof parent === 'function' && parent !== Function.prototype) return readDependencies(parent);
  const designTypes = ownTypes ?? [];
  const count = Math.max(cls.length, injects.length, staticList.length, designTypes.length);
  const tokens: Token[] = [];
  for (let index = 0; index < count; index++) {
    const token = injects[index] ?? staticList[index];
    if (token !== undefined) {
      tokens.push(token);
      continue;
    }
    const type = designTypes[index];
    const name = readParameterNames(cls)[index] ?? `arg${index}`;
    if (type === undefined) {
      throw new FwError(messages.missingParamType(cls.name, index, name, readSeenForm(), isDecorated(cls)));
    }
    if (NOT_INJECTABLE.has(type) || typeof type !== 'function') {
      throw new FwError(messages.primitiveParamType(cls.name, index, name, describeToken(type)));
    }
    tokens.push(type as Constructor);
  }
  return tokens;
}

// A class fw's own class decorators marked gets `design:paramtypes` from the compiler unless it is told not to.
function isDecorated(cls: Constructor): boolean {
  const record = readClassRecord(cls);
  return record !== undefined && (record.service || record.controller !== undefined || record.catches !== undefined);
}
