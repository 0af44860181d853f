/** A JSON log line as fw writes it: pino's field names. */
export interface LogLine {
  readonly level?: number;
  readonly reqId?: string;
  readonly msg?: string;
  readonly worker?: number;
  readonly req?: Record<string, unknown>;
  readonly res?: { statusCode: number };
}

/** The JSON lines among everything a process printed (its own `console.log` lines are plain text). */
export function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The access line of `reqId`, once the process wrote it (it writes after the response is built). */
export async function accessLine(output: () => string, reqId: string): Promise<LogLine> {
  for (let tries = 0; tries < 200; tries++) {
    const found = logLines(output()).find((line) => line.reqId === reqId);
    if (found) return found;
    await Bun.sleep(10);
  }
  throw new Error(`no access line with reqId ${reqId}:\n${output()}`);
}
