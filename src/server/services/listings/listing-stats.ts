import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campers } from '../../db/schema'

// The owner's stats (spec 2 §3 visit_stats, print_stats): two counters on the camper row, one UPDATE each.

/** A listing page seen by someone else than its owner. */
export async function countVisit(db: Database, camperId: number) {
  await db.update(campers).set({ visitCount: sql`${campers.visitCount} + 1` }).where(eq(campers.id, camperId))
}

/** Campers shown on a page of search results: one print each. */
export async function countPrints(db: Database, camperIds: number[]) {
  if (camperIds.length === 0) return
  await db.update(campers).set({ printCount: sql`${campers.printCount} + 1` }).where(inArray(campers.id, camperIds))
}
