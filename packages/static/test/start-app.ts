// In this process, the app the runtime suites start in a process of their own.
export { startApp } from './runtimes/fixture/app.ts';
