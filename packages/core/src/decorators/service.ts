import type { Token } from '../metadata/token.ts';
import { linkClassRecord, writeClassRecord } from '../metadata/store.ts';
import { isStage3Context, type DualClassDecorator } from './form.ts';

/**
 * Marks a class as injectable (and, in the experimental form, makes the compiler emit `design:paramtypes`).
 * @example
 * @Service()
 * class UsersService { constructor(private readonly db: Database) {} }
 */
export function Service(): DualClassDecorator {
  return ((value: object, context?: unknown) => {
    const record = isStage3Context(context) ? linkClassRecord(value, context.metadata) : writeClassRecord(value);
    record.service = true;
  }) as DualClassDecorator;
}

/**
 * Names the token of one constructor parameter; in the Stage 3 form, a static `inject` array instead.
 * @example
 * constructor(@Inject('CONFIG') config: Config) {}
 * // Stage 3:
 * static inject = [UsersService, 'CONFIG'];
 */
export function Inject(token: Token): ParameterDecorator {
  return (target, _key, index) => {
    writeClassRecord(target).injects[index] = token;
  };
}
