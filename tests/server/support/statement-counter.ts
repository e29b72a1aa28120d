import type { Logger } from 'drizzle-orm/logger'
import type { Database } from '../../../src/server/db/client'

/**
 * Records every SQL statement the app sends through `db` (Drizzle's logger, which sees the queries of transactions
 * too); `take()` returns those since the last take and starts afresh.
 */
export function recordStatements(db: Database) {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session
  let statements: string[] = []
  const logger: Logger = { logQuery: (query) => void statements.push(query) }
  session.logger = logger
  session.options.logger = logger
  return {
    take() {
      const taken = statements
      statements = []
      return taken
    },
  }
}
