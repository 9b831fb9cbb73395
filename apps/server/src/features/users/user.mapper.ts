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
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product.md#profiles: email and phone are shown to signed-in users only. */
export function toProfile(row: UserRow, viewerSignedIn: boolean): Profile {
  return {
    _id: row.id,
    username: row.username,
    img: row.img,
    fullName: row.fullName,
    email: viewerSignedIn ? row.email : null,
    phone: viewerSignedIn ? row.phone : null,
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
