import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { outbox, type OutboxRow } from '../../db/schema'
import type { MailMessage, MailProvider } from '../../providers/mail/mail-provider'

/** The subject and both bodies of one outbox row, in its recipient's language. */
export type RenderOutboxEmail = (row: OutboxRow) => Promise<Omit<MailMessage, 'to'>>

export interface OutboxDeliveryDeps {
  db: Database
  mail: MailProvider
  render: RenderOutboxEmail
  /** Tries before a row is dead. */
  maxAttempts: number
  /** Rows claimed per run. */
  batchSize?: number
  now?: () => Date
}

export interface OutboxDeliveryReport {
  sent: number
  retried: number
  dead: number
}

/** The first retry after 30 s, then twice as long each time, at most 6 hours apart. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000)

/** A row still sending this long after its claim was interrupted by a crash (a send is bounded by SMTP timeouts). */
export const INTERRUPTED_AFTER_MS = 10 * 60_000

/**
 * Template data under a key starting with `secret` (a sign-in link) is needed only to send: a finished row (sent or
 * dead) forgets it, so the table does not keep working credentials.
 */
const withoutSecrets = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith('secret')))

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000)

/**
 * Claims the due rows and records the attempt before sending (status `sending`, `attempts` + 1), in a transaction of
 * its own that commits first: `FOR UPDATE SKIP LOCKED` lets several processes run this at once, each row going to
 * one of them. Then each is sent and marked `sent`, or put back with a later `next_attempt_at`, or `dead` after
 * `maxAttempts`. A process that dies between the send and the mark leaves the row `sending`: it is never sent again
 * (at most once) but marked dead after INTERRUPTED_AFTER_MS, so a lost email shows with its reason.
 */
export async function deliverOutbox(deps: OutboxDeliveryDeps): Promise<OutboxDeliveryReport> {
  const now = deps.now ?? (() => new Date())
  const report: OutboxDeliveryReport = { sent: 0, retried: 0, dead: 0 }

  await deps.db
    .update(outbox)
    .set({ status: 'dead', lastError: 'Interrupted while sending; not sent again, as it may have left.' })
    .where(and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, new Date(now().getTime() - INTERRUPTED_AFTER_MS))))

  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now())))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(deps.batchSize ?? 50)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, claimedAt: now() })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })

  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const rendered = await deps.render(row)
      await deps.mail.send({ to: row.recipient, ...rendered })
    } catch (error) {
      // The service said no (or never answered the connection): nothing left, so another try cannot double it.
      const dead = row.attempts >= deps.maxAttempts
      await deps.db
        .update(outbox)
        .set({
          status: dead ? 'dead' : 'pending',
          lastError: errorText(error),
          ...(dead ? { data: withoutSecrets(row.data) } : {}),
          nextAttemptAt: dead ? row.nextAttemptAt : new Date(now().getTime() + retryDelayMs(row.attempts)),
          claimedAt: null,
        })
        .where(eq(outbox.id, row.id))
      if (dead) report.dead++
      else report.retried++
      continue
    }
    await deps.db
      .update(outbox)
      .set({ status: 'sent', sentAt: now(), lastError: null, claimedAt: null, data: withoutSecrets(row.data) })
      .where(eq(outbox.id, row.id))
    report.sent++
  }
  return report
}
