import type { Database } from '../client'
import { leadSources } from '../schema'

/** The campaigns and partners whose links carry ?lead_source=<id> to the earnings simulator (ids 1 to 4). */
export const DEMO_LEAD_SOURCES = [
  'Owner newsletter',
  'Search ads: rent out your camper',
  'Camping partner flyer',
  'Owner referral',
] as const

export async function seedLeadSources(db: Database): Promise<number> {
  const rows = await db
    .insert(leadSources)
    .values(DEMO_LEAD_SOURCES.map((name) => ({ name })))
    .returning({ id: leadSources.id })
  return rows.length
}
