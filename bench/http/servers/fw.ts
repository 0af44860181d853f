import { Body, Controller, Fw, Get, HttpCode, Param, Post, Query } from '@fw/core';

@Controller()
class BenchController {
  @Get() hello() { return 'Hello World'; }
  @Get('users/:id') user(@Param('id') id: string) { return { id, name: 'Ada' }; }
  @Get('search') search(@Query('q') q: string, @Query('limit') limit: string) { return { q, limit }; }
  @Post('users') @HttpCode(201) create(@Body() body: unknown) { return body; }
}

const app = new Fw().controllers([BenchController]);
await app.listen(Number(process.env.PORT));
console.log(`ready ${app.port}`);
