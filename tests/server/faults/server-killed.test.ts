import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { bookings, idempotencyKeys, paymentSandboxTransactions, payments } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

/*
 * The server process is SIGKILLed while guests confirm payments and owners accept requests. The same
 * database is then served by a new process, with no manual step in between. Afterwards every booking is in one
 * consistent state, the sandbox charged each booking at most once and only for a payment recorded as paid, and the
 * interrupted requests finish when retried (same Idempotency-Key) or, left alone, are settled by the payments job.
 */

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }
const PAYMENTS = 16
const REQUESTS = 8
// An unsettled payment or an abandoned Idempotency-Key is taken over after this long (the default is a minute).
const RECONCILE_AFTER_SECONDS = 2

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

interface ServerProcess {
  base: string
  child: ChildProcess
  exited: Promise<void>
}

/** The real server (`src/server/main.ts`) as a process of its own, on the given database, without demo data. */
async function startServer(
  database: { url?: string; dataDir?: string },
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir ?? 'memory://',
      SEED_DEMO_DATA: 'false',
      // The API alone: no built web app to serve.
      NODE_ENV: 'development',
      ICAL_SYNC_INTERVAL_MINUTES: '0',
      PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  for (let waited = 0; waited < 240; waited++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`)
    try {
      await fetch(`${base}/3/referential/`)
      return { base, child, exited }
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  child.kill('SIGKILL')
  throw new Error('the server did not listen within 120 s')
}

/** A call's answer, or `null` when the connection died with the server. */
interface Answer {
  status: number
  body: unknown
}

async function call(
  base: string,
  path: string,
  init: { method: string; token: string; json?: unknown; headers?: Record<string, string> },
): Promise<Answer | null> {
  try {
    const response = await fetch(`${base}${path}`, {
      method: init.method,
      headers: {
        'X-API-KEY': 'roam-public-web-key',
        Authorization: `Bearer ${init.token}`,
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return null
  }
}

describe.each(TEST_DATABASES)('the server killed during confirmations, on %s', (kind) => {
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'roam-killed-')) : undefined
  let t: TestApp | undefined
  const servers: ServerProcess[] = []

  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    await t?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  /** The test's own handle on the database; PGlite is one process's at a time, so it is closed while a server runs. */
  const openStore = async () => t ?? (t = await createTestApp(kind, {}, { dataDir }))
  const releaseStore = async () => {
    if (kind === 'pglite') {
      await t!.close()
      t = undefined
    }
  }
  const confirm = (base: string, token: string, bookingId: number, key: string) =>
    call(base, `/3/my-requests/${bookingId}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': key },
    })
  const accept = (base: string, token: string, bookingId: number) =>
    call(base, `/v4/bookings-owner/${bookingId}/accept/`, { method: 'PATCH', token })

  it('loses and doubles no booking or payment, and recovers by itself', async () => {
    // 1. The world: one guest paying PAYMENTS accepted bookings, one owner with REQUESTS requests to accept, and one
    // accepted booking kept for after the restart.
    let store = await openStore()
    const guest = await createUser(store)
    const owner = await createUser(store, { isOwner: true })
    const guestToken = (await tokensFor(store, guest.email)).access_token
    const ownerToken = (await tokensFor(store, owner.email)).access_token
    const toPay: number[] = []
    const toAccept: number[] = []
    let lastBooking = 0
    for (let n = 0; n < PAYMENTS + REQUESTS + 1; n++) {
      const camper = await createCamper(store, owner.id)
      const booking = await createPaymentsBooking(store, {
        guestId: guest.id,
        camperId: camper.id,
        status: n < PAYMENTS || n === PAYMENTS + REQUESTS ? 'ACCEPTED' : 'VALIDATED',
        from: inDays(60),
        to: inDays(67),
      })
      if (n < PAYMENTS) toPay.push(booking.id)
      else if (n < PAYMENTS + REQUESTS) toAccept.push(booking.id)
      else lastBooking = booking.id
    }
    const url = store.url
    await releaseStore()

    // 2. A server whose provider takes 300 ms a call, so a confirmation (card registration, then the charge) spans the kill.
    const first = await startServer(
      { url, dataDir },
      { PAYMENT_SANDBOX_DELAY_MS: '300', PAYMENT_JOBS_INTERVAL_SECONDS: '0' },
    )
    servers.push(first)
    const keyOf = (bookingId: number) => `killed-${bookingId}`
    const answers = new Map<number, Answer | null>()
    const inFlight = [
      ...toPay.map(async (id, n) => {
        await sleep(n * 60)
        answers.set(id, await confirm(first.base, guestToken, id, keyOf(id)))
      }),
      ...toAccept.map(async (id, n) => {
        await sleep(n * 120)
        answers.set(id, await accept(first.base, ownerToken, id))
      }),
    ]
    // Killed as soon as the first payment went through: the later ones are still at the provider, or not yet sent.
    for (let waited = 0; waited < 600 && !toPay.some((id) => answers.get(id)?.status === 200); waited++) await sleep(20)
    first.child.kill('SIGKILL')
    await Promise.all([first.exited, ...inFlight])

    const paidBeforeKill = toPay.filter((id) => answers.get(id)?.status === 200)
    const interrupted = toPay.filter((id) => answers.get(id) === null)
    expect(paidBeforeKill.length).toBeGreaterThan(0)
    expect(interrupted.length).toBeGreaterThan(0)
    // Nothing answered an error: each request either finished or died with the process.
    for (const [, answer] of answers) if (answer) expect(answer.status).toBe(200)

    // What the kill left behind: payments between their creation and the provider's answer (some maybe charged).
    store = await openStore()
    const leftOver = await store.db
      .select()
      .from(payments)
      .where(and(inArray(payments.bookingId, toPay), eq(payments.status, 'CREATED')))
    // PGlite answers one query at a time, so its requests queue and a kill may catch none between payment and answer.
    if (kind === 'postgres') expect(leftOver.length).toBeGreaterThan(0)
    const chargedUnrecorded = await store.db
      .select({ key: paymentSandboxTransactions.idempotencyKey })
      .from(paymentSandboxTransactions)
      .where(
        inArray(
          paymentSandboxTransactions.idempotencyKey,
          leftOver.map((payment) => payment.providerKey),
        ),
      )
    console.info(
      `killed: ${paidBeforeKill.length} paid, ${interrupted.length} interrupted, ${leftOver.length} payments unsettled ` +
        `(${chargedUnrecorded.length} charged but not recorded), ${toAccept.filter((id) => answers.get(id) === null).length} accepts interrupted`,
    )
    await releaseStore()

    // 3. A new process on the same database, with its payments job running; no manual step in between.
    const second = await startServer(
      { url, dataDir },
      { PAYMENT_SANDBOX_DELAY_MS: '20', PAYMENT_JOBS_INTERVAL_SECONDS: '1' },
    )
    servers.push(second)
    // Half the interrupted guests retry with the same key (409 while the dead request is recent); the rest never come back.
    const retried = interrupted.filter((_, n) => n % 2 === 0)
    for (const id of retried) {
      let answer: Answer | null = null
      for (let attempt = 0; attempt < 60; attempt++) {
        answer = await confirm(second.base, guestToken, id, keyOf(id))
        if (answer?.status !== 409) break
        await sleep(500)
      }
      expect(answer).toMatchObject({
        status: 200,
        body: { payment: { status: 'SUCCEEDED' }, booking_state: 'TO_COME' },
      })
    }
    // An owner whose accept died sends it again: accepted, or already accepted by the first try.
    for (const id of toAccept.filter((candidate) => answers.get(candidate) === null)) {
      const again = await accept(second.base, ownerToken, id)
      expect([200, 405]).toContain(again?.status)
    }
    // Payments left mid-flight by those who never retried are settled by the job.
    for (let waited = 0; ; waited++) {
      const unsettled = []
      for (const id of toPay) {
        const listed = await call(second.base, `/3/my-requests/${id}/payments/`, { method: 'GET', token: guestToken })
        const results = (listed?.body as { results: Array<{ status: string }> } | null)?.results ?? []
        if (results.some((payment) => payment.status === 'CREATED')) unsettled.push(id)
      }
      if (unsettled.length === 0) break
      if (waited > 60) throw new Error(`payments never settled: bookings ${unsettled.join(', ')}`)
      await sleep(500)
    }
    // The service takes new confirmations as before.
    expect(await confirm(second.base, guestToken, lastBooking, keyOf(lastBooking))).toMatchObject({
      status: 200,
      body: { booking_state: 'TO_COME' },
    })

    second.child.kill('SIGTERM')
    await second.exited

    // 4. What the database says.
    store = await openStore()
    const everyBooking = [...toPay, ...toAccept, lastBooking]
    const rows = await store.db.select().from(bookings).where(inArray(bookings.id, everyBooking))
    const statusOf = new Map(rows.map((row) => [row.id, row.status]))
    const recorded = await store.db.select().from(payments).where(inArray(payments.bookingId, everyBooking))
    const charges = await store.db
      .select()
      .from(paymentSandboxTransactions)
      .where(and(eq(paymentSandboxTransactions.kind, 'payin'), eq(paymentSandboxTransactions.status, 'SUCCEEDED')))

    // The provider never charged one key twice, and charged nothing the database does not know as a paid payment.
    const chargedKeys = charges.map((charge) => charge.idempotencyKey)
    expect(new Set(chargedKeys).size).toBe(chargedKeys.length)
    const paidKeys = recorded.filter((payment) => payment.status === 'SUCCEEDED').map((payment) => payment.providerKey)
    expect(chargedKeys.sort()).toEqual([...paidKeys].sort())

    for (const id of [...toPay, lastBooking]) {
      const own = recorded.filter((payment) => payment.bookingId === id)
      expect(
        own.filter((payment) => payment.status === 'CREATED'),
        `booking ${id}`,
      ).toEqual([])
      const paid = own.filter((payment) => payment.status === 'SUCCEEDED' && payment.state === 'done')
      expect(paid.length, `booking ${id}`).toBeLessThanOrEqual(1)
      // Paid once and TO_COME, or not charged at all and still ACCEPTED (its guest may pay again).
      expect(statusOf.get(id), `booking ${id}`).toBe(paid.length === 1 ? 'TO_COME' : 'ACCEPTED')
    }
    for (const id of [...paidBeforeKill, ...retried, lastBooking])
      expect(statusOf.get(id), `booking ${id}`).toBe('TO_COME')
    for (const id of toAccept) expect(statusOf.get(id), `request ${id}`).toBe('ACCEPTED')

    // Every key of a request that was retried or answered is closed with its answer.
    const keys = await store.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, guest.id))
    for (const id of [...paidBeforeKill, ...retried]) {
      expect(keys.find((key) => key.key === keyOf(id))?.completedAt, `key of booking ${id}`).toBeInstanceOf(Date)
    }
  }, 600_000)
})
