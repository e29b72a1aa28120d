import { useLingui } from '@lingui/react/macro'
import type { EmailCategoryName } from '../api/get-notification-preferences'

/** Each email category's name and what it holds, as the preferences and unsubscribe pages say them. */
export function useEmailCategoryWords(): Record<EmailCategoryName, { name: string; about: string }> {
  const { t } = useLingui()
  return {
    booking_updates: {
      name: t`Booking updates`,
      about: t`Requests, answers, payments, cancellations and refunds. Always on: they may ask you to act before a deadline.`,
    },
    messages: { name: t`Messages`, about: t`A new chat message you have not read within 15 minutes.` },
    reminders: {
      name: t`Reminders`,
      about: t`Answer and payment deadlines coming up, and your trips a few days ahead.`,
    },
    reviews: { name: t`Reviews`, about: t`Invitations to review a finished trip, and the reviews you receive.` },
    news: { name: t`News and offers`, about: t`The Roam newsletter: travel ideas, new campers and offers.` },
  }
}
