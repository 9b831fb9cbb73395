import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.ts';

/**
 * A person's public card: the users feature's read model for the other features' joins (a
 * conversation's two people, a review's reviewer, a notification's actor, an audit line's
 * operator). It holds what any page may show of anyone, never the email, phone, password or the
 * account's states, so those stay the users feature's to change. Each join names its own alias
 * (`userCardsAs('seller')`); PostgreSQL flattens the subquery, so the plan is the plain join's.
 */
export function userCardsAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      img: users.img,
      isSeller: users.isSeller,
      country: users.country,
      languages: users.languages,
      createdAt: users.createdAt,
    })
    .from(users)
    .as(name);
}
