import type { Profile } from '@inkwell/domain/users/user.schema';

/** The name a profile goes by: the full name when there is one, else the username. */
export function displayName(profile: Pick<Profile, 'fullName' | 'username'>): string {
  return profile.fullName.trim() || profile.username;
}

/** A day in the reader's language: 12 Mar 2025. */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}
