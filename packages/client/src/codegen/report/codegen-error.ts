/** Why the generator could not run at all (as opposed to a warning, after which it goes on). */
export type CodegenErrorCode =
  | 'ROOT_NOT_FOUND'
  | 'TSCONFIG_NOT_FOUND'
  | 'TSCONFIG_INVALID'
  | 'TYPESCRIPT_MISSING'
  | 'OPTION_INVALID';

/**
 * Thrown by `generate()` and `createGenerator()` when there is no project to read. The message
 * names the path, prefixed `@fw/client`.
 *
 * @example
 * try { generate({ root: './api' }); } catch (error) {
 *   if (error instanceof CodegenError && error.code === 'ROOT_NOT_FOUND') console.error(error.message);
 * }
 */
export class CodegenError extends Error {
  readonly code: CodegenErrorCode;

  constructor(code: CodegenErrorCode, message: string) {
    super(`@fw/client: ${message}`);
    this.name = 'CodegenError';
    this.code = code;
  }
}
