import type { DiskReader } from '../files/body-source.ts';
import type { HashBytes } from '../files/file-index.ts';

/** What serving files needs from the JavaScript runtime the app runs on (`this-runtime.ts` picks one). */
export interface FileServing {
  readonly disk: DiskReader;
  readonly hashBytes: HashBytes;
  /** The server answers a fixed `Response` route itself, conditional requests included (Bun's native routes). */
  readonly fixedResponses: boolean;
}
