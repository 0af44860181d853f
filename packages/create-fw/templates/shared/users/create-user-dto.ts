import { Schema } from '@fw/core';
import { z } from 'zod';

/** The body of `POST /api/users`. `@Schema` makes fw validate it before the handler runs (400 otherwise). */
@Schema(
  z.object({
    name: z.string().trim().min(1, 'name is required'),
    email: z.email('email must be a valid address'),
  }),
)
export class CreateUserDto {
  name!: string;
  email!: string;
}
