import { SchemaDto } from '@fw/core';
import { z } from 'zod';

/** A post belongs to a user; it is served by the child controller `/api/users/:id/posts`. */
export interface Post {
  id: string;
  userId: string;
  title: string;
  createdAt: Date;
}

/** The body of `POST /api/users/:id/posts`. */
export class CreatePostDto extends SchemaDto(
  z.object({ title: z.string().trim().min(1, 'title is required').max(120, 'title is at most 120 characters') }),
) {}
