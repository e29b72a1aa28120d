import { and, asc, eq, notInArray } from 'drizzle-orm'
import { camperDocumentRows } from '../../services/documents/camper-documents'
import type { Database } from '../client'
import { campers, documents, type NewDocumentRow } from '../schema'

/**
 * The demo guest's driver documents (some NEEDDOC, the id proof VALIDATION_ASKED: it is left out of the guest check, so the
 * demo trips stay payable until the guest uploads new pages), the demo owner's IBAN and tax number, and the registration
 * and insurance certificate each of the demo owner's campers asks for.
 */
export async function seedDocuments(db: Database, people: { guestId: number; ownerId: number }): Promise<number> {
  const rows: NewDocumentRow[] = [
    { userId: people.guestId, documentType: 'driving_licen', isMandatory: true, expirationDateMandatory: true },
    { userId: people.guestId, documentType: 'addr_proof', isMandatory: true },
    { userId: people.guestId, documentType: 'covid_proof' },
    {
      userId: people.guestId,
      documentType: 'id_proof',
      isMandatory: true,
      expirationDateMandatory: true,
      status: 'valid_ask',
      expirationDate: '2032-03-14',
    },
    { userId: people.ownerId, documentType: 'iban', isMandatory: true },
    { userId: people.ownerId, documentType: 'tax_identification_number', isMandatory: true },
  ]
  const owned = await db
    .select({ id: campers.id })
    .from(campers)
    .where(and(eq(campers.ownerId, people.ownerId), notInArray(campers.status, ['deleted', 'deleted_owner'])))
    .orderBy(asc(campers.id))
  rows.push(...owned.flatMap((camper) => camperDocumentRows(people.ownerId, camper.id)))
  return (await db.insert(documents).values(rows).returning({ id: documents.id })).length
}
