import { messages } from '../errors/catalogue.ts';
import { writeMethodRecord } from '../metadata/store.ts';
import { isStage3Context, ownerOf, type DualMethodDecorator } from './form.ts';

/**
 * The handler's success status (default 200, 201 for `@Post()`; a handler returning nothing answers 204 unless set).
 * @example
 * @Post('/login') @HttpCode(200) login(@Body() dto: LoginDto) { return this.auth.login(dto); }
 */
export function HttpCode(status: number): DualMethodDecorator {
  return ((target: object, keyOrContext: unknown) => {
    const stage3 = isStage3Context(keyOrContext);
    const key = stage3 ? keyOrContext.metadata : ownerOf(target);
    const name = stage3 ? keyOrContext.name : keyOrContext;
    // Refused where it is written: a status no `Response` can carry would answer 500 on every request.
    if (!Number.isInteger(status) || status < 200 || status > 599)
      throw new RangeError(messages.httpCodeStatus(status, String(name)));
    writeMethodRecord(key, name as string | symbol).httpCode = status;
  }) as DualMethodDecorator;
}
