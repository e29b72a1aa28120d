import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptsPages,
  canStaffDecide,
  dashboardStatus,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  mandatoryDocumentsInValidation,
  mandatoryDocumentsValidated,
  pageUploadProblem,
  statusAfterPageUpload,
  validationRequestProblem,
} from '../../src/domain/document-rules'
import type { DocumentFacts } from '../../src/domain/document-rules'

const now = new Date('2027-06-01T10:00:00Z')
const doc = (extra: Partial<DocumentFacts> = {}): DocumentFacts => ({
  documentType: 'driving_licen',
  status: 'needdoc',
  isMandatory: true,
  expirationDate: null,
  ...extra,
})
const arbitraryDocument = fc.record({
  documentType: fc.constantFrom(...DOCUMENT_TYPES),
  status: fc.constantFrom(...DOCUMENT_STATUSES),
  isMandatory: fc.boolean(),
  expirationDate: fc.option(
    fc
      .date({ min: new Date('2026-01-01'), max: new Date('2029-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ),
})
const audience = fc.constantFrom('guest' as const, 'owner' as const)

describe('document rules (spec 2 §4)', () => {
  it('knows the 16 document types', () => {
    expect(DOCUMENT_TYPES).toHaveLength(16)
    expect(new Set(DOCUMENT_TYPES).size).toBe(16)
  })

  it('maps server statuses to the dashboard, with expiry read from the date', () => {
    expect(dashboardStatus(doc({ status: 'created' }), now)).toBe('NEEDDOC')
    expect(dashboardStatus(doc({ status: 'valid_ask' }), now)).toBe('VALIDATION_ASKED')
    expect(dashboardStatus(doc({ status: 'refuse_mgp' }), now)).toBe('REFUSED')
    expect(dashboardStatus(doc({ status: 'validated', expirationDate: '2030-01-01' }), now)).toBe('VALIDATED')
    expect(dashboardStatus(doc({ status: 'validated', expirationDate: '2027-06-20' }), now)).toBe('EXPIRING_SOON')
    expect(dashboardStatus(doc({ status: 'validated', expirationDate: '2027-06-01' }), now)).toBe('EXPIRED')
    expect(dashboardStatus(doc({ status: 'validated' }), now)).toBe('VALIDATED')
  })

  it('counts as validated when every mandatory document is NEEDDOC or VALIDATED', () => {
    expect(mandatoryDocumentsValidated([doc(), doc({ status: 'validated' })], 'guest', now)).toBe(true)
    expect(mandatoryDocumentsValidated([doc(), doc({ status: 'valid_ask' })], 'guest', now)).toBe(false)
    expect(mandatoryDocumentsValidated([doc({ status: 'added', isMandatory: false })], 'guest', now)).toBe(true)
    expect(
      mandatoryDocumentsValidated([doc({ status: 'validated', expirationDate: '2027-05-01' })], 'guest', now),
    ).toBe(false)
  })

  it('leaves the id proof out of the guest check only', () => {
    const documents = [doc({ documentType: 'id_proof', status: 'refused' })]
    expect(mandatoryDocumentsValidated(documents, 'guest', now)).toBe(true)
    expect(mandatoryDocumentsValidated(documents, 'owner', now)).toBe(false)
  })

  it('counts as in validation when every mandatory document is NEEDDOC, VALIDATED or VALIDATION_ASKED', () => {
    expect(
      mandatoryDocumentsInValidation([doc({ status: 'valid_ask' }), doc({ status: 'validated' })], 'owner', now),
    ).toBe(true)
    expect(mandatoryDocumentsInValidation([doc({ status: 'added' })], 'owner', now)).toBe(false)
  })

  it('property: validated implies in validation, and both only read mandatory documents', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDocument, { maxLength: 8 }), audience, (documents, who) => {
        if (mandatoryDocumentsValidated(documents, who, now))
          expect(mandatoryDocumentsInValidation(documents, who, now)).toBe(true)
        const optional = documents.map((d) => ({ ...d, isMandatory: false }))
        expect(mandatoryDocumentsValidated(optional, who, now)).toBe(true)
      }),
    )
  })

  it('property: validated exactly when no mandatory (non-id-proof for guests) document is outside NEEDDOC/VALIDATED', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDocument, { maxLength: 8 }), audience, (documents, who) => {
        const blocking = documents.some(
          (d) =>
            d.isMandatory &&
            !(who === 'guest' && d.documentType === 'id_proof') &&
            !['NEEDDOC', 'VALIDATED', 'EXPIRING_SOON'].includes(dashboardStatus(d, now)),
        )
        expect(mandatoryDocumentsValidated(documents, who, now)).toBe(!blocking)
        // Adding a validated mandatory document never changes the answer.
        const more = [...documents, doc({ status: 'validated' })]
        expect(mandatoryDocumentsValidated(more, who, now)).toBe(!blocking)
      }),
    )
  })

  it('property: uploading pages sets ADDED unless VALIDATION_ASKED', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENT_STATUSES), (status) => {
        const after = statusAfterPageUpload(status)
        if (status === 'valid_ask' || status === 'external_transmission') expect(after).toBe(status)
        else expect(after).toBe('added')
      }),
    )
  })

  it('asks validation only for an added document with pages and its mandatory expiration date', () => {
    const base = { status: 'ADDED' as const, expirationDate: null, expirationDateMandatory: false, pageCount: 1 }
    expect(validationRequestProblem(base)).toBeNull()
    expect(validationRequestProblem({ ...base, pageCount: 0 })).toBe('no_pages')
    expect(validationRequestProblem({ ...base, expirationDateMandatory: true })).toBe('expiration_date_required')
    expect(validationRequestProblem({ ...base, status: 'NEEDDOC' })).toBe('wrong_status')
    expect(pageUploadProblem({ pageCount: 0, expirationDateMandatory: false, expirationDate: null })).toBe('no_pages')
    expect(pageUploadProblem({ pageCount: 2, expirationDateMandatory: true, expirationDate: '2030-01-01' })).toBeNull()
    expect(canStaffDecide('valid_ask')).toBe(true)
    expect(canStaffDecide('validated')).toBe(false)
    expect(acceptsPages('VALIDATED')).toBe(false)
    expect(acceptsPages('EXPIRED')).toBe(true)
  })
})
