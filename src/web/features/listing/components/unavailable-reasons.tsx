import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** Why a stay cannot be booked, one sentence per reason code of the price quote (GET /3/products/{id}/price/). */
export function UnavailableReasons({ reasons, minDays }: { reasons: readonly string[]; minDays: number }) {
  const { t } = useLingui()
  const sentence = (reason: string) => {
    switch (reason) {
      case 'in_the_past':
        return t`These dates are in the past.`
      case 'not_available':
        return t`Some of these days are already booked or blocked by the owner.`
      case 'min_days':
        return plural(minDays, {
          one: 'This camper is rented for at least # day.',
          other: 'This camper is rented for at least # days.',
        })
      case 'too_far_in_future':
        return t`The owner does not take bookings this far ahead yet.`
      case 'closed_day':
        return t`The owner does not hand over or take back the camper on the first or last day you chose.`
      default:
        // A code this page does not know yet still tells the guest something true.
        return t`These dates cannot be booked.`
    }
  }
  const sentences = [...new Set(reasons.map(sentence))]
  if (sentences.length === 0) return null
  return (
    <ul>
      {sentences.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  )
}
