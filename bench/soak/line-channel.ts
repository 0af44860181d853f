import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

interface Waiter {
  readonly word: string;
  resolve(payload: unknown): void;
  reject(error: Error): void;
}

/**
 * The lines a child process prints as `<word> <json>`, awaited by their word, in order: a line nobody
 * waits for yet is kept for the next `next(word)`.
 */
export class LineChannel {
  readonly #label: string;
  readonly #lines: string[] = [];
  #waiters: Waiter[] = [];
  #ended = false;

  constructor(stream: Readable, label: string) {
    this.#label = label;
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => {
      this.#lines.push(line);
      this.#dispatch();
    });
    lines.on('close', () => {
      this.#ended = true;
      this.#dispatch();
    });
  }

  /** The payload of the next `<word> …` line, or `undefined` after `timeoutMs` (a later line is kept). */
  next<T>(word: string, timeoutMs: number): Promise<T | undefined> {
    return new Promise<T | undefined>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((waiter) => waiter !== entry);
        resolve(undefined);
      }, timeoutMs);
      const entry: Waiter = {
        word,
        resolve: (payload) => {
          clearTimeout(timer);
          resolve(payload as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.#waiters.push(entry);
      this.#dispatch();
    });
  }

  #dispatch(): void {
    for (const waiter of [...this.#waiters]) {
      const index = this.#lines.findIndex((line) => line === waiter.word || line.startsWith(`${waiter.word} `));
      if (index >= 0) {
        const [line] = this.#lines.splice(index, 1);
        this.#waiters = this.#waiters.filter((other) => other !== waiter);
        const json = line.slice(waiter.word.length).trim();
        waiter.resolve(json === '' ? null : JSON.parse(json));
      } else if (this.#ended) {
        this.#waiters = this.#waiters.filter((other) => other !== waiter);
        waiter.reject(new Error(`${this.#label} ended before printing "${waiter.word}"`));
      }
    }
  }
}
