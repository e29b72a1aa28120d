import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { DISPLAY_CURRENCIES, isDisplayCurrency } from '../../domain/currencies'
import { chooseDisplayCurrency, useDisplayCurrency } from '../lib/display-currency'
import { currencyName } from '../lib/format'

/** Footer currency switcher: every price shows in the chosen currency; bookings are still charged in the owner's. */
export function CurrencySwitcher() {
  const { t } = useLingui()
  const id = useId()
  const currency = useDisplayCurrency()
  return (
    <div className="language-switcher currency-switcher">
      <label htmlFor={id} className="visually-hidden">{t`Currency`}</label>
      <select
        id={id}
        value={currency}
        onChange={(event) => {
          if (isDisplayCurrency(event.target.value)) chooseDisplayCurrency(event.target.value)
        }}
      >
        {DISPLAY_CURRENCIES.map((option) => (
          <option key={option} value={option}>
            {`${option} · ${currencyName(option)}`}
          </option>
        ))}
      </select>
    </div>
  )
}
