import { BadRequestException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';

/**
 * What a JSON body with a `__proto__` key, or a `constructor` object holding `prototype`, gets
 * (Fastify's `onProtoPoisoning` / `onConstructorPoisoning`): a 400, the key stripped, or passed on.
 */
export type PoisoningAction = 'error' | 'remove' | 'ignore';

/** Takes a parsed body and returns it, stripped, or throws a 400 (see `createPoisonCheck`). */
export type PoisonCheck = (body: unknown) => unknown;

type Node = Record<string, unknown>;

/**
 * The check of parsed JSON bodies (README "Security defaults"), or `undefined` when both are `'ignore'`.
 * @example
 * createPoisonCheck('error', 'error')?.(JSON.parse('{"__proto__":{"admin":true}}')); // throws a 400
 */
export function createPoisonCheck(onProto: PoisoningAction, onConstructor: PoisoningAction): PoisonCheck | undefined {
  if (onProto === 'ignore' && onConstructor === 'ignore') return undefined;
  return (body) => {
    if (typeof body !== 'object' || body === null) return body;
    if (Object.getPrototypeOf(body) !== Object.prototype && !Array.isArray(body)) return body;
    let stack: Node[] | undefined;
    // Depth-first with a stack of its own, so a deeply nested body cannot overflow the call stack.
    for (let node: Node | undefined = body as Node; node !== undefined; node = stack?.pop()) {
      if (onProto !== 'ignore' && Object.hasOwn(node, '__proto__')) {
        if (onProto === 'error') throw poisoned('__proto__');
        Reflect.deleteProperty(node, '__proto__');
      }
      if (onConstructor !== 'ignore' && isPoisonedConstructor(node)) {
        if (onConstructor === 'error') throw poisoned('constructor.prototype');
        Reflect.deleteProperty(node, 'constructor');
      }
      for (const key in node) {
        const child = node[key];
        if (typeof child === 'object' && child !== null) (stack ??= []).push(child as Node);
      }
    }
    return body;
  };
}

function isPoisonedConstructor(node: Node): boolean {
  if (!Object.hasOwn(node, 'constructor')) return false;
  const value = node.constructor;
  return typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype');
}

function poisoned(key: string): BadRequestException {
  return new BadRequestException(messages.poisonedJson(key));
}
