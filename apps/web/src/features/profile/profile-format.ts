import type { Profile } from '@inkwell/domain/users/user.schema';

/** The name a profile goes by: the full name when there is one, else the username. */
export function displayName(profile: Pick<Profile, 'fullName' | 'username'>): string {
  return profile.fullName.trim() || profile.username;
}
