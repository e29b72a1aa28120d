import { customType } from 'drizzle-orm/pg-core'

/** A PostgreSQL bit varying, read and written as a string of 0s and 1s. */
export const bitVarying = customType<{ data: string; driverData: string }>({
  dataType: () => 'bit varying',
})
