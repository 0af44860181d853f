import type { Context } from '../context/context.ts';
import { writeMethodRecord } from '../metadata/store.ts';
import { ownerOf } from './form.ts';
import { FwError, messages } from '../errors/catalogue.ts';

type DataArgument<Data> = undefined extends Data ? [data?: Data] : [data: Data];

/** What `createParamDecorator` returns: `@User()` or `@User('id')`, and `read()` for a Stage 3 handler. */
export interface ParamDecoratorFactory<Data, Value> {
  (...data: DataArgument<Data>): ParameterDecorator;
  /** The decorator's value for `ctx`, for code that has no parameter decorators (the Stage 3 form). */
  read(ctx: Context, ...data: DataArgument<Data>): Promise<Value>;
}

/** The value a custom decorator hands over: `@CurrentUser() user: ParamValue<typeof CurrentUser>`. */
export type ParamValue<F> = F extends { read(ctx: Context, ...data: never[]): Promise<infer Value> } ? Value : never;

/**
 * A custom parameter decorator (NestJS's): `factory(data, ctx)` runs after the guards; not in the contract.
 * @example
 * const CurrentUser = createParamDecorator((key: keyof User | undefined, ctx) => {
 *   const user = ctx.locals.user as User | undefined;
 *   return key === undefined ? user : user?.[key];
 * });
 * @Get() me(@CurrentUser() user: User, @CurrentUser('id') id: string) {}
 */
export function createParamDecorator<Data = undefined, Value = unknown>(
  factory: (data: Data, ctx: Context) => Value | Promise<Value>,
): ParamDecoratorFactory<Data, Value> {
  if (typeof factory !== 'function') throw new FwError(messages.paramDecoratorNotAFunction(factory));
  const decorator = (...data: DataArgument<Data>): ParameterDecorator => {
    const resolve = (ctx: Context) => factory(data[0] as Data, ctx);
    return (target, name, index) => {
      if (name === undefined) return;
      writeMethodRecord(ownerOf(target), name).slots[index] = { kind: 'custom', key: undefined, resolve };
    };
  };
  const read = async (ctx: Context, ...data: DataArgument<Data>) => factory(data[0] as Data, ctx);
  return Object.assign(decorator, { read });
}
