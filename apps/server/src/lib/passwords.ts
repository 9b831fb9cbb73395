import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended parameters (m=19 MiB, t=2, p=1). */
/** Algorithm 2 is argon2id (the package's const enum cannot be imported under verbatimModuleSyntax). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
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
