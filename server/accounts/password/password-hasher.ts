import argon2 from 'argon2';

/** Turns passwords into stored hashes and checks them; swapped for cheaper parameters where tests need speed. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read; never throws on bad input. */
  verify(storedHash: string, password: string): Promise<boolean>;
}

export interface Argon2Parameters {
  /** KiB of memory. */
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): ~33 ms a hash on the reference machine (quality bar "Sign-in"). */
export const OWASP_ARGON2ID: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id with the given cost; the PHC string it writes carries the parameters, so verify needs none. */
export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly parameters: Argon2Parameters = OWASP_ARGON2ID) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.parameters });
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(storedHash, password);
    } catch {
      return false;
    }
  }
}
