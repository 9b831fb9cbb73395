import { UpdateProfileInput, type Profile } from '@inkwell/domain/users/user.schema';
import type { Resolver } from 'react-hook-form';
import { fieldResolver } from '../../lib/field-resolver.ts';

/**
 * The Edit Profile form checks with the server's own UpdateProfileInput. Lists written one per line
 * (languages, experience, hobbies) stay text while typing; the schema drops blank lines. Education
 * and certification rows left entirely blank are dropped before checking, like blank lines.
 */
export interface EducationRow {
  institution: string;
  qualification: string;
  grade: string;
  start: string;
  end: string;
}

export interface CertificationRow {
  title: string;
  issuer: string;
  issuedOn: string;
  credentialId: string;
  url: string;
}

export interface ProfileFormValues {
  img: string;
  fullName: string;
  phone: string;
  showContact: boolean;
  country: string;
  nationality: string;
  bio: string;
  desc: string;
  languages: string;
  experience: string;
  hobbies: string;
  education: EducationRow[];
  certifications: CertificationRow[];
  social: { linkedin: string; twitter: string; github: string; website: string };
}

export const EMPTY_EDUCATION: EducationRow = { institution: '', qualification: '', grade: '', start: '', end: '' };
export const EMPTY_CERTIFICATION: CertificationRow = { title: '', issuer: '', issuedOn: '', credentialId: '', url: '' };

const lines = (list: string[]) => list.join('\n');

export function profileFormDefaults(profile: Profile): ProfileFormValues {
  return {
    img: profile.img,
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    showContact: profile.showContact,
    country: profile.country,
    nationality: profile.nationality,
    bio: profile.bio,
    desc: profile.desc,
    languages: lines(profile.languages),
    experience: lines(profile.experience),
    hobbies: lines(profile.hobbies),
    education: profile.education.map((entry) => ({ ...EMPTY_EDUCATION, ...entry })),
    certifications: profile.certifications.map((entry) => ({ ...EMPTY_CERTIFICATION, ...entry })),
    social: { ...profile.social },
  };
}

const isBlankRow = (row: object) =>
  Object.values(row).every((value) => typeof value !== 'string' || value.trim() === '');

/** The indexes of the rows that are kept (not entirely blank). */
const keptRows = (rows: object[]) => rows.flatMap((row, index) => (isBlankRow(row) ? [] : [index]));

/** Errors of the kept rows, moved back to the rows' places on the screen. */
function toScreenRows(errors: unknown, kept: number[]): unknown {
  if (!Array.isArray(errors)) return errors;
  const moved: unknown[] = [];
  errors.forEach((error: unknown, index) => {
    if (error) moved[kept[index] ?? index] = error;
  });
  return moved;
}

const validate = fieldResolver(UpdateProfileInput);

export const profileFormResolver: Resolver<ProfileFormValues, unknown, UpdateProfileInput> = async (
  values,
  context,
  options,
) => {
  const education = keptRows(values.education);
  const certifications = keptRows(values.certifications);
  const result = await validate(
    {
      ...values,
      education: values.education.filter((_, index) => education.includes(index)),
      certifications: values.certifications.filter((_, index) => certifications.includes(index)),
    },
    context,
    options as never,
  );
  const errors = result.errors as Record<string, unknown>;
  if (errors.education) errors.education = toScreenRows(errors.education, education);
  if (errors.certifications) errors.certifications = toScreenRows(errors.certifications, certifications);
  return result as Awaited<ReturnType<Resolver<ProfileFormValues, unknown, UpdateProfileInput>>>;
};
