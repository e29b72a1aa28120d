/** Postgres unique_violation. Drizzle wraps driver errors, so the code may sit on the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Postgres exclusion_violation: an EXCLUDE constraint (e.g. two bookings holding the same dates) refused the row. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true
  }
  return false
}
