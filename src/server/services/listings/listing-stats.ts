import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers } from '../../db/schema'

// The owner's stats (spec 2 §3 visit_stats, print_stats): two counters on the camper row. Every listing read and
// every search page would otherwise write to the database (a write per read halves read throughput), so
// this process counts in memory and adds its counts in one UPDATE every few seconds, before the owner reads the
// stats, and on shutdown. Another server process's counts arrive within one interval.

export const STATS_FLUSH_INTERVAL_MS = 5000

interface Pending {
  counts: Map<number, { visits: number; prints: number }>
  timer: NodeJS.Timeout | null
  flushing: Promise<void>
}

const pendingByDb = new WeakMap<Database, Pending>()

function pendingOf(db: Database): Pending {
  let pending = pendingByDb.get(db)
  if (!pending) {
    pending = { counts: new Map(), timer: null, flushing: Promise.resolve() }
    pendingByDb.set(db, pending)
  }
  return pending
}

function add(db: Database, camperIds: number[], visits: number, prints: number) {
  if (camperIds.length === 0) return
  const pending = pendingOf(db)
  for (const id of camperIds) {
    const count = pending.counts.get(id) ?? { visits: 0, prints: 0 }
    count.visits += visits
    count.prints += prints
    pending.counts.set(id, count)
  }
  if (!pending.timer) {
    pending.timer = setInterval(() => void flushListingStats(db), STATS_FLUSH_INTERVAL_MS)
    // Counting never keeps a process (or a test run) alive; shutdown flushes explicitly.
    pending.timer.unref()
  }
}

/** A listing page seen by someone else than its owner. */
export function countVisit(db: Database, camperId: number) {
  add(db, [camperId], 1, 0)
}

/** Campers shown on a page of search results: one print each. */
export function countPrints(db: Database, camperIds: number[]) {
  add(db, camperIds, 0, 1)
}

async function writeCounts(db: Database, counts: Pending['counts']) {
  const rows = [...counts].map(
    ([id, count]) => sql`(${id}::integer, ${count.visits}::integer, ${count.prints}::integer)`,
  )
  await db.execute(sql`
    update ${campers} set visit_count = ${campers.visitCount} + v.visits, print_count = ${campers.printCount} + v.prints
    from (values ${sql.join(rows, sql`, `)}) as v(id, visits, prints)
    where ${campers.id} = v.id`)
}

/** Writes this process's counts so far; counts that fail to arrive are kept for the next flush. */
export function flushListingStats(db: Database): Promise<void> {
  const pending = pendingByDb.get(db)
  if (!pending) return Promise.resolve()
  // Flushes run one after the other, so a stats read waits for a flush already under way.
  pending.flushing = pending.flushing.then(async () => {
    if (pending.counts.size === 0) {
      if (pending.timer) clearInterval(pending.timer)
      pending.timer = null
      return
    }
    const counts = pending.counts
    pending.counts = new Map()
    try {
      await writeCounts(db, counts)
    } catch (error) {
      for (const [id, count] of counts) {
        const later = pending.counts.get(id) ?? { visits: 0, prints: 0 }
        pending.counts.set(id, { visits: later.visits + count.visits, prints: later.prints + count.prints })
      }
      console.warn(
        `Listing stats not written yet (${counts.size} campers): ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
  return pending.flushing
}

/** On shutdown: the last counts are written and the interval stops. */
export async function stopListingStats(db: Database) {
  await flushListingStats(db)
  const pending = pendingByDb.get(db)
  if (pending?.timer) clearInterval(pending.timer)
  if (pending) pending.timer = null
}
