import { describe, expect, it } from 'vitest'
import { transition } from 'xstate'
import { documentEventFixtures } from '../../machines/document.fixtures'
import { documentMachine, type DocumentEvent } from '../../machines/document.machine'
import {
  documentNoticeFor,
  documentNotifications,
  silentDocumentTransitions,
} from '../../machines/document.notifications'
import { DOCUMENT_STATUSES } from '../../src/domain/document-rules'

const SAMPLES = [
  ...(documentEventFixtures as readonly DocumentEvent[]),
  { type: 'user.delete_page', last: true },
  { type: 'user.delete_page', last: false },
] as readonly DocumentEvent[]

/** Every status change the document machine makes, valid today or not. */
function statusChanges() {
  const changes: Array<{ from: string; event: string; target: string }> = []
  for (const from of DOCUMENT_STATUSES)
    for (const valid of [false, true]) {
      const snapshot = documentMachine.resolveState({ value: from, context: { valid } })
      for (const event of SAMPLES) {
        if (!snapshot.can(event)) continue
        const [next] = transition(documentMachine, snapshot, event)
        if (next.value !== from) changes.push({ from, event: event.type, target: next.value as string })
      }
    }
  return changes
}

describe('document notifications', () => {
  it('walks one of each event the machine knows', () => {
    expect(new Set(SAMPLES.map((event) => event.type))).toEqual(new Set(documentMachine.events))
  })

  it('tell the document’s owner of every decision and expiry, and say why the others tell nobody', () => {
    const changes = statusChanges()
    expect(changes.length).toBeGreaterThan(15)
    for (const change of changes) {
      const told = documentNoticeFor(change.event, change.target) !== null
      const silent = silentDocumentTransitions.some((rule) => rule.event === change.event)
      expect(told !== silent, `${change.from} --${change.event}--> ${change.target}`).toBe(true)
    }
  })

  it('declare only transitions the machine makes', () => {
    const changes = statusChanges()
    for (const rule of documentNotifications)
      expect(
        changes.some((c) => c.event === rule.event && c.target === rule.target),
        rule.kind,
      ).toBe(true)
    for (const rule of silentDocumentTransitions)
      expect(
        changes.some((c) => c.event === rule.event),
        rule.event,
      ).toBe(true)
  })
})
