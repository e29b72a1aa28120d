import { and, inArray, isNotNull, lte } from 'drizzle-orm'
import { dueDocumentTimer } from '../../../../machines/document.machine'
import { EXPIRING_SOON_DAYS } from '../../../domain/document-rules'
import type { Database } from '../../db/client'
import { documents } from '../../db/schema'
import { applyDocumentEvent, lockDocument } from './document-transitions'

const DAY_MS = 86_400_000
/** At most this many documents a run; the next run takes the rest. */
const BATCH = 200

/**
 * Moves validated documents whose date comes near or passes through the document chart (timer.expiring_soon, then
 * timer.expired), so their owners are told (document.notifications.ts) and the history says when. Each document is
 * locked and asked again, so several processes may run it; one the chart no longer lets move is skipped.
 */
export async function runDocumentExpiry(db: Database, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString().slice(0, 10)
  const candidates = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        inArray(documents.status, ['validated', 'exp_soon']),
        isNotNull(documents.expirationDate),
        lte(documents.expirationDate, horizon),
      ),
    )
    .limit(BATCH)
  let moved = 0
  for (const { id } of candidates)
    await db.transaction(async (tx) => {
      const locked = await lockDocument(tx, id)
      const event = locked && dueDocumentTimer(locked, now)
      if (!locked || !event) return
      await applyDocumentEvent(tx, locked, event, { userId: null }, { now })
      moved += 1
    })
  return moved
}
