/**
 * The soak's HTTP app (scenarios http, slowloris, sigterm), on 127.0.0.1 only. Prints `ready <port>`.
 * WORK_MS: how long GET /work takes, so that a SIGTERM finds requests in flight.
 */
import { Body, Controller, Fw, Get, HttpCode, Param, Post } from '@fw/core';

const workMs = Number(process.env.WORK_MS ?? 5);

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
}

// SIGTERM and SIGINT stop it gracefully through fw's own `shutdownSignals` (on by default).
// WORKERS: `listen(port, { workers })` (scenario agent); the primary prints `ready` once they all listen.
const workers = process.env.WORKERS === undefined ? undefined : { workers: Number(process.env.WORKERS) };
const app = new Fw({ hostname: '127.0.0.1' });
await app.controllers([SoakController]).listen(Number(process.env.PORT), workers);
if (app.workerId === undefined) console.log(`ready ${app.port}`);
