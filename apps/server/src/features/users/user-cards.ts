import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * Why a person's gigs stay hidden whatever an operator decides, as an SQL value for the gigs
 * feature's statements: 'suspended', 'not_selling', or NULL when nothing of theirs hides them.
 * `userId` is the SQL expression of the person's id (a gig's user_id).
 */
export function sellerHiddenReasonOf(userId: SQL | SQLWrapper): SQL {
  return sql`(SELECT CASE WHEN ${users.suspendedAt} IS NOT NULL THEN 'suspended' WHEN NOT ${users.isSeller}
    THEN 'not_selling' END
    FROM ${users} WHERE ${users.id} = ${userId})`;
}
