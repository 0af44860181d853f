import { CodegenError } from '../report/codegen-error.ts';

/** Load before the generator's modules: `typescript` is an optional peer that a browser-only install lacks. */
export async function requireTypeScript(): Promise<void> {
  try {
    await import('typescript');
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new CodegenError(
      'TYPESCRIPT_MISSING',
      'the contract generator needs the TypeScript compiler, which is not installed: npm install -D typescript@~6.0.3',
    );
  }
}
