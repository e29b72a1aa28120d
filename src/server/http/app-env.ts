import type { Database } from '../db/client'
import type { Env } from '../env'

/** What every request handler can reach through `c.var`. */
export interface AppVariables {
  db: Database
  env: Env
  /** The signed-in user's id when a valid bearer token came with the request. */
  userId: number | null
}

export interface AppEnv {
  Variables: AppVariables
}
