import { customType } from 'drizzle-orm/pg-core'

/** A PostgreSQL bytea: node-postgres reads a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})
