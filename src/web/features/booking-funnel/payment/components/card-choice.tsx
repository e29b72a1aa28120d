import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { CardFormErrors, CardFormField } from '../../../../../domain/payment-step'
import type { PaymentData } from '../api/get-payment-data'

type SavedCard = PaymentData['cards'][number]

/** The guest's choice for a card payment: a saved card's id, or a new card typed into the form. */
export type CardChoiceValue = number | 'new'

/** The first saved card that lasts the whole trip, else a new card. */
export function defaultCardChoice(cards: readonly SavedCard[]): CardChoiceValue {
  return cards.find((card) => !card.expires_before_trip_end)?.id ?? 'new'
}

/**
 * The card part of the payment step: the saved cards (one that expires before the trip ends cannot be chosen) or a new
 * card's number, expiry and security code, each with the confirm call's field errors next to it.
 */
export function CardChoice({
  cards,
  choice,
  onChoose,
  errors,
  disabled,
}: {
  cards: readonly SavedCard[]
  choice: CardChoiceValue
  onChoose: (choice: CardChoiceValue) => void
  errors: CardFormErrors
  disabled: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const errorId = (field: CardFormField) => `${id}-${field}-error`
  const invalid = (field: CardFormField) =>
    errors[field]?.length ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}
  const fieldError = (field: CardFormField) =>
    errors[field]?.length ? (
      <p className="field__error" id={errorId(field)}>
        {errors[field]?.join(' ')}
      </p>
    ) : null
  const field = (name: CardFormField) => `field payment-step__field${errors[name]?.length ? ' field--invalid' : ''}`

  return (
    <fieldset className="payment-step__card" disabled={disabled}>
      <legend>
        <Trans>Card details</Trans>
      </legend>
      {cards.length > 0 && (
        <div
          className="payment-step__saved-cards"
          role="radiogroup"
          aria-label={t`Saved cards`}
          {...invalid('card_id')}
        >
          {cards.map((card) => {
            const ending = card.alias.slice(-4)
            const expiry = `${card.expiry.slice(0, 2)}/${card.expiry.slice(2)}`
            return (
              <label key={card.id} className="payment-step__saved-card">
                <input
                  type="radio"
                  name="card_choice"
                  value={card.id}
                  checked={choice === card.id}
                  disabled={card.expires_before_trip_end}
                  onChange={() => onChoose(card.id)}
                />{' '}
                {t`Saved card ending in ${ending}, expires ${expiry}`}
                {card.expires_before_trip_end && (
                  <span className="payment-step__card-note">
                    {' '}
                    <Trans>(expires before the end of your trip)</Trans>
                  </span>
                )}
              </label>
            )
          })}
          <label className="payment-step__saved-card">
            <input
              type="radio"
              name="card_choice"
              value="new"
              checked={choice === 'new'}
              onChange={() => onChoose('new')}
            />{' '}
            <Trans>A new card</Trans>
          </label>
          {fieldError('card_id')}
        </div>
      )}
      {choice === 'new' && (
        <>
          <div className={field('card_number')}>
            <label>
              <Trans>Card number</Trans>
              <input
                name="card_number"
                inputMode="numeric"
                autoComplete="cc-number"
                required
                pattern="[0-9 ]{12,23}"
                {...invalid('card_number')}
              />
            </label>
            {fieldError('card_number')}
          </div>
          <div className={field('card_expiry')}>
            <label>
              <Trans>Expiry date (MM/YY)</Trans>
              <input
                name="card_expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                required
                pattern="(0[1-9]|1[0-2])/?[0-9]{2}"
                placeholder="MM/YY"
                {...invalid('card_expiry')}
              />
            </label>
            {fieldError('card_expiry')}
          </div>
          <div className={field('card_cvx')}>
            <label>
              <Trans>Security code</Trans>
              <input
                name="card_cvx"
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                pattern="[0-9]{3,4}"
                {...invalid('card_cvx')}
              />
            </label>
            {fieldError('card_cvx')}
          </div>
        </>
      )}
    </fieldset>
  )
}
