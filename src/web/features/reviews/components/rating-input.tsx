import { useLingui } from '@lingui/react/macro'

/** Five radio buttons for a 1-to-5 rating, under a legend. */
export function RatingInput({
  name,
  legend,
  value,
  onChange,
}: {
  name: string
  legend: string
  value: number | null
  onChange: (value: number) => void
}) {
  const { t } = useLingui()
  return (
    <fieldset className="review-form__rating">
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((rating) => (
        <label key={rating}>
          <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} />
          <span aria-hidden="true">{'★'.repeat(rating)}</span>
          <span className="visually-hidden">{t`${rating} out of 5`}</span>
        </label>
      ))}
    </fieldset>
  )
}
