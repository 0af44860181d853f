/**
 * The soak's HTTP app (scenarios http, slowloris, sigterm), on 127.0.0.1 only. Prints `ready <port>`.
 * WORK_MS: how long GET /work takes, so that a SIGTERM finds requests in flight.
 */
import { Body, Controller, Get, HttpCode, Param, Post } from '@fw/core';
import { createSignalledApp, type SignalHandling } from './signalled-app.ts';

const workMs = Number(process.env.WORK_MS ?? 5);
let signalHandling: SignalHandling;

@Controller()
class SoakController {
  @Get('users/:id') user(@Param('id') id: string) {
    return { id, name: 'Ada' };
  }

  @Post('users') @HttpCode(201) create(@Body() body: unknown) {
    return body;
  }

  @Get('work') async work() {
    await Bun.sleep(workMs);
    return { done: true };
  }

  @Get('signals') signals() {
    return { signals: signalHandling };
  }
}

const created = createSignalledApp({ hostname: '127.0.0.1' });
signalHandling = created.signals;
await created.app.controllers([SoakController]).listen(Number(process.env.PORT));
console.log(`ready ${created.app.port}`);
