/** Whether the error, or a cause it wraps (Drizzle wraps driver errors), carries this Postgres SQLSTATE. */
function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true
  }
  return false
}

/** Postgres unique_violation. */
export const isUniqueViolation = (error: unknown) => hasPostgresCode(error, '23505')

/** Postgres exclusion_violation: an EXCLUDE constraint (two bookings holding the same dates) refused the row. */
export const isExclusionViolation = (error: unknown) => hasPostgresCode(error, '23P01')

/** Postgres deadlock_detected: two transactions waited for each other (two conflicting EXCLUDE checks can). */
export const isDeadlock = (error: unknown) => hasPostgresCode(error, '40P01')

// Class 08 (connection exception), 57P01–57P03 (the server shutting down or not yet accepting), and the
// node-postgres / socket errors of a connection that went away or could not be made.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /connection is closed/i,
]

/** The database could not be reached or dropped the connection mid-query: a moment's outage, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true
    const message = (current as { message?: unknown }).message
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
  }
  return false
}
