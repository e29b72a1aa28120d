import type { ReplayActor } from './ui-script'

/** The seed's demo accounts (src/server/db/seed), as the replays sign in with them. */
export const DEMO_PASSWORD = 'roam-demo-2026'
export const DEMO_ACCOUNTS: Record<Exclude<ReplayActor, 'anonymous'>, string> = {
  guest: 'guest@roam.test',
  owner: 'owner@roam.test',
  staff: 'staff@roam.test',
}
