/**
 * Why an email is sent, which decides whether its recipient can turn it off. `account` (password reset, security)
 * and `booking_updates` (a booking's status changes: money and deadlines ride on them) always go out; the others
 * are the user's choice on /d/account/notifications and carry a one-click unsubscribe. `news` is the newsletter
 * consent given at sign-up (users.newsletter), read and written there, not copied.
 */
export const EMAIL_CATEGORIES = ['account', 'booking_updates', 'messages', 'reminders', 'reviews', 'news'] as const

export type EmailCategory = (typeof EMAIL_CATEGORIES)[number]

/** The categories a user can turn off, in the order the preferences page lists them. */
export const OPTIONAL_EMAIL_CATEGORIES = ['messages', 'reminders', 'reviews', 'news'] as const

export type OptionalEmailCategory = (typeof OPTIONAL_EMAIL_CATEGORIES)[number]

export const isOptionalEmailCategory = (category: string): category is OptionalEmailCategory =>
  (OPTIONAL_EMAIL_CATEGORIES as readonly string[]).includes(category)

/** One email switch as the page shows it: whether it is on, and whether the user may change it. */
export interface EmailPreference {
  category: 'booking_updates' | OptionalEmailCategory
  enabled: boolean
  locked: boolean
}
