import { linkClassRecord, writeClassRecord, writeMethodRecord, type EnhancerLists } from '../metadata/store.ts';
import { isStage3Context, ownerOf } from './form.ts';

/**
 * The lists of the class or the method a class-or-method decorator (`@Use`, `@UseFilters`,
 * `@UseGuards`) is applied to, in either decorator form.
 */
export function readEnhancerLists(target: object, keyOrContext: unknown): EnhancerLists {
  if (isStage3Context(keyOrContext)) {
    if (keyOrContext.kind === 'class') return linkClassRecord(target, keyOrContext.metadata);
    return writeMethodRecord(keyOrContext.metadata, keyOrContext.name as string | symbol);
  }
  if (keyOrContext === undefined) return writeClassRecord(target);
  return writeMethodRecord(ownerOf(target), keyOrContext as string | symbol);
}
