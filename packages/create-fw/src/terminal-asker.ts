import { createInterface } from 'node:readline';

/** Asks one question at a time; resolves `undefined` once the user ends the input (Ctrl-C, Ctrl-D). */
export interface Asker {
  ask(question: string): Promise<string | undefined>;
  close(): void;
}

/**
 * An `Asker` on a terminal, through `node:readline`. Lines typed ahead of a question are kept for it
 * (readline's async iterator buffers them), not dropped.
 *
 * @example
 * const asker = createTerminalAsker(process.stdin, process.stdout);
 * const name = await asker.ask('Project directory: ');
 */
export function createTerminalAsker(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Asker {
  const lines = createInterface({ input, output });
  const answers = lines[Symbol.asyncIterator]();
  // Without a listener readline only pauses on Ctrl-C, and the question would wait for ever.
  lines.on('SIGINT', () => lines.close());
  return {
    async ask(question) {
      lines.setPrompt(question);
      lines.prompt();
      const answer = await answers.next();
      return answer.done ? undefined : answer.value;
    },
    close: () => lines.close(),
  };
}
