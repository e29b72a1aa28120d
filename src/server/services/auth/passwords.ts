import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = {
  algorithm: 2 /* Argon2id: a const enum, which verbatimModuleSyntax cannot import */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
