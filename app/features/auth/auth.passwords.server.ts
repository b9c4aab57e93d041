import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane): about 50 ms on one core, so a login costs an
 * attacker as much as it costs us.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the package's types)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A stored hash made with other parameters than today's: rehash it at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies the password against a hash of a random secret: an unknown username costs the same time as a known
 * one with a wrong password, so timing does not reveal which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(await dummy, password);
  return false;
}
