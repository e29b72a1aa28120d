import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { documentMachine, documentSnapshot } from '../../machines/document.machine'
import type { DocumentEvent } from '../../machines/document.machine'
import {
  acceptsPages,
  canStaffDecide,
  dashboardStatus,
  DOCUMENT_STATUSES,
  statusAfterPageUpload,
  validationRequestProblem,
} from '../../src/domain/document-rules'
import type { DocumentStatus } from '../../src/domain/document-rules'

const NOW = new Date('2030-06-01T12:00:00Z')
// No date, past, within the expiring-soon window, far ahead.
const DATES = [null, '2030-05-01', '2030-06-20', '2032-01-01'] as const
const every = DOCUMENT_STATUSES.flatMap((status) => DATES.map((expirationDate) => ({ status, expirationDate })))

const next = (document: { status: DocumentStatus; expirationDate: string | null }, event: DocumentEvent) => {
  const snapshot = documentSnapshot(document, NOW)
  return snapshot.can(event) ? transition(documentMachine, snapshot, event)[0].value : null
}

describe('document machine, pinned to the document rules', () => {
  it('takes and loses pages exactly when the rules accept pages, and sets the status the upload rule names', () => {
    for (const document of every) {
      const accepts = acceptsPages(dashboardStatus(document, NOW))
      const snapshot = documentSnapshot(document, NOW)
      const seen = [
        snapshot.can({ type: 'user.add_page' }),
        snapshot.can({ type: 'user.delete_page', last: false }),
        snapshot.can({ type: 'user.delete_page', last: true }),
      ]
      expect(seen, JSON.stringify(document)).toEqual([accepts, accepts, accepts])
      if (accepts) expect(next(document, { type: 'user.add_page' })).toBe(statusAfterPageUpload(document.status))
    }
  })

  it('lets staff decide exactly where the rules do', () => {
    for (const document of every) {
      const snapshot = documentSnapshot(document, NOW)
      const decides = canStaffDecide(document.status)
      expect(snapshot.can({ type: 'staff.validate' }), JSON.stringify(document)).toBe(decides)
      expect(snapshot.can({ type: 'staff.refuse', reason: 'Blurred' }), JSON.stringify(document)).toBe(decides)
      if (decides) {
        expect(next(document, { type: 'staff.validate' })).toBe('validated')
        expect(next(document, { type: 'staff.refuse', reason: 'Blurred' })).toBe('refused')
      }
    }
  })

  it('is sent for validation exactly in the status the rule asks', () => {
    for (const document of every) {
      const statusAllows =
        validationRequestProblem({
          status: dashboardStatus(document, NOW),
          expirationDate: '2031-01-01',
          expirationDateMandatory: false,
          pageCount: 1,
        }) === null
      expect(documentSnapshot(document, NOW).can({ type: 'user.ask_validation' }), JSON.stringify(document)).toBe(
        statusAllows,
      )
    }
  })

  it('makes an added document needed again when its last page goes, and keeps every other status', () => {
    expect(next({ status: 'added', expirationDate: null }, { type: 'user.delete_page', last: true })).toBe('needdoc')
    expect(next({ status: 'added', expirationDate: null }, { type: 'user.delete_page', last: false })).toBe('added')
    for (const status of ['valid_ask', 'external_transmission', 'refused', 'needdoc'] as const) {
      expect(next({ status, expirationDate: null }, { type: 'user.delete_page', last: true })).toBe(status)
    }
  })

  it('renews a validated document once it expires or expires soon, never while it is valid', () => {
    expect(next({ status: 'validated', expirationDate: '2032-01-01' }, { type: 'user.add_page' })).toBeNull()
    expect(next({ status: 'validated', expirationDate: null }, { type: 'user.add_page' })).toBeNull()
    expect(next({ status: 'validated', expirationDate: '2030-06-20' }, { type: 'user.add_page' })).toBe('added')
    expect(next({ status: 'exp_soon', expirationDate: '2030-05-01' }, { type: 'user.add_page' })).toBe('added')
  })

  it('names the side effects for the server', () => {
    const actionsOf = (status: DocumentStatus, event: DocumentEvent) =>
      transition(documentMachine, documentSnapshot({ status, expirationDate: null }, NOW), event)[1].map(
        (action) => action.type,
      )
    expect(actionsOf('refused', { type: 'user.add_page' })).toEqual(['recordUpload'])
    expect(actionsOf('valid_ask', { type: 'staff.refuse', reason: 'Blurred' })).toEqual(['recordRefusal', 'markPages'])
    expect(actionsOf('added', { type: 'user.ask_validation' })).toEqual(['markPages'])
  })

  it('walks a document from creation to expiry', () => {
    let snapshot = documentMachine.resolveState({ value: 'created', context: { valid: false } })
    const steps = [
      [{ type: 'user.add_page' }, 'added'],
      [{ type: 'user.ask_validation' }, 'valid_ask'],
      [{ type: 'staff.transmit' }, 'external_transmission'],
      [{ type: 'provider.refuse' }, 'refuse_mgp'],
      [{ type: 'user.add_page' }, 'added'],
      [{ type: 'staff.validate' }, 'validated'],
      [{ type: 'timer.expiring_soon' }, 'exp_soon'],
      [{ type: 'timer.expired' }, 'expired'],
    ] as const
    for (const [event, expected] of steps) {
      ;[snapshot] = transition(documentMachine, snapshot, event)
      expect(snapshot.value).toBe(expected)
    }
  })
})
