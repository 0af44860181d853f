import { SchemaDto } from '@fw/core';
import { z } from 'zod';

const name = z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters');
const email = z.email('email must be a valid address');
const age = z
  .number()
  .int('age must be a whole number')
  .min(0, 'age cannot be negative')
  .max(150, 'age is at most 150');

/** The body of `POST /api/users`, declared once: the core validates it before the handler runs. */
export class CreateUserDto extends SchemaDto(z.object({ name, email, age: age.optional() })) {}

/** The body of `PATCH /api/users/:id`: every field optional. */
export class UpdateUserDto extends SchemaDto(
  z.object({ name: name.optional(), email: email.optional(), age: age.optional() }),
) {}
