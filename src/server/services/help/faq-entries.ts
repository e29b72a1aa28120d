// The help centre's questions, language independent: key, topic, audiences and order.
// The words live in faq-content/<locale>.json (one file per complete locale), keyed by the same keys.

import type { FaqAudience, FaqTopic } from '../../../domain/help-topics'

export interface FaqEntryDefinition {
  key: string
  topic: FaqTopic
  audiences: readonly FaqAudience[]
  /** Shown as a popular question on the help centre's home (an editorial choice: we keep no view counts). */
  featured?: boolean
}

const GUEST = ['guest'] as const
const OWNER = ['owner', 'pro'] as const
const PRO = ['pro'] as const
const EVERYONE = ['guest', 'owner', 'pro'] as const

/** The order here is the order on the pages: position = index within the topic. */
export const FAQ_ENTRIES: readonly FaqEntryDefinition[] = [
  // The step-by-step rental, shown on the discover-process page: guest steps, then owner steps.
  { key: 'process-guest-find', topic: 'process', audiences: GUEST },
  { key: 'process-guest-request', topic: 'process', audiences: GUEST },
  { key: 'process-guest-pay', topic: 'process', audiences: GUEST },
  { key: 'process-guest-documents', topic: 'process', audiences: GUEST },
  { key: 'process-guest-trip', topic: 'process', audiences: GUEST },
  { key: 'process-owner-list', topic: 'process', audiences: OWNER },
  { key: 'process-owner-calendar', topic: 'process', audiences: OWNER },
  { key: 'process-owner-requests', topic: 'process', audiences: OWNER },
  { key: 'process-owner-handover', topic: 'process', audiences: OWNER },
  { key: 'process-owner-paid', topic: 'process', audiences: OWNER },

  { key: 'booking-instant-or-request', topic: 'booking', audiences: GUEST, featured: true },
  { key: 'booking-owner-answer-time', topic: 'booking', audiences: GUEST },
  { key: 'booking-status', topic: 'booking', audiences: EVERYONE },
  { key: 'booking-pickup-hours', topic: 'booking', audiences: EVERYONE },
  { key: 'booking-extend', topic: 'booking', audiences: GUEST },
  { key: 'booking-second-driver', topic: 'booking', audiences: GUEST },
  { key: 'booking-accept-refuse', topic: 'booking', audiences: OWNER },

  { key: 'payment-methods', topic: 'payment', audiences: GUEST },
  { key: 'payment-instalments', topic: 'payment', audiences: GUEST, featured: true },
  { key: 'payment-3ds', topic: 'payment', audiences: GUEST },
  { key: 'payment-card-expires', topic: 'payment', audiences: GUEST },
  { key: 'payment-coupon', topic: 'payment', audiences: GUEST },
  { key: 'payment-rental-credits', topic: 'payment', audiences: GUEST },

  { key: 'insurance-included', topic: 'insurance', audiences: EVERYONE, featured: true },
  { key: 'insurance-reinforced', topic: 'insurance', audiences: GUEST },
  { key: 'insurance-rental-cover', topic: 'insurance', audiences: GUEST },
  { key: 'insurance-accident', topic: 'insurance', audiences: EVERYONE },
  { key: 'insurance-pro-own', topic: 'insurance', audiences: PRO },

  { key: 'deposit-amount', topic: 'deposit', audiences: EVERYONE },
  { key: 'deposit-means', topic: 'deposit', audiences: EVERYONE },
  { key: 'deposit-return', topic: 'deposit', audiences: EVERYONE, featured: true },

  { key: 'cancellation-guest', topic: 'cancellation', audiences: GUEST, featured: true },
  { key: 'cancellation-insurance', topic: 'cancellation', audiences: GUEST },
  { key: 'cancellation-refund', topic: 'cancellation', audiences: GUEST },
  { key: 'cancellation-owner', topic: 'cancellation', audiences: EVERYONE },

  { key: 'documents-guest', topic: 'documents', audiences: GUEST },
  { key: 'documents-deadline', topic: 'documents', audiences: GUEST, featured: true },
  { key: 'documents-owner', topic: 'documents', audiences: OWNER },
  { key: 'documents-status', topic: 'documents', audiences: EVERYONE },

  { key: 'payouts-when', topic: 'payouts', audiences: OWNER, featured: true },
  { key: 'payouts-iban', topic: 'payouts', audiences: OWNER },
  { key: 'payouts-history', topic: 'payouts', audiences: OWNER },
  { key: 'payouts-ubo', topic: 'payouts', audiences: PRO },

  { key: 'account-professional', topic: 'account', audiences: ['owner', 'pro'] },
  { key: 'account-phone', topic: 'account', audiences: EVERYONE },
  { key: 'account-password', topic: 'account', audiences: EVERYONE },
  { key: 'account-wishlists', topic: 'account', audiences: GUEST },
  { key: 'account-delete', topic: 'account', audiences: EVERYONE },

  { key: 'reviews-when', topic: 'reviews', audiences: EVERYONE },
  { key: 'reviews-private-note', topic: 'reviews', audiences: GUEST },
  { key: 'reviews-report', topic: 'reviews', audiences: EVERYONE },
]
