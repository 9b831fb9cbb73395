import { isDeletedUsername } from '@inkwell/domain/users/account.rules';

type Translate = (key: string) => string;

/**
 * The name a screen shows for a person: "Deleted user" (common:deletedUser, in the reader's
 * language) for an account that was deleted, whose row keeps the name `deleted-xxxxxxxx`,
 * else the name given (a full name or a username).
 */
export function shownName(t: Translate, username: string, name: string = username): string {
  return isDeletedUsername(username) ? t('common:deletedUser') : name;
}
