/** Postgres unique_violation. Drizzle wraps driver errors, so the code may sit on the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Postgres exclusion_violation: an EXCLUDE constraint (two bookings holding the same dates) refused the row. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true
  }
  return false
}

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
