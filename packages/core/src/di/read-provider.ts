import type { Token } from '../metadata/token.ts';
import type { Provider, ProviderDefinition } from './provider.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { isClass } from '../decorators/class-list.ts';

const WAYS = ['useValue', 'useFactory', 'useClass'];

// Checked where given: `{ provide: X, usevalue }` would otherwise be a missing provider far from its cause.
export function readProviderDefinition(definition: ProviderDefinition): { token: Token; provider: Provider } {
  if (typeof definition === 'function') return { token: definition, provider: { kind: 'class', cls: definition } };
  const given = typeof definition === 'object' && definition !== null ? WAYS.filter((way) => way in definition) : [];
  if (given.length !== 1 || !('provide' in definition)) throw new FwError(messages.badProvider(definition));
  const token = definition.provide;
  if ('useValue' in definition) return { token, provider: { kind: 'value', value: definition.useValue } };
  if ('useFactory' in definition) {
    const { useFactory, inject = [] } = definition;
    if (typeof useFactory !== 'function' || !Array.isArray(inject)) throw new FwError(messages.badProvider(definition));
    return { token, provider: { kind: 'factory', factory: useFactory, inject } };
  }
  // `new` on an arrow function would fail at listen() with no name.
  if (!isClass(definition.useClass)) throw new FwError(messages.badProvider(definition));
  return { token, provider: { kind: 'class', cls: definition.useClass } };
}
