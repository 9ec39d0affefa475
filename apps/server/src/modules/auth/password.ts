import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's first recommended setting (19 MiB, 2 iterations, 1 lane).
 * @node-rs/argon2 defaults to Argon2id; the values are spelled out so a change is deliberate.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
