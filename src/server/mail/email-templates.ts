import type { EmailCategory } from '../../domain/email-categories'

/**
 * Every email template by the name an outbox row carries, with why it is sent: its category decides whether the
 * recipient may turn it off and whether it carries a one-click unsubscribe. A new template is added here first.
 */
export const EMAIL_TEMPLATE_CATEGORIES = {
  password_reset: 'account',
  email_verification: 'account',
  email_change: 'account',
  booking_update: 'booking_updates',
  // The invitation to review a finished trip asks for an opinion: nothing about money or deadlines rides on it.
  review_invitation: 'reviews',
  review_update: 'reviews',
  booking_reminder: 'reminders',
  // Staff decisions on a listing or a document: they may ask the owner to act.
  account_update: 'account',
  chat_unread: 'messages',
} as const satisfies Record<string, EmailCategory>

/** The template data key of an email's one-click unsubscribe token: a `secret` key, dropped once the email is sent. */
export const UNSUBSCRIBE_TOKEN_KEY = 'secretUnsubscribeToken'

/**
 * The template data key of the recipient's time zone (IANA), added to every email queued for a user: the moments an
 * email names are written in it, and in the marketplace's zone when it is missing or null.
 */
export const TIME_ZONE_KEY = 'timeZone'

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATE_CATEGORIES

export const isEmailTemplateName = (name: string): name is EmailTemplateName => name in EMAIL_TEMPLATE_CATEGORIES
