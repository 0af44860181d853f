import { writeMethodRecord, type SlotKind } from '../metadata/store.ts';
import { ownerOf } from './form.ts';

// Parameter decorators exist only under experimentalDecorators (TC39's proposal is at Stage 1); with
// Stage 3 decorators Bun drops them silently, so `listen()` checks every handler's arity instead.
function createSlotDecorator(kind: SlotKind) {
  return (key?: string): ParameterDecorator =>
    (target, name, index) => {
      if (name === undefined) return;
      writeMethodRecord(ownerOf(target), name).slots[index] = { kind, key };
    };
}

/**
 * Request slots (experimental decorator form only).
 * @example
 * @Get(':id')
 * find(@Param('id') id: string, @Query('fields') fields?: string, @Header('authorization') auth?: string) {}
 */
export const Param = createSlotDecorator('param');
/** The parsed query object, or one key of it. @see Param */
export const Query = createSlotDecorator('query');
/** The parsed body (validated when its DTO has `@Schema`), or one key of it. @see Param */
export const Body = createSlotDecorator('body');
/** All request headers as an object (lower-case keys), or one header. @see Param */
export const Header = createSlotDecorator('header');
export const Req = (): ParameterDecorator => createSlotDecorator('req')();
export const Ctx = (): ParameterDecorator => createSlotDecorator('ctx')();
/** `ctx.locals`, or one key of it (filled by middleware). */
export const Locals = createSlotDecorator('locals');
