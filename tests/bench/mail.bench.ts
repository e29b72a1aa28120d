/**
 * Mail delivery benchmark: the outbox's delivery job (deliverOutbox) sending real booking emails, rendered in full,
 * through the SMTP adapter to a real SMTP server in this process (tests/server/support/smtp-catcher.ts).
 * (a) Throughput: BENCH_MAIL_EMAILS (500) guests' requests accepted, then the job run back to back until every email
 * has arrived: emails per second. (b) Lag: BENCH_MAIL_CHANGES (40) acceptances, one at a time at a random moment,
 * with the job on its interval (BENCH_MAIL_INTERVAL_MS, 1 s, as main.ts runs it with MAIL_DELIVERY_INTERVAL_SECONDS):
 * p50 and p95 from applyBookingEvent's start to the SMTP server holding the email. PostgreSQL in a throwaway
 * `roam_bench_mail_<pid>` database when DATABASE_URL is set, else PGlite in memory. Prints the load average.
 */
import { loadavg } from 'node:os'
import pg from 'pg'
import { openDatabase } from '../../src/server/db/client'
import { bookings, campers, users } from '../../src/server/db/schema'
import { defaultEnv } from '../../src/server/env'
import { outboxEmailRenderer } from '../../src/server/mail/render-email'
import { createSmtpMail } from '../../src/server/providers/mail/smtp-mail'
import { applyBookingEvent } from '../../src/server/services/bookings/booking-transitions'
import { stopListingStats } from '../../src/server/services/listings/listing-stats'
import { deliverOutbox } from '../../src/server/services/outbox/outbox-delivery'
import { startSmtpCatcher } from '../server/support/smtp-catcher'

const EMAILS = Number(process.env.BENCH_MAIL_EMAILS ?? 500)
const CHANGES = Number(process.env.BENCH_MAIL_CHANGES ?? 40)
const INTERVAL_MS = Number(process.env.BENCH_MAIL_INTERVAL_MS ?? 1000)
const MAX_ATTEMPTS = 3
const DAY = 86_400_000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function openBenchDatabase() {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' })
    return { handle, label: 'PGlite in memory', drop: async () => {} }
  }
  const name = `roam_bench_mail_${process.pid}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString(), dataDir: '' })
  return { handle, label: `PostgreSQL ${name}`, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

async function main() {
  const { handle, label, drop } = await openBenchDatabase()
  const catcher = await startSmtpCatcher()
  try {
    await handle.migrate()
    const db = handle.db
    const env = defaultEnv({ MAIL_PROVIDER: 'smtp', SMTP_URL: catcher.url })
    // Where a run's time goes: rendering the email, and the SMTP conversation.
    const spent = { render: 0, send: 0 }
    const timed =
      <A extends unknown[], R>(key: keyof typeof spent, work: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const began = performance.now()
        try {
          return await work(...args)
        } finally {
          spent[key] += performance.now() - began
        }
      }
    const smtp = createSmtpMail(catcher.url, env.MAIL_FROM)
    const deps = {
      db,
      mail: { send: timed('send', smtp.send.bind(smtp)) },
      render: timed('render', outboxEmailRenderer(env)),
      maxAttempts: MAX_ATTEMPTS,
    }
    const person = async (email: string, isOwner: boolean) =>
      (
        await db
          .insert(users)
          .values({ email, passwordHash: 'not used', firstName: 'Bench', lastName: 'User', isOwner })
          .returning({ id: users.id })
      )[0]!.id
    const ownerId = await person('owner@bench.test', true)
    const [camper] = await db
      .insert(campers)
      .values({
        ownerId,
        title: 'Bench van',
        description: 'A van.',
        vehicleType: 2,
        brand: 'Fiat',
        model: 'Ducato',
        year: 2020,
        seats: 4,
        beds: 4,
        addressCity: 'Lyon',
        addressCountry: 'FR',
        addressStreet: '1 rue des Lilas',
        addressZipcode: '69001',
        latitude: 45.75,
        longitude: 4.85,
        pricePerDay: 7000,
        depositAmount: 100000,
        status: 'bookable',
        publishedAt: new Date(),
      })
      .returning({ id: campers.id })
    // Sent requests waiting for the owner, each guest its own, on dates of their own.
    const requests = async (count: number, offset: number) => {
      const ids: number[] = []
      for (let index = 0; index < count; index++) {
        const guestId = await person(`guest-${offset + index}@bench.test`, false)
        const from = Date.now() + (30 + (offset + index) * 4) * DAY
        const [row] = await db
          .insert(bookings)
          .values({
            camperId: camper!.id,
            guestId,
            status: 'VALIDATED',
            period: `[${new Date(from).toISOString().slice(0, 10)},${new Date(from + 3 * DAY).toISOString().slice(0, 10)})`,
            totalPrice: 60000,
            ownerAcceptExpireOn: new Date(Date.now() + 2 * DAY),
          })
          .returning({ id: bookings.id })
        ids.push(row!.id)
      }
      return ids
    }
    const accept = (bookingId: number) =>
      applyBookingEvent(db, bookingId, { type: 'owner.accept' }, { userId: ownerId })

    console.log(`${label}; SMTP server ${catcher.url}; load average at start: ${load()}`)

    // (a) Throughput: the emails are written first, then sent by back-to-back runs of the job.
    for (const id of await requests(EMAILS, 0)) await accept(id)
    spent.render = spent.send = 0
    const throughputStart = performance.now()
    let runs = 0
    while (catcher.mails.length < EMAILS) {
      const report = await deliverOutbox(deps)
      runs++
      if (report.sent === 0 && catcher.mails.length < EMAILS) throw new Error(`only ${catcher.mails.length} arrived`)
    }
    const seconds = (performance.now() - throughputStart) / 1000
    console.log(
      `(a) ${EMAILS} emails in ${seconds.toFixed(2)} s over ${runs} runs of ${50}: ` +
        `${(EMAILS / seconds).toFixed(1)} emails/s; per email ${(spent.render / EMAILS).toFixed(1)} ms rendering, ` +
        `${(spent.send / EMAILS).toFixed(1)} ms SMTP, the rest the database (load average ${load()})`,
    )

    // (b) Lag: the job on its interval, as main.ts runs it (a run under way is not started twice).
    const lagIds = await requests(CHANGES, EMAILS)
    let running: Promise<unknown> | undefined
    const job = setInterval(() => {
      if (running) return
      running = deliverOutbox(deps)
        .catch((error: unknown) => console.error('delivery failed', error))
        .finally(() => (running = undefined))
    }, INTERVAL_MS)
    const lags: number[] = []
    for (const id of lagIds) {
      // A random moment of the interval: the lag includes the wait for the next run.
      await sleep(Math.random() * INTERVAL_MS)
      const arrived = catcher.mails.length
      const began = performance.now()
      await accept(id)
      while (catcher.mails.length === arrived) await sleep(1)
      lags.push(performance.now() - began)
    }
    clearInterval(job)
    await running
    lags.sort((a, b) => a - b)
    console.log(
      `(b) lag from a booking status change to the SMTP server, job every ${INTERVAL_MS} ms, ${CHANGES} changes: ` +
        `p50 ${percentile(lags, 50).toFixed(0)} ms, p95 ${percentile(lags, 95).toFixed(0)} ms, ` +
        `max ${lags.at(-1)!.toFixed(0)} ms`,
    )
    console.log(`load average at end: ${load()}`)
  } finally {
    await catcher.close()
    await stopListingStats(handle.db)
    await handle.close()
    await drop()
  }
}

await main()
