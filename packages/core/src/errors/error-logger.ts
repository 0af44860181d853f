/** Where fw logs what it cannot answer or must report: `console` by default, the app's `logger` option. */
export interface ErrorLogger {
  error(...data: unknown[]): void;
}
