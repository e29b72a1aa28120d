import { customType } from 'drizzle-orm/pg-core'

/**
 * A PostgreSQL daterange, always half-open [from, to): written and read as '[2026-07-01,2026-07-15)'.
 * Queries use lower()/upper() and && on it so the GiST indexes serve them.
 */
export const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
})

/** '[from,to)' for two yyyy-MM-dd days. */
export const toDateRange = (from: string, to: string) => `[${from},${to})`
