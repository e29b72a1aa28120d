import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { needsUboDeclaration } from '../../../domain/account-rules'
import {
  canEditUboDeclaration,
  canSubmitUboDeclaration,
  MAX_UBOS,
  uboDeclarationState,
} from '../../../domain/payout-rules'
import type { Database } from '../../db/client'
import { uboDeclarations, ubos, users, type UboDeclarationRow, type UboRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { PayoutProvider } from '../../providers/payouts/payout-provider'

export interface UboInput {
  first_name: string
  last_name: string
  address: string
  city: string
  postal_code: string
  country: string
  nationality: string
  birthday: string
  birthplace_city: string
  birthplace_country: string
}

const toUbo = (row: UboRow) => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  address: row.address,
  city: row.city,
  postal_code: row.postalCode,
  country: row.country,
  nationality: row.nationality,
  birthday: row.birthday,
  birthplace_city: row.birthplaceCity,
  birthplace_country: row.birthplaceCountry,
})
export type UboView = ReturnType<typeof toUbo>

const toDeclaration = (row: UboDeclarationRow, list: UboRow[]) => ({
  id: row.id,
  status: row.status,
  display_status: uboDeclarationState(row.status),
  refused_reason: row.refusedReason,
  submitted_at: row.submittedAt?.toISOString() ?? null,
  can_edit: canEditUboDeclaration(row.status),
  ubos: list.map(toUbo),
})
export type UboDeclarationView = ReturnType<typeof toDeclaration>

function fromInput(input: UboInput): Omit<typeof ubos.$inferInsert, 'declarationId'>
function fromInput(input: Partial<UboInput>): Partial<typeof ubos.$inferInsert>
function fromInput(input: Partial<UboInput>) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    address: input.address,
    city: input.city,
    postalCode: input.postal_code,
    country: input.country,
    nationality: input.nationality,
    birthday: input.birthday,
    birthplaceCity: input.birthplace_city,
    birthplaceCountry: input.birthplace_country,
  }
}

/** Spec 2 §6: only a professional account of the BUSINESS type declares beneficial owners. */
async function requireBusiness(db: Database, userId: number): Promise<void> {
  const [user] = await db
    .select({ isPro: users.isPro, type: users.professionalType })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
  if (!user) throw ApiError.unauthenticated()
  if (!user.isPro || !needsUboDeclaration(user.type)) {
    throw ApiError.detail(
      403,
      'Only business accounts (a company of the BUSINESS type) declare their ultimate beneficial owners.',
      'not_business',
    )
  }
}

const listUbos = (db: Database, declarationId: number) =>
  db.select().from(ubos).where(eq(ubos.declarationId, declarationId)).orderBy(asc(ubos.id))

/** The provider decides a submitted declaration later: a declaration waiting for it is brought up to date on read. */
async function syncWithProvider(
  db: Database,
  provider: PayoutProvider,
  row: UboDeclarationRow,
): Promise<UboDeclarationRow> {
  if (row.status !== 'A' || !row.providerDeclarationId) return row
  const remote = await provider.getUboDeclaration(row.providerDeclarationId)
  if (!remote || remote.status === 'A') return row
  const [updated] = await db
    .update(uboDeclarations)
    .set({ status: remote.status, refusedReason: remote.refusedReason, updatedAt: new Date() })
    .where(and(eq(uboDeclarations.id, row.id), eq(uboDeclarations.status, 'A')))
    .returning()
  return updated ?? row
}

/** The user's declaration, created (status C) on first read. */
async function ownDeclaration(db: Database, provider: PayoutProvider, userId: number): Promise<UboDeclarationRow> {
  await requireBusiness(db, userId)
  await db.insert(uboDeclarations).values({ userId }).onConflictDoNothing({ target: uboDeclarations.userId })
  const [row] = await db.select().from(uboDeclarations).where(eq(uboDeclarations.userId, userId))
  return syncWithProvider(db, provider, row!)
}

/** The declaration named in the path, only the user's own: anyone else's is not found. */
async function declarationById(
  db: Database,
  provider: PayoutProvider,
  userId: number,
  id: number,
): Promise<UboDeclarationRow> {
  const row = await ownDeclaration(db, provider, userId)
  if (row.id !== id) throw ApiError.notFound()
  return row
}

function requireEditable(row: UboDeclarationRow) {
  if (!canEditUboDeclaration(row.status)) {
    throw ApiError.detail(
      400,
      'The declaration is being reviewed or was validated: its beneficial owners can no longer change.',
      'ubo_declaration_locked',
    )
  }
}

export async function getUboDeclaration(
  db: Database,
  provider: PayoutProvider,
  userId: number,
): Promise<UboDeclarationView> {
  const row = await ownDeclaration(db, provider, userId)
  return toDeclaration(row, await listUbos(db, row.id))
}

/** PATCH: submits the declaration to the provider; it is VALIDATION_ASKED (A) until the provider decides. */
export async function submitUboDeclaration(
  db: Database,
  provider: PayoutProvider,
  userId: number,
): Promise<UboDeclarationView> {
  const row = await ownDeclaration(db, provider, userId)
  const list = await listUbos(db, row.id)
  requireEditable(row)
  if (!canSubmitUboDeclaration(row.status, list.length))
    throw ApiError.fields({ non_field_errors: ['Declare at least one beneficial owner before submitting.'] })
  const remote = await provider.submitUboDeclaration(
    list.map((ubo) => ({
      firstName: ubo.firstName,
      lastName: ubo.lastName,
      nationality: ubo.nationality,
      birthday: ubo.birthday,
    })),
  )
  const [updated] = await db
    .update(uboDeclarations)
    .set({
      status: remote.status,
      providerDeclarationId: remote.id,
      refusedReason: null,
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(uboDeclarations.id, row.id))
    .returning()
  return toDeclaration(updated!, list)
}

export async function listDeclarationUbos(
  db: Database,
  provider: PayoutProvider,
  userId: number,
  declarationId: number,
): Promise<UboView[]> {
  const row = await declarationById(db, provider, userId, declarationId)
  return (await listUbos(db, row.id)).map(toUbo)
}

export async function addUbo(
  db: Database,
  provider: PayoutProvider,
  userId: number,
  declarationId: number,
  input: UboInput,
): Promise<UboView> {
  const row = await declarationById(db, provider, userId, declarationId)
  requireEditable(row)
  return db.transaction(async (tx) => {
    // The declaration row is locked so that two concurrent additions cannot both pass the limit.
    await tx
      .select({ id: uboDeclarations.id })
      .from(uboDeclarations)
      .where(eq(uboDeclarations.id, row.id))
      .for('update')
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(ubos)
      .where(eq(ubos.declarationId, row.id))
    if (total >= MAX_UBOS)
      throw ApiError.fields({ non_field_errors: [`A declaration has at most ${MAX_UBOS} beneficial owners.`] })
    const [created] = await tx
      .insert(ubos)
      .values({ declarationId: row.id, ...fromInput(input) })
      .returning()
    return toUbo(created!)
  })
}

export async function updateUbo(
  db: Database,
  provider: PayoutProvider,
  userId: number,
  declarationId: number,
  uboId: number,
  input: Partial<UboInput>,
): Promise<UboView> {
  const row = await declarationById(db, provider, userId, declarationId)
  requireEditable(row)
  const [updated] = await db
    .update(ubos)
    .set({ ...fromInput(input), updatedAt: new Date() })
    .where(and(eq(ubos.id, uboId), eq(ubos.declarationId, row.id)))
    .returning()
  if (!updated) throw ApiError.notFound()
  return toUbo(updated)
}
