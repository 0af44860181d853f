import { Body, Controller, Get, Header, Post, UnauthorizedException } from '@fw/core';
import { AuthService, type Session } from './auth-service.ts';
import { LoginDto } from './login-dto.ts';

/** A profile as `GET /api/auth/me` returns it. */
export interface Profile {
  name: string;
}

@Controller('/api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('/login')
  login(@Body() body: LoginDto): Session {
    return this.auth.login(body.name);
  }

  /** A header-authenticated route: the contract gets `headers: { authorization: string }`. */
  @Get('/me')
  me(@Header('authorization') authorization: string): Profile {
    const session = this.auth.fromAuthorization(authorization);
    if (!session) throw new UnauthorizedException('A valid "Authorization: Bearer <token>" header is required');
    return { name: session.name };
  }
}
