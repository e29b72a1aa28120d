/** Splits rows for bulk inserts: one statement per chunk keeps PGlite fast and under the parameter limit. */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size))
  return result
}
