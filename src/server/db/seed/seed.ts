import { count } from 'drizzle-orm'
import type { Database } from '../client'
import { users } from '../schema'
import { seedUsers } from './seed-users'

export interface SeedResult {
  milliseconds: number
  summary: string
}

/** Seeds the demo marketplace into an empty database; leaves a database with users untouched. */
export async function seedIfEmpty(db: Database): Promise<SeedResult | null> {
  const [existing] = await db.select({ total: count() }).from(users)
  if ((existing?.total ?? 0) > 0) return null
  const started = performance.now()
  const summary = await seedDemoData(db)
  return { milliseconds: Math.round(performance.now() - started), summary }
}

export async function seedDemoData(db: Database): Promise<string> {
  const people = await seedUsers(db)
  return `${people.length} users`
}
