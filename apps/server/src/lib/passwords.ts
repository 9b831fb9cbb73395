import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { DomainError } from './domain-error.ts';

/** argon2id with OWASP's first recommended parameters (m=19 MiB, t=2, p=1). */
/** Algorithm 2 is argon2id (the package's const enum cannot be imported under verbatimModuleSyntax). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password about to be stored; a blank or common one is refused first (400, field `password`). */
export function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) {
    const sentence = PROBLEM_SENTENCES[problem];
    throw new DomainError('VALIDATION_FAILED', sentence, { errors: { password: [sentence] }, fields: { password: [{ code: problem }] } });
  }
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the user does not exist, so that timing does not tell which usernames exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('inkwell-timing-equaliser');
  return dummyHash;
}

/**
 * Passwords refused on registration and on every change: only spaces (any whitespace), and the most
 * common and breached ones with their easy variants (l33t, reversed, a few digits added), judged
 * offline by zxcvbn-ts against its common list (@zxcvbn-ts/language-common: passwords found in
 * breaches, by frequency). Score 0-1 means under a million guesses.
 * Only the first CHECKED_LENGTH characters are judged: the estimate grows slow on long input, and
 * a password that long is not on a common list anyway.
 */
const CHECKED_LENGTH = 40;
let estimator: ZxcvbnFactory | undefined;

export type PasswordProblem = 'password_blank' | 'password_common';

const PROBLEM_SENTENCES: Record<PasswordProblem, string> = {
  password_blank: 'A password cannot be only spaces.',
  password_common: 'This password is too common: it is on lists of breached and guessed passwords. Please choose another.',
};

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.trim() === '') return 'password_blank';
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator.check(password.slice(0, CHECKED_LENGTH)).score <= 1 ? 'password_common' : null;
}
