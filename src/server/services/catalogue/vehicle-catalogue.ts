import { asc, count, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { brandModels, brands, manufacturerModels, manufacturers } from '../../db/schema'
import { ApiError } from '../../http/api-error'

export interface PageRequest {
  page: number
  pageSize: number
}

/** One page of `table` ordered by name; a page past the last one is the spec's 404 "Invalid page.". */
async function pageOf<T extends Record<string, PgColumn>>(
  db: Database,
  table: PgTable,
  columns: T & { id: PgColumn; name: PgColumn },
  where: SQL | undefined,
  { page, pageSize }: PageRequest,
) {
  const [total] = await db.select({ value: count() }).from(table).where(where)
  const totalCount = total?.value ?? 0
  if (page > 1 && (page - 1) * pageSize >= totalCount) throw ApiError.notFound('Invalid page.')
  const results = await db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(asc(columns.name), asc(columns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { count: totalCount, results }
}

export const listBrands = (db: Database, page: PageRequest) =>
  pageOf(db, brands, { id: brands.id, name: brands.name }, undefined, page)

export const listBrandModels = (db: Database, brandId: number | undefined, page: PageRequest) =>
  pageOf(
    db,
    brandModels,
    { id: brandModels.id, name: brandModels.name, brand_id: brandModels.brandId },
    brandId === undefined ? undefined : eq(brandModels.brandId, brandId),
    page,
  )

export const listManufacturers = (db: Database, page: PageRequest) =>
  pageOf(db, manufacturers, { id: manufacturers.id, name: manufacturers.name }, undefined, page)

export const listManufacturerModels = (db: Database, manufacturerId: number | undefined, page: PageRequest) =>
  pageOf(
    db,
    manufacturerModels,
    { id: manufacturerModels.id, name: manufacturerModels.name, manufacturer_id: manufacturerModels.manufacturerId },
    manufacturerId === undefined ? undefined : eq(manufacturerModels.manufacturerId, manufacturerId),
    page,
  )
