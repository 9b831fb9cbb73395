import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import {
  BIO_MAX,
  DESC_MAX,
  EMAIL_MAX,
  FULL_NAME_MAX,
  LANGUAGES,
  LINE_MAX,
  LIST_ITEMS_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../limits.ts';
import { line, multiline, rawLine } from '../text.ts';
import { OwnUploadUrl } from '../uploads/upload.schema.ts';

export const Username = line()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may only use letters, digits, dots, underscores and hyphens')
  // The names of deleted accounts (account.rules.ts deletedUsername): nobody else may take one.
  .refine((value) => !/^deleted-[0-9a-f]{8}$/i.test(value), {
    message: 'This username is reserved',
    params: { code: 'invalid_value' },
  });

export const Email = line().max(EMAIL_MAX, 'Email is too long').pipe(z.email('Please enter a valid email address'));

export const Password = rawLine()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const CountryField = line().refine((value) => isCountryCode(value), {
  message: 'Please choose a country',
  params: { code: 'invalid_value' },
});

const OptionalCountry = line().refine((value) => value === '' || isCountryCode(value), {
  message: 'Please choose a country',
  params: { code: 'invalid_value' },
});

const Phone = line()
  .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`)
  .regex(/^[+0-9 ()./-]*$/, 'Phone may only use digits, spaces and + ( ) - .');

export const RegisterInput = z.object({
  username: Username,
  email: Email,
  password: Password,
  img: OwnUploadUrl.default(''),
  country: CountryField,
  isSeller: z.boolean().default(false),
  desc: multiline().max(DESC_MAX, `Description must be at most ${DESC_MAX} characters`).default(''),
  phone: Phone.default(''),
  /** The language mail reaches the person in (the site's language at registration); English when not sent. */
  language: z.enum(LANGUAGES, { message: 'Please choose en, fr, de or es' }).optional(),
  /** The honor code's checkbox: an account is created only with it ticked (400 HONOR_CODE_REQUIRED). */
  acceptHonorCode: z.boolean({ error: 'Please accept the honor code' }).optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  username: line().min(1, 'Username is required').max(EMAIL_MAX),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** The signed-in user as /auth/login and /auth/me return it (kept in the browser as currentUser). */
export const CurrentUser = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  img: z.string(),
  isSeller: z.boolean(),
  /** Decides disputes (/operator/disputes); set only from the command line. */
  isOperator: z.boolean(),
  country: z.string(),
  fullName: z.string(),
  /** Whether the current email was proved by the mailed link; a banner asks until then. */
  emailVerified: z.boolean(),
  /** The honor code version the person accepted (0: never); below HONOR_CODE_VERSION the app asks again. */
  honorCodeVersion: z.number().int(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

const Line = line().max(LINE_MAX, `Each line must be at most ${LINE_MAX} characters`);

/** One entry per line; accepts an array or a newline-separated text, drops blank lines. */
export const LineList = z
  .union([z.array(z.string()), multiline()])
  .transform((value) => (typeof value === 'string' ? value.split(/\r?\n/) : value))
  .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== ''))
  .pipe(z.array(Line).max(LIST_ITEMS_MAX, `At most ${LIST_ITEMS_MAX} lines`));

const Short = line().max(LINE_MAX, `At most ${LINE_MAX} characters`);

const WebUrl = line()
  .max(LINE_MAX)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Please enter a web address starting with https://',
    params: { code: 'invalid_format', format: 'url' },
  });

export const Education = z.object({
  institution: Short.min(1, 'Institution is required'),
  qualification: Short.default(''),
  grade: Short.default(''),
  start: Short.default(''),
  end: Short.default(''),
});
export type Education = z.infer<typeof Education>;

export const Certification = z.object({
  title: Short.min(1, 'Title is required'),
  issuer: Short.default(''),
  issuedOn: Short.default(''),
  credentialId: Short.default(''),
  url: WebUrl.default(''),
});
export type Certification = z.infer<typeof Certification>;

export const Social = z.object({
  linkedin: WebUrl.default(''),
  twitter: WebUrl.default(''),
  github: WebUrl.default(''),
  website: WebUrl.default(''),
});
export type Social = z.infer<typeof Social>;

/**
 * The public profile of docs/product.md#profiles. email and phone are null unless the reader is the
 * owner, an operator, or the owner has chosen to show them on the public CV (showContact).
 */
export const Profile = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The owner shows email and phone to everyone (off by default). */
  showContact: z.boolean(),
  country: z.string(),
  nationality: z.string(),
  bio: z.string(),
  desc: z.string(),
  isSeller: z.boolean(),
  languages: z.array(z.string()),
  education: z.array(Education),
  experience: z.array(z.string()),
  hobbies: z.array(z.string()),
  certifications: z.array(Certification),
  social: Social,
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** PUT /users/{id}. Every field is optional: what is sent is replaced, the rest stays. */
export const UpdateProfileInput = z
  .object({
    fullName: line().max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`),
    img: OwnUploadUrl,
    bio: multiline().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
    desc: multiline().max(DESC_MAX, `Description must be at most ${DESC_MAX} characters`),
    country: OptionalCountry,
    nationality: OptionalCountry,
    phone: Phone,
    showContact: z.boolean(),
    languages: LineList,
    education: z.array(Education).max(LIST_ITEMS_MAX),
    hobbies: LineList,
    experience: LineList,
    certifications: z.array(Certification).max(LIST_ITEMS_MAX),
    social: Social,
    /** Never changed here: sending it is 400 EMAIL_NOT_CHANGEABLE (the email change asks for the password). */
    email: line(),
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;
