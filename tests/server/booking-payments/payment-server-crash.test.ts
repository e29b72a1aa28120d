import { spawn, type ChildProcess } from 'node:child_process'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, paymentSandboxTransactions, payments } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking } from '../support/payments-bookings'
import { createTestApp, type TestApp } from '../support/test-app'

const PORT = 3391
const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

/** A real API server process on the test's database (development mode: no built web app needed); resolves once it listens. */
function startServer(databaseUrl: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${errors}`)), 60_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Roam is running')) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${errors}`)))
  })
}

const stopped = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  )

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// A server process killed (SIGKILL) in the middle of a payment, then started again: PostgreSQL only, since the test
// and the server process share the database.
describe.skipIf(!process.env.DATABASE_URL)('a payment whose server is killed mid-way, on postgres', () => {
  let t: TestApp
  let server: ChildProcess | undefined
  beforeAll(async () => {
    t = await createTestApp('postgres')
  })
  afterAll(async () => {
    server?.kill('SIGKILL')
    await t.close()
  })

  it('ends with exactly one charge and the booking in one state after a restart', async () => {
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const booking = await createPaymentsBooking(t, {
      guestId: guest.id,
      camperId: (await createCamper(t, owner.id)).id,
    })
    const token = (await tokensFor(t, guest.email)).access_token
    const key = `killed-${booking.id}`
    const confirm = () =>
      fetch(`http://127.0.0.1:${PORT}/3/my-requests/${booking.id}/payment/confirm/`, {
        method: 'POST',
        headers: {
          'X-API-KEY': t.env.API_KEY,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ method: 'card', card: CARD }),
      })

    // The provider takes 5 s to answer: the server dies while it waits, after the payment row is committed.
    server = await startServer(t.url!, { PAYMENT_SANDBOX_DELAY_MS: '5000', PAYMENT_JOBS_INTERVAL_SECONDS: '0' })
    const interrupted = confirm().catch((error: unknown) => error)
    await until(async () => (await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).length > 0)
    server.kill('SIGKILL')
    await stopped(server)
    expect(await interrupted).toBeInstanceOf(Error)
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('ACCEPTED')

    // Restarted, the payments job settles the payment left in flight with its own provider key.
    server = await startServer(t.url!, {
      PAYMENT_SANDBOX_DELAY_MS: '0',
      PAYMENT_RECONCILE_AFTER_SECONDS: '0',
      PAYMENT_JOBS_INTERVAL_SECONDS: '1',
    })
    await until(
      async () => (await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status === 'TO_COME',
    )
    const retry = await confirm()
    expect([200, 409]).toContain(retry.status)

    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.reason, 'booking')))
    expect(rows.filter((row) => row.status === 'SUCCEEDED')).toHaveLength(1)
    const charged = await t.db
      .select()
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.status, 'SUCCEEDED'))
    expect(
      charged.filter(
        (row) => row.kind === 'payin' && rows.some((payment) => payment.providerKey === row.idempotencyKey),
      ),
    ).toHaveLength(1)
  }, 120_000)
})
