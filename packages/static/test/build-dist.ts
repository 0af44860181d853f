import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type Bytes = Uint8Array<ArrayBuffer>;

/** A built frontend like Vite's, plus the hostile neighbours every traversal test aims at. */
export interface BuiltDist {
  /** The temporary directory holding `root/`, `root-secret/` and `secret.txt`. */
  readonly base: string;
  /** The directory served (`root/`). */
  readonly root: string;
  readonly files: Readonly<Record<string, Bytes>>;
  remove(): void;
}

export const SECRET = 'TOP-SECRET-CONTENT';
export const APP_JS = 'assets/app-B1x9Qz7K.js';
export const STYLE_CSS = 'assets/style-Dk3_mP0a.css';
export const CLIP = 'media/clip.mp4';

/**
 * Writes the fixture into a fresh temp directory:
 * ```
 * base/secret.txt                      outside the root
 * base/root-secret/key.txt             sibling whose name starts with the root's
 * base/root/index.html, docs/index.html (+ names with a space, é, :), robots.txt, override.txt, health, api/hidden.json
 * base/root/assets/app-<hash>.js (+ .br, .gz), assets/style-<hash>.css, media/clip.mp4
 * base/root/.well-known/security.txt, .env, .git/config
 * base/root/escape.txt -> ../secret.txt, escape-dir -> ../root-secret,
 * base/root/env-link.txt -> .env, inner-link.js -> assets/app-<hash>.js
 * ```
 */
export function buildDist(): BuiltDist {
  const base = mkdtempSync(join(tmpdir(), 'fw-static-'));
  const root = join(base, 'root');
  const text = (value: string): Bytes => new TextEncoder().encode(value);
  const appJs = text(`console.log("app");\n${'export const filler = 1;\n'.repeat(40)}`);
  const clip = new Uint8Array(5000).map((_, i) => i % 251);
  const files: Record<string, Bytes> = {
    'index.html': text(
      `<!doctype html><html><head><script type="module" src="/${APP_JS}"></script></head><body>INDEX</body></html>`,
    ),
    'docs/index.html': text('<!doctype html><p>DOCS</p>'),
    'robots.txt': text('User-agent: *\n'),
    'override.txt': text('from the file'),
    health: text('the file named health'),
    'api/hidden.json': text('{"from":"file"}'),
    'docs/my file.txt': text('SPACE'),
    'docs/café.txt': text('UNICODE'),
    'docs/a:b.txt': text('COLON'),
    [APP_JS]: appJs,
    [`${APP_JS}.br`]: new Uint8Array(brotliCompressSync(appJs)),
    [`${APP_JS}.gz`]: new Uint8Array(gzipSync(appJs)),
    [STYLE_CSS]: text('body { color: red }'),
    [CLIP]: clip,
    '.well-known/security.txt': text('Contact: mailto:security@example.com\n'),
    '.env': text(`API_KEY=${SECRET}`),
    '.git/config': text(`[core] ${SECRET}`),
  };
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
  writeFileSync(join(base, 'secret.txt'), SECRET);
  mkdirSync(join(base, 'root-secret'));
  writeFileSync(join(base, 'root-secret', 'key.txt'), SECRET);
  symlinkSync(join(base, 'secret.txt'), join(root, 'escape.txt'));
  symlinkSync(join(base, 'root-secret'), join(root, 'escape-dir'));
  symlinkSync(join(root, '.env'), join(root, 'env-link.txt'));
  symlinkSync(join(root, APP_JS), join(root, 'inner-link.js'));
  return { base, root, files, remove: () => rmSync(base, { recursive: true, force: true }) };
}
