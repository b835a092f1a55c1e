import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP's recommended floor (19 MiB, 2 passes).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against a throw-away hash keeps sign-in timing the same whether or not the e-mail exists. */
let decoy: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword('liftmates-decoy-password');
  await verifyPassword(await decoy, password);
}
