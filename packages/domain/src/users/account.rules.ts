/**
 * The names deleted accounts keep, as plain rules (no zod): the server writes them, registration
 * refuses them (user.schema.ts) and every screen that shows a person reads them (web lib/person-name.ts).
 */

const DELETED_USERNAME = /^deleted-[0-9a-f]{8}$/;

/**
 * The username a deleted account keeps: `deleted-` and the last 8 hex digits of its id (random in a
 * UUIDv7; the first ones are the creation time, shared by accounts made in the same minute).
 */
export function deletedUsername(id: string): string {
  return `deleted-${id.replace(/-/g, '').slice(-8)}`;
}

/** Whether this name is a deleted account's (registration refuses such names, so no one else has one). */
export function isDeletedUsername(username: string): boolean {
  return DELETED_USERNAME.test(username);
}
