import { FwError } from '@fw/core';
import { isStage3Context, type DualMethodDecorator } from '@fw/core/plugin';
import { wsErrors } from '../errors.ts';
import { metadataOf, writableRecord, type HandlerKind } from '../metadata/store.ts';

/** The one factory of every gateway method decorator (NestJS's pattern): it only records, in either form. */
export function createHandlerDecorator(kind: HandlerKind, decorator: string, event?: string): DualMethodDecorator {
  function record(target: unknown, second: unknown, descriptor?: PropertyDescriptor): void {
    if (isStage3Context(second)) {
      const context = second as ClassMethodDecoratorContext;
      const owner = String(context.name);
      if (context.kind !== 'method') throw new FwError(wsErrors.notAMethod(decorator, owner));
      if (context.static) throw new FwError(wsErrors.staticHandler(decorator, owner));
      const get = context.access.get as (instance: object) => unknown;
      const member = context.private ? undefined : context.name;
      writableRecord(metadataOf(context)).handlers.push({ kind, event, name: owner, member, read: get });
      return;
    }
    const key = second as string | symbol;
    const owner =
      typeof target === 'function' ? `${target.name}.${String(key)}` : `${constructorName(target)}.${String(key)}`;
    if (typeof target === 'function') throw new FwError(wsErrors.staticHandler(decorator, owner));
    if (typeof descriptor?.value !== 'function') throw new FwError(wsErrors.notAMethod(decorator, owner));
    const ctor = (target as { constructor: Function }).constructor;
    const read = (instance: object) => (instance as Record<string | symbol, unknown>)[key];
    writableRecord(ctor).handlers.push({ kind, event, name: owner, member: key, read });
  }
  return record as DualMethodDecorator;
}

function constructorName(prototype: unknown): string {
  return (prototype as { constructor?: { name?: string } }).constructor?.name ?? 'anonymous class';
}
