import type { Database } from '../db/client'
import type { Env } from '../env'
import type { Logger } from '../observability/logger'

/** What every request handler can reach through `c.var`. */
export interface AppVariables {
  db: Database
  env: Env
  /** The signed-in user's id when a valid bearer token came with the request. */
  userId: number | null
  /** Whether the signed-in user is staff (false when anonymous). */
  isStaff: boolean
  /** The staff member acting as the signed-in user (log-as), or null. */
  actingStaffId: number | null
  /** A bearer token came but is unknown, expired or revoked: routes that need a user answer token_not_valid. */
  tokenInvalid: boolean
  /** This request's id (sent back as X-Request-Id) and a logger that stamps it. */
  requestId: string
  log: Logger
  /** A read's side effect that a cache hit of its answer repeats (see onEveryRead in public-read-cache.ts). */
  readEffect?: () => void
}

export interface AppEnv {
  Variables: AppVariables
}
