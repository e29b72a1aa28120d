import type { Database } from '../../db/client'
import { outbox } from '../../db/schema'

export interface OutboxEmail {
  /** What caused it, e.g. `password_reset:42`; a second write for the same event and recipient is ignored. */
  event: string
  recipient: string
  template: string
  data: Record<string, unknown>
  locale: string
}

/**
 * Queues an email in the caller's transaction (`tx`), so it exists exactly when the change that causes it commits.
 * The delivery job sends it. It is due at once by the app's clock, the one the delivery job reads: the database's
 * `now()` keeps microseconds, so a row written in the same millisecond would otherwise wait for the next run. A change
 * made as of a later moment (the replay clock runs a timer at its due time) is sent at once, not then.
 */
export async function enqueueEmail(
  tx: Pick<Database, 'insert'>,
  email: OutboxEmail,
  now = new Date(),
): Promise<boolean> {
  const queued = await tx
    .insert(outbox)
    .values({ ...email, channel: 'email', nextAttemptAt: new Date(Math.min(now.getTime(), Date.now())) })
    .onConflictDoNothing({ target: [outbox.event, outbox.recipient, outbox.channel] })
    .returning({ id: outbox.id })
  return queued.length > 0
}
