import { and, eq, isNull } from 'drizzle-orm'
import { needsUboDeclaration, type ProfessionalType } from '../../../domain/account-rules'
import type { Database } from '../../db/client'
import { companies, legalOwners, users, type CompanyRow, type LegalOwnerRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'

export interface CompanyInput {
  type: ProfessionalType
  name: string
  registration_number: string
  vat_number?: string | null
  address: string
  zipcode: string
  city: string
  country: string
}

export interface CompanyView extends Required<Omit<CompanyInput, 'vat_number'>> {
  vat_number: string | null
  /** Spec 1 §6: a BUSINESS must also declare its ultimate beneficial owners. */
  ubo_declaration_required: boolean
  updated_at: string
}

export interface LegalOwnerInput {
  first_name: string
  last_name: string
  borned_on: string
  nationality: string
  country_of_residence: string
}

export interface LegalOwnerView extends LegalOwnerInput {
  updated_at: string
}

const toCompany = (row: CompanyRow): CompanyView => ({
  type: row.type,
  name: row.name,
  registration_number: row.registrationNumber,
  vat_number: row.vatNumber,
  address: row.address,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
  ubo_declaration_required: needsUboDeclaration(row.type),
  updated_at: row.updatedAt.toISOString(),
})

const toLegalOwner = (row: LegalOwnerRow): LegalOwnerView => ({
  first_name: row.firstName,
  last_name: row.lastName,
  borned_on: row.bornedOn,
  nationality: row.nationality,
  country_of_residence: row.countryOfResidence,
  updated_at: row.updatedAt.toISOString(),
})

/** Company and legal owner exist only for professional accounts: everyone else gets 403 not_pro. */
async function requirePro(db: Database, userId: number): Promise<void> {
  const [user] = await db
    .select({ isPro: users.isPro })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!user) throw ApiError.unauthenticated()
  if (!user.isPro) throw ApiError.detail(403, 'Only professional accounts have a company and a legal owner.', 'not_pro')
}

const noCompany = () => ApiError.notFound('No company yet: create it with POST.')
const noLegalOwner = () => ApiError.notFound('No legal owner yet: create it with POST.')

export async function getCompany(db: Database, userId: number): Promise<CompanyView> {
  await requirePro(db, userId)
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId))
  if (!row) throw noCompany()
  return toCompany(row)
}

/** POST creates the company (once; then PATCH); the account's professional_type follows its type. */
export async function createCompany(db: Database, userId: number, input: CompanyInput): Promise<CompanyView> {
  await requirePro(db, userId)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        userId,
        type: input.type,
        name: input.name,
        registrationNumber: input.registration_number,
        vatNumber: input.vat_number ?? null,
        address: input.address,
        zipcode: input.zipcode,
        city: input.city,
        country: input.country,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw ApiError.detail(400, 'The company already exists: change it with PATCH.', 'already_exists')
    await tx.update(users).set({ professionalType: row.type }).where(eq(users.id, userId))
    return toCompany(row)
  })
}

export async function updateCompany(db: Database, userId: number, input: Partial<CompanyInput>): Promise<CompanyView> {
  await requirePro(db, userId)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({
        type: input.type,
        name: input.name,
        registrationNumber: input.registration_number,
        vatNumber: input.vat_number,
        address: input.address,
        zipcode: input.zipcode,
        city: input.city,
        country: input.country,
        updatedAt: new Date(),
      })
      .where(eq(companies.userId, userId))
      .returning()
    if (!row) throw noCompany()
    await tx.update(users).set({ professionalType: row.type }).where(eq(users.id, userId))
    return toCompany(row)
  })
}

export async function getLegalOwner(db: Database, userId: number): Promise<LegalOwnerView> {
  await requirePro(db, userId)
  const [row] = await db.select().from(legalOwners).where(eq(legalOwners.userId, userId))
  if (!row) throw noLegalOwner()
  return toLegalOwner(row)
}

export async function createLegalOwner(db: Database, userId: number, input: LegalOwnerInput): Promise<LegalOwnerView> {
  await requirePro(db, userId)
  const [row] = await db
    .insert(legalOwners)
    .values({
      userId,
      firstName: input.first_name,
      lastName: input.last_name,
      bornedOn: input.borned_on,
      nationality: input.nationality,
      countryOfResidence: input.country_of_residence,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw ApiError.detail(400, 'The legal owner already exists: change it with PATCH.', 'already_exists')
  return toLegalOwner(row)
}

export async function updateLegalOwner(
  db: Database,
  userId: number,
  input: Partial<LegalOwnerInput>,
): Promise<LegalOwnerView> {
  await requirePro(db, userId)
  const [row] = await db
    .update(legalOwners)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      bornedOn: input.borned_on,
      nationality: input.nationality,
      countryOfResidence: input.country_of_residence,
      updatedAt: new Date(),
    })
    .where(eq(legalOwners.userId, userId))
    .returning()
  if (!row) throw noLegalOwner()
  return toLegalOwner(row)
}
