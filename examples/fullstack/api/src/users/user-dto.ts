import { Schema } from '@fw/core';
import { z } from 'zod';

const name = z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters');
const email = z.email('email must be a valid address');
const age = z
  .number()
  .int('age must be a whole number')
  .min(0, 'age cannot be negative')
  .max(150, 'age is at most 150');

/** The body of `POST /api/users`; `@Schema` makes the core validate it before the handler runs. */
@Schema(z.object({ name, email, age: age.optional() }))
export class CreateUserDto {
  name!: string;
  email!: string;
  age?: number;
}

/** The body of `PATCH /api/users/:id`: every field optional. */
@Schema(z.object({ name: name.optional(), email: email.optional(), age: age.optional() }))
export class UpdateUserDto {
  name?: string;
  email?: string;
  age?: number;
}
