import { users, type NewUserRow } from '../../../src/server/db/schema'
import { hashPassword } from '../../../src/server/services/auth/passwords'
import type { TestApp } from './test-app'

export const PASSWORD = 'correct horse battery'

// Hashing is deliberately slow (argon2id); users made here share one hash of PASSWORD, made once per test file.
let passwordHash: Promise<string> | undefined

/** Inserts a user straight into the database; the email is unique per call unless given. */
export async function createUser(t: TestApp, overrides: Partial<NewUserRow> = {}) {
  const [user] = await t.db
    .insert(users)
    .values({
      email: `user-${Math.random().toString(36).slice(2, 10)}@roam.test`,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...overrides,
    })
    .returning()
  return user!
}

/** POST /oauth/token/ with the password grant. */
export function signIn(t: TestApp, username: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return t.request('/oauth/token/', {
    method: 'POST',
    headers,
    form: { grant_type: 'password', username, password, client_id: t.env.OAUTH_CLIENT_ID },
  })
}

export interface Tokens {
  access_token: string
  refresh_token: string
  expires_in: number
}

/** Signs in and returns the token pair, failing the test on anything but a 200. */
export async function tokensFor(t: TestApp, email: string): Promise<Tokens> {
  const response = await signIn(t, email)
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Tokens
}

export function refresh(t: TestApp, refreshToken: string) {
  return t.request('/oauth/token/', {
    method: 'POST',
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: t.env.OAUTH_CLIENT_ID },
  })
}

export const me = (t: TestApp, token: string) => t.request('/3/users/me/', { token })

/** A new user, signed in: their id, email and access token. */
export async function signedInUser(t: TestApp, overrides: Partial<NewUserRow> = {}) {
  const user = await createUser(t, overrides)
  return { id: user.id, email: user.email, token: (await tokensFor(t, user.email)).access_token }
}

/** A bank account the payout sandbox accepts, as the owner's IBAN form sends it. */
export const TEST_IBAN = {
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  holder_name: 'Ada Lovelace',
  address: '1 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'FR',
}

/** A signed-in owner with TEST_IBAN: the payouts job can pay them. */
export async function payableOwner(t: TestApp): Promise<{ id: number; token: string }> {
  const { id, token } = await signedInUser(t, { isOwner: true })
  const added = await t.request('/3/mangopay/iban/', { method: 'POST', token, json: TEST_IBAN })
  if (added.status !== 201) throw new Error(`the IBAN was refused: ${await added.text()}`)
  return { id, token }
}
