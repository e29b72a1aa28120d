import type { Database } from '../client'
import { documents, type NewDocumentRow } from '../schema'

/**
 * The demo guest's driver documents (some NEEDDOC, the id proof VALIDATION_ASKED: it is left out of the guest check, so the
 * demo trips stay payable until the guest uploads new pages) and the demo owner's IBAN and tax number.
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
  return (await db.insert(documents).values(rows).returning({ id: documents.id })).length
}
