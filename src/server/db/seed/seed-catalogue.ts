import type { Database } from '../client'
import { brandModels, brands, manufacturerModels, manufacturers } from '../schema'
import { DEMO_BRANDS, DEMO_MANUFACTURERS } from './demo-vehicles'

/** Brands and manufacturers with their models, as the vehicle forms list them. */
export async function seedCatalogue(db: Database): Promise<number> {
  const brandRows = await db
    .insert(brands)
    .values(Object.keys(DEMO_BRANDS).map((name) => ({ name })))
    .returning()
  await db
    .insert(brandModels)
    .values(brandRows.flatMap((brand) => DEMO_BRANDS[brand.name]!.map((name) => ({ brandId: brand.id, name }))))
  const manufacturerRows = await db
    .insert(manufacturers)
    .values(Object.keys(DEMO_MANUFACTURERS).map((name) => ({ name })))
    .returning()
  await db
    .insert(manufacturerModels)
    .values(
      manufacturerRows.flatMap((maker) =>
        DEMO_MANUFACTURERS[maker.name]!.map((name) => ({ manufacturerId: maker.id, name })),
      ),
    )
  return brandRows.length + manufacturerRows.length
}
