import type { CurrentUser, Profile } from '@inkwell/domain/users/user.schema';
import type { UserRow } from '../../lib/auth/user.ts';

/** Rows to API shapes. Password hashes never leave through here. */

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    img: row.img,
    isSeller: row.isSeller,
    isOperator: row.isOperator,
    country: row.country,
    fullName: row.fullName,
    emailVerified: row.emailVerifiedAt !== null,
    honorCodeVersion: row.honorCodeVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Email and phone reach their owner, operators, and everyone else
 * only when the owner chose to show them on the public CV (off by default). Any account could
 * otherwise harvest every address, user ids being public in reviews.
 */
export function mayReadContact(row: UserRow, viewer: Pick<UserRow, 'id' | 'isOperator'> | null): boolean {
  return row.showContact || viewer?.id === row.id || viewer?.isOperator === true;
}

export function toProfile(row: UserRow, viewer: Pick<UserRow, 'id' | 'isOperator'> | null): Profile {
  const contact = mayReadContact(row, viewer);
  return {
    _id: row.id,
    username: row.username,
    img: row.img,
    fullName: row.fullName,
    email: contact ? row.email : null,
    phone: contact ? row.phone : null,
    showContact: row.showContact,
    country: row.country,
    nationality: row.nationality,
    bio: row.bio,
    desc: row.desc,
    isSeller: row.isSeller,
    languages: row.languages,
    education: row.education,
    experience: row.experience,
    hobbies: row.hobbies,
    certifications: row.certifications,
    social: row.social,
    createdAt: row.createdAt.toISOString(),
  };
}
