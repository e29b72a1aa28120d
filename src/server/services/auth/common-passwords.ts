import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The most common breached passwords (SecLists' 10k-most-common.txt, MIT licence), one per line,
 * keeping only those of 8 characters or more: shorter ones already fail the length rule.
 */
export const COMMON_PASSWORDS_FILE = fileURLToPath(new URL('./common-passwords.txt', import.meta.url))

let loaded: ReadonlySet<string> | null = null

/** Read once, on first use: a set of lower-case passwords. */
function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  )
  return loaded
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase())
