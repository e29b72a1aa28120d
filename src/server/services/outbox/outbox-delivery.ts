import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { transition } from 'xstate'
import { OUTBOX_STATUSES, outboxDeliveryMachine } from '../../../../machines/outbox-delivery.machine'
import type { OutboxDeliveryEvent, OutboxStatus } from '../../../../machines/outbox-delivery.machine'
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

type OutboxPatch = PgUpdateSetSource<typeof outbox>

/**
 * The next status and the columns to write for `event` on `row`, asked of outbox-delivery.machine; null when the
 * machine refuses it. The only place that decides outbox.status.
 */
export function nextOutboxState(
  row: Pick<OutboxRow, 'attempts' | 'data'> & { status: string },
  event: OutboxDeliveryEvent,
  options: { maxAttempts: number; now: Date },
): { status: OutboxStatus; patch: OutboxPatch } | null {
  const { now } = options
  const patch: OutboxPatch = {}
  const machine = outboxDeliveryMachine.provide({
    actions: {
      recordAttempt: () => {
        patch.attempts = sql`${outbox.attempts} + 1`
        patch.claimedAt = now
      },
      recordSent: () => {
        patch.sentAt = now
        patch.lastError = null
        patch.claimedAt = null
      },
      recordError: ({ event }) => {
        if (event.type === 'provider.failed') patch.lastError = event.error
        patch.claimedAt = null
      },
      scheduleRetry: () => {
        patch.nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts))
      },
      recordInterruption: () => {
        patch.lastError = 'Interrupted while sending; not sent again, as it may have left.'
      },
      forgetSecrets: () => {
        patch.data = withoutSecrets(row.data)
      },
    },
  })
  if (!OUTBOX_STATUSES.includes(row.status as OutboxStatus)) return null
  const snapshot = machine.resolveState({
    value: row.status,
    context: { attempts: row.attempts, maxAttempts: options.maxAttempts },
  })
  if (!snapshot.can(event)) return null
  const [next, actions] = transition(machine, snapshot, event)
  for (const action of actions) action.exec?.(action.info, action.params)
  return { status: next.value as OutboxStatus, patch }
}

/**
 * A step many rows take in one statement (a claim, an interruption): the one status the machine takes it from, and
 * the status and columns it leads to. Those steps have no guard, so any row of that status would answer the same.
 */
function stepForAll(event: OutboxDeliveryEvent, now: Date) {
  const steps = OUTBOX_STATUSES.flatMap((from) => {
    const next = nextOutboxState({ status: from, attempts: 0, data: {} }, event, { maxAttempts: 1, now })
    return next ? [{ from, ...next }] : []
  })
  if (steps.length !== 1) throw new Error(`outbox delivery: ${event.type} must leave exactly one status`)
  return steps[0]!
}

/**
 * Claims the due rows and records the attempt before sending (status `sending`, `attempts` + 1), in a transaction of
 * its own that commits first: `FOR UPDATE SKIP LOCKED` lets several processes run this at once, each row going to
 * one of them. Then each is sent and marked `sent`, or put back with a later `next_attempt_at`, or `dead` after
 * `maxAttempts`, each status asked of outbox-delivery.machine (nextOutboxState). A process that dies between the send and the mark leaves the row `sending`: it is never sent again
 * (at most once) but marked dead after INTERRUPTED_AFTER_MS, so a lost email shows with its reason.
 */
export async function deliverOutbox(deps: OutboxDeliveryDeps): Promise<OutboxDeliveryReport> {
  const now = deps.now ?? (() => new Date())
  const report: OutboxDeliveryReport = { sent: 0, retried: 0, dead: 0 }

  const interrupted = stepForAll({ type: 'job.interrupted' }, now())
  await deps.db
    .update(outbox)
    .set({ ...interrupted.patch, status: interrupted.status })
    .where(
      and(eq(outbox.status, interrupted.from), lt(outbox.claimedAt, new Date(now().getTime() - INTERRUPTED_AFTER_MS))),
    )

  const claim = stepForAll({ type: 'job.claim' }, now())
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, claim.from), lte(outbox.nextAttemptAt, now())))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(deps.batchSize ?? 50)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(outbox)
      .set({ ...claim.patch, status: claim.status })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })

  const step = async (row: OutboxRow, event: OutboxDeliveryEvent) => {
    const next = nextOutboxState(row, event, { maxAttempts: deps.maxAttempts, now: now() })
    if (!next) throw new Error(`outbox delivery: row ${row.id} (${row.status}) refused ${event.type}`)
    await deps.db
      .update(outbox)
      .set({ ...next.patch, status: next.status })
      .where(eq(outbox.id, row.id))
    return next.status
  }

  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const rendered = await deps.render(row)
      await deps.mail.send({ to: row.recipient, ...rendered })
    } catch (error) {
      // The service said no (or never answered the connection): nothing left, so another try cannot double it.
      if ((await step(row, { type: 'provider.failed', error: errorText(error) })) === 'dead') report.dead++
      else report.retried++
      continue
    }
    await step(row, { type: 'provider.accepted' })
    report.sent++
  }
  return report
}
