import { SchemaDto } from '@fw/core';
import { z } from 'zod';

/** The body of `POST /api/auth/login`: any non-empty name gets a token (a demo, not a login system). */
export class LoginDto extends SchemaDto(
  z.object({ name: z.string().trim().min(1, 'name is required').max(40, 'name is at most 40 characters') }),
) {}
