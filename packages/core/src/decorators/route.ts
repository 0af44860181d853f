import type { Constructor, HttpMethod } from '../types.ts';
import { writeMethodRecord, type DecoratorForm } from '../metadata/store.ts';
import { isStage3Context, ownerOf, type DualMethodDecorator } from './form.ts';

export interface RouteDecoratorOptions {
  /** The body's DTO class: its `@Schema` validates the body. The Stage 3 form's way to name the DTO. */
  readonly body?: Constructor;
}

// NestJS's shape: every method decorator comes from one factory (request-mapping.decorator.ts).
function createRouteDecorator(method: HttpMethod) {
  return (path = '', options: RouteDecoratorOptions = {}): DualMethodDecorator =>
    ((targetOrValue: object, keyOrContext: unknown) => {
      const stage3 = isStage3Context(keyOrContext);
      const key = stage3 ? keyOrContext.metadata : ownerOf(targetOrValue);
      const name = stage3 ? keyOrContext.name : (keyOrContext as string | symbol);
      const form: DecoratorForm = stage3 ? 'stage3' : 'experimental';
      writeMethodRecord(key, name as string | symbol).routes.push({ method, path, options, form });
    }) as DualMethodDecorator;
}

/**
 * Route decorators. The path is relative to the controller; without one the route sits on the prefix.
 * @example
 * @Controller('/api/users')
 * class UsersController {
 *   @Get() list() { return []; }              // GET /api/users
 *   @Get(':id') one(@Param('id') id: string) { return { id }; }
 *   @Post('/', { body: CreateUserDto }) create(@Body() dto: CreateUserDto) { return dto; }
 * }
 */
export const Get = createRouteDecorator('GET');
/** @see Get */
export const Post = createRouteDecorator('POST');
/** @see Get */
export const Put = createRouteDecorator('PUT');
/** @see Get */
export const Patch = createRouteDecorator('PATCH');
/** @see Get */
export const Delete = createRouteDecorator('DELETE');
/** @see Get */
export const Head = createRouteDecorator('HEAD');
/** @see Get */
export const Options = createRouteDecorator('OPTIONS');
