import type { DocumentStatus } from '../src/domain/document-rules'
import type { DocumentEventType } from './document.machine'

/**
 * Who is told what when a document changes status (document.machine.ts): its owner (a guest's driving licence, an
 * owner's vehicle registration), of a decision or an expiry. What the user does on the page tells nobody; a test
 * checks that every transition of the machine is in exactly one of the two lists.
 */
export const DOCUMENT_NOTIFICATION_KINDS = [
  'document_validated',
  'document_refused',
  'document_expiring',
  'document_expired',
] as const

export type DocumentNotificationKind = (typeof DOCUMENT_NOTIFICATION_KINDS)[number]

export interface DocumentNotificationRule {
  event: DocumentEventType
  target: DocumentStatus
  kind: DocumentNotificationKind
}

export const documentNotifications: readonly DocumentNotificationRule[] = [
  { event: 'staff.validate', target: 'validated', kind: 'document_validated' },
  { event: 'staff.refuse', target: 'refused', kind: 'document_refused' },
  { event: 'provider.refuse', target: 'refuse_mgp', kind: 'document_refused' },
  { event: 'timer.expiring_soon', target: 'exp_soon', kind: 'document_expiring' },
  { event: 'timer.expired', target: 'expired', kind: 'document_expired' },
]

export const silentDocumentTransitions: ReadonlyArray<{ event: DocumentEventType; why: string }> = [
  { event: 'user.add_page', why: 'The user adds the page on the page that shows it.' },
  { event: 'user.delete_page', why: 'The user removes the page on the page that shows it.' },
  { event: 'user.ask_validation', why: 'The user asks on the page, which says it waits for a decision.' },
  { event: 'staff.transmit', why: 'Still waiting for a decision: the checker’s answer is what the user is told of.' },
]

/** What the document's owner is told of one status change, or null for a silent one. */
export const documentNoticeFor = (event: string, target: string): DocumentNotificationKind | null =>
  documentNotifications.find((rule) => rule.event === event && rule.target === target)?.kind ?? null
