import { Body, Controller, Fw, Get, HttpCode, Param, Post, Query } from '@fw/core';
import { readObservability } from './observe.ts';

@Controller()
class BenchController {
  @Get() hello() {
    return 'Hello World';
  }
  @Get('users/:id') user(@Param('id') id: string) {
    return { id, name: 'Ada' };
  }
  @Get('search') search(@Query('q') q: string, @Query('limit') limit: string) {
    return { q, limit };
  }
  @Post('users') @HttpCode(201) create(@Body() body: unknown) {
    return body;
  }
}

// WORKERS (bench/http/workers.ts): the same app in that many processes; the primary says when all listen.
const workers = process.env.WORKERS === undefined ? undefined : { workers: Number(process.env.WORKERS) };
// FW_RUNTIME=node (run.ts's Node section): the same app on @fw/core/node, built for Node by bench/lib/node.ts.
const runtime = process.env.FW_RUNTIME === 'node' ? (await import('@fw/core/node')).node() : undefined;
const app = new Fw({ ...(await readObservability(process.env.FW_OBSERVE)), runtime }).controllers([BenchController]);
await app.listen(Number(process.env.PORT), workers);
if (app.workerId === undefined) console.log(`ready ${app.port}`);
