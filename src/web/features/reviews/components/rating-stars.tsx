import { useLingui } from '@lingui/react/macro'

/** A rating out of 5 as stars, with its number for screen readers. */
export function RatingStars({ value }: { value: number }) {
  const { t } = useLingui()
  return (
    <span className="rating-stars" role="img" aria-label={t`${value} out of 5`}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </span>
  )
}
