import { sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/db/seed/demo-accounts'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { flushListingStats } from '../../../src/server/services/listings/listing-stats'
import { createUser, signIn, tokensFor } from '../support/accounts'
import type { ContractOperation } from '../support/openapi-operations'
import type { TestApp } from '../support/test-app'

export type Actor = 'guest' | 'owner' | 'staff' | 'throwaway'

/**
 * Who calls an operation: the demo account that owns the resources it works on. Operations that end the
 * caller's session or account get a user of their own, so the other operations keep a valid caller.
 */
const ACTORS: Array<[RegExp, Actor]> = [
  [/^(delete \/3\/users\/me\/|post \/oauth\/revoke_token\/|get \/api\/internals\/logout)$/, 'throwaway'],
  [
    / \/v4\/staff\/| \/v4\/bookings-staff\/| \/v4\/users\/auth\/log-as\/| \/3\/docs\/\{id\}\/(validate|refuse)\/| \/v4\/crm\//,
    'staff',
  ],
  [
    / \/v4\/bookings-owner\/| \/3\/products\/| \/v4\/vehicles\/| \/3\/mangopay\/| \/v4\/users\/me\/(company|legal|tax)| \/3\/docs\/(owner|vehicle)\/| \/3\/insurance\/condition\/product\//,
    'owner',
  ],
]

export function actorFor(operation: ContractOperation): Actor {
  const key = `${operation.method} ${operation.path}`
  return ACTORS.find(([pattern]) => pattern.test(key))?.[1] ?? 'guest'
}

/** The seeded database with its callers, and for each path parameter a value that names a resource the caller owns. */
export interface World {
  tokens: Record<Actor, string>
  pathValue(operation: ContractOperation, name: string): string
  /** Rows written so far, per table (tables a refused request may write are left out). */
  snapshot(): Promise<Record<string, number>>
}

// Tables written on purpose by a refused request: failed sign-ins are counted to throttle guessing (spec 1 §7).
const WRITTEN_ON_REFUSAL = new Set(['login_attempts'])

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

async function first(t: TestApp, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ value: string | number }>(t, query)
  // No such resource in the seed: a well-formed id that names nothing still reaches the handler.
  return String(row?.value ?? 1)
}

export async function buildWorld(t: TestApp): Promise<World> {
  await seedDemoData(t.db)
  const token = async (email: string) => {
    const response = await signIn(t, email, DEMO_PASSWORD)
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`)
    return ((await response.json()) as { access_token: string }).access_token
  }
  const throwaway = await createUser(t)
  const tokens: Record<Actor, string> = {
    guest: await token(DEMO_ACCOUNTS.guest.email),
    owner: await token(DEMO_ACCOUNTS.owner.email),
    staff: await token(DEMO_ACCOUNTS.staff.email),
    throwaway: (await tokensFor(t, throwaway.email)).access_token,
  }
  const guest = DEMO_ACCOUNTS.guest.email
  const owner = DEMO_ACCOUNTS.owner.email
  const demoTrip = (status: string) =>
    first(
      t,
      sql`SELECT b.id AS value FROM bookings b JOIN users g ON g.id = b.guest_id JOIN campers c ON c.id = b.camper_id JOIN users o ON o.id = c.owner_id
                 WHERE g.email = ${guest} AND o.email = ${owner} AND b.status = ${status} ORDER BY b.id LIMIT 1`,
    )
  const ownerCamper = await first(
    t,
    sql`SELECT c.id AS value FROM campers c JOIN users o ON o.id = c.owner_id WHERE o.email = ${owner} AND c.published_at IS NOT NULL ORDER BY c.id LIMIT 1`,
  )
  const values = {
    toCome: await demoTrip('TO_COME'),
    accepted: await demoTrip('ACCEPTED'),
    validated: await demoTrip('VALIDATED'),
    done: await first(
      t,
      sql`SELECT b.id AS value FROM bookings b JOIN users g ON g.id = b.guest_id WHERE g.email = ${guest} AND b.status = 'DONE' ORDER BY b.id LIMIT 1`,
    ),
    guestId: await first(t, sql`SELECT id AS value FROM users WHERE email = ${guest}`),
    ownerCamper,
    period: await first(
      t,
      sql`SELECT id AS value FROM calendar_periods WHERE camper_id = ${Number(ownerCamper)} ORDER BY id LIMIT 1`,
    ),
    option: await first(
      t,
      sql`SELECT id AS value FROM camper_options WHERE camper_id = ${Number(ownerCamper)} ORDER BY id LIMIT 1`,
    ),
    photo: await first(
      t,
      sql`SELECT id AS value FROM camper_photos WHERE camper_id = ${Number(ownerCamper)} ORDER BY id LIMIT 1`,
    ),
    review: await first(
      t,
      sql`SELECT r.id AS value FROM reviews r JOIN users a ON a.id = r.author_id WHERE a.email = ${guest} ORDER BY r.id LIMIT 1`,
    ),
    anyReview: await first(t, sql`SELECT id AS value FROM reviews ORDER BY id LIMIT 1`),
    wishlist: await first(
      t,
      sql`SELECT w.slug AS value FROM wishlists w JOIN users u ON u.id = w.user_id WHERE u.email = ${guest} ORDER BY w.id LIMIT 1`,
    ),
    place: await first(t, sql`SELECT slug AS value FROM places ORDER BY id LIMIT 1`),
    insurance: await first(t, sql`SELECT slug AS value FROM insurances ORDER BY id LIMIT 1`),
    document: await first(
      t,
      sql`SELECT d.id AS value FROM documents d JOIN users u ON u.id = d.user_id WHERE u.email = ${guest} ORDER BY d.id LIMIT 1`,
    ),
    chat: await first(
      t,
      sql`SELECT c.id AS value FROM chats c JOIN users u ON u.id = c.guest_id WHERE u.email = ${guest} ORDER BY c.id LIMIT 1`,
    ),
    message: await first(t, sql`SELECT m.id AS value FROM chat_messages m ORDER BY m.id LIMIT 1`),
    leadSource: await first(t, sql`SELECT id AS value FROM lead_sources ORDER BY id LIMIT 1`),
  }
  // Resolved by the operation's path, first match wins: `{id}` means a booking here and a camper there.
  const byPath: Array<[RegExp, string, string]> = [
    [/^\/3\/users\/\{id\}|^\/3\/faq\/user\/|push-lead-ad-onboarding/, 'id|idUser', values.guestId],
    [/^\/v4\/bookings-owner\/\{id\}\/(accept|refuse)\/$/, 'id', values.validated],
    [/^\/3\/my-requests\/|^\/3\/my-bookings\//, 'id', values.accepted],
    [/^\/v4\/bookings-|^\/3\/insurance\/condition\/\{id\}|^\/3\/docs\/booking\//, 'id', values.toCome],
    [/^\/3\/review\/create\//, 'idBooking', values.done],
    [/^\/3\/review\/\{id\}\/report/, 'id', values.anyReview],
    [/^\/3\/review\//, 'idReview', values.review],
    [
      /^\/3\/products\/|^\/v4\/vehicles\/|^\/v4\/staff\/listings\/|^\/3\/insurance\/condition\/product\/|^\/3\/docs\/vehicle\//,
      'id|idCamper',
      ownerCamper,
    ],
    [/./, 'idPeriod', values.period],
    [/./, 'idOption', values.option],
    [/./, 'photoId', values.photo],
    [/^\/3\/wishlist\//, 'slug', values.wishlist],
    [/^\/v4\/geolocation\//, 'slug', values.place],
    [/^\/3\/insurance\//, 'slug', values.insurance],
    [/^\/3\/docs\/\{id\}/, 'id', values.document],
    [/^\/3\/chats\/messages\//, 'id', values.message],
    [/^\/3\/chats\//, 'id', values.chat],
    [/^\/v4\/leads\//, 'id', values.leadSource],
    [/^\/v4\/crm\//, 'crm', 'hubspot'],
    [/^\/api\/media\//, 'file', 'missing.jpg'],
  ]
  // Every row written from here on is counted per table by a trigger: a cheap check that sees updates too.
  const tables = (
    await rows<{ name: string }>(
      t,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !name.startsWith('__'))
  await t.db.execute(sql`CREATE TABLE fuzz_writes (table_name text PRIMARY KEY, total integer NOT NULL)`)
  await t.db.execute(
    sql.raw(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, 1) ON CONFLICT (table_name) DO UPDATE SET total = fuzz_writes.total + 1;
    RETURN NULL;
  END $$`),
  )
  for (const name of tables) {
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER fuzz_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
      ),
    )
  }

  return {
    tokens,
    pathValue(operation, name) {
      const match = byPath.find(([pattern, names]) => pattern.test(operation.path) && names.split('|').includes(name))
      return match?.[2] ?? '1'
    },
    async snapshot() {
      // Visit and print counts of earlier reads are written by a timer: write them now, not inside a refused request.
      await flushListingStats(t.db)
      const counted = await rows<{ name: string; total: number }>(
        t,
        sql`SELECT table_name AS name, total FROM fuzz_writes`,
      )
      return Object.fromEntries(counted.map((row) => [row.name, row.total]))
    },
  }
}
