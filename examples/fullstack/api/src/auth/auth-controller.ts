import { Body, Controller, Errors, Get, HttpCode, Post, UseGuards } from '@fw/core';
import type { FieldErrors } from '../errors/field-errors.ts';
import { AuthGuard } from './auth-guard.ts';
import { AuthService, type Session } from './auth-service.ts';
import { CurrentSession } from './current-session.ts';
import { LoginDto } from './login-dto.ts';

/** A profile as `GET /api/auth/me` returns it. */
export interface Profile {
  name: string;
}

@Controller('/api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** 200: signing in creates nothing on the server (the token is signed, not stored). */
  @Post('/login')
  @HttpCode(200)
  @Errors<{ 422: FieldErrors<LoginDto> }>()
  login(@Body() body: LoginDto): Session {
    return this.auth.login(body.name);
  }

  /** Guarded: the contract gets the guard's `headers: { authorization: string }` and its 401. */
  @Get('/me')
  @UseGuards(AuthGuard)
  me(@CurrentSession() session: Session): Profile {
    return { name: session.name };
  }
}
