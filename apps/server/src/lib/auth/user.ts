import type { users } from '../../db/schema/users.ts';

/** A person's stored row, as the session guard hands it to every feature (password hash included: never send it). */
export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, or null (set by plugins/session.ts). */
    user: UserRow | null;
  }
}
