import { BadRequestException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';

/**
 * What a JSON body with a `__proto__` key, or a `constructor` object holding `prototype`, gets
 * (Fastify's `onProtoPoisoning` / `onConstructorPoisoning`): a 400, the key stripped, or passed on.
 */
export type PoisoningAction = 'error' | 'remove' | 'ignore';

/** Parses a JSON body's text; throws the parser's `SyntaxError`, or a 400 for a poisoned body. */
export type JsonParser = (text: string) => unknown;

/**
 * The app's JSON body parser. `JSON.parse` keeps `__proto__` as a plain own key, which a handler's deep
 * merge then copies onto `Object.prototype`. As secure-json-parse (Fastify's), the text is checked
 * first: both shapes spell "proto" in a key, or a `\u` escape does, so a clean body costs two
 * `includes` and only a suspect one is walked.
 *
 * @example
 * createJsonParser('error', 'error')('{"__proto__":{"admin":true}}'); // throws a 400
 */
export function createJsonParser(onProto: PoisoningAction, onConstructor: PoisoningAction): JsonParser {
  if (onProto === 'ignore' && onConstructor === 'ignore') return (text) => JSON.parse(text);
  return (text) => {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return value;
    return text.includes('proto') || text.includes('\\u') ? scrub(value, onProto, onConstructor) : value;
  };
}

type Node = Record<string, unknown>;

// Breadth-first and without recursion, so a deeply nested body cannot overflow the stack.
function scrub(root: object, onProto: PoisoningAction, onConstructor: PoisoningAction): object {
  let next: Node[] = [root as Node];
  while (next.length > 0) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
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
        if (typeof child === 'object' && child !== null) next.push(child as Node);
      }
    }
  }
  return root;
}

function isPoisonedConstructor(node: Node): boolean {
  if (!Object.hasOwn(node, 'constructor')) return false;
  const value = node.constructor;
  return typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype');
}

function poisoned(key: string): BadRequestException {
  return new BadRequestException(messages.poisonedJson(key));
}
