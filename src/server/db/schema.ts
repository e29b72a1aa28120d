// Every table of the database, for Drizzle's query builder and drizzle-kit. One file per entity in schema/.
export * from './schema/users'
export * from './schema/places'
export * from './schema/campers'
export * from './schema/reviews'
export * from './schema/vehicle-catalogue'
export * from './schema/auth-tokens'
export * from './schema/login-attempts'
export * from './schema/moneyboxes'
