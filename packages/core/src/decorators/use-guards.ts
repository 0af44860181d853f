import type { CanActivate } from '../guards/can-activate.ts';
import { metadataSymbol } from '../metadata/polyfill.ts';
import type { Constructor } from '../plugin.ts';
import { isStage3Context, ownerOf, type DualClassOrMethodDecorator } from './form.ts';

type Guard = Constructor<CanActivate>;

/** Experimental form: keyed by the class; Stage 3: by its metadata object (later `Class[Symbol.metadata]`). */
const recorded = new WeakMap<object, Map<string | symbol | undefined, Guard[]>>();

/**
 * Guards for one controller or one handler. This version records the classes only (`readGuards`); the
 * contract generator reads the headers and errors they declare from the source.
 *
 * @example
 * @UseGuards(AuthGuard)
 * @Controller('/api/user')
 * class UserController { @Get() me() { ... } }
 */
export function UseGuards(...guards: Guard[]): DualClassOrMethodDecorator {
  return ((target: object, keyOrContext?: unknown) => {
    const stage3 = isStage3Context(keyOrContext);
    const owner = stage3 ? keyOrContext.metadata : keyOrContext === undefined ? target : ownerOf(target);
    const member = stage3 && keyOrContext.kind !== 'class' ? keyOrContext.name : undefined;
    const key = stage3 ? member : (keyOrContext as string | symbol | undefined);
    let keys = recorded.get(owner);
    if (!keys) recorded.set(owner, (keys = new Map()));
    // Decorators apply bottom-up: stacked `@UseGuards` lines keep their top-to-bottom order.
    keys.set(key, [...guards, ...(keys.get(key) ?? [])]);
  }) as DualClassOrMethodDecorator;
}

/** The guards recorded for a class (`key` undefined) or for one of its handlers, in declaration order. */
export function readGuards(owner: Constructor, key?: string | symbol): readonly Guard[] {
  const metadata = (owner as unknown as Record<symbol, object | null | undefined>)[metadataSymbol];
  return recorded.get(owner)?.get(key) ?? (metadata ? recorded.get(metadata)?.get(key) : undefined) ?? [];
}
