import { useSyncExternalStore } from 'react'
import { isDisplayCurrency, STOREFRONT_CURRENCY, type DisplayCurrency } from '../../domain/currencies'
import type { Locale } from '../../domain/locales'
import { useLocale } from './locale-context'

// The visitor's choice, kept on this device: a preference asked for, needing no consent.
const STORAGE_KEY = 'roam.currency'
const listeners = new Set<() => void>()
/** The choice when storage is refused (private mode): it lasts until the page is left. */
let unstored: DisplayCurrency | null = null

function chosenCurrency(): DisplayCurrency | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY)
    return isDisplayCurrency(value) ? value : null
  } catch {
    return unstored
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The currency prices are shown in: the visitor's choice, else the storefront's own. For loaders. */
export function displayCurrencyOf(locale: Locale): DisplayCurrency {
  return (typeof window === 'undefined' ? null : chosenCurrency()) ?? STOREFRONT_CURRENCY[locale]
}

export function chooseDisplayCurrency(currency: DisplayCurrency) {
  try {
    window.localStorage.setItem(STORAGE_KEY, currency)
  } catch {
    unstored = currency
  }
  for (const listener of listeners) listener()
}

/** The currency prices are shown in, following the visitor's choice as it changes. */
export function useDisplayCurrency(): DisplayCurrency {
  const { locale } = useLocale()
  const chosen = useSyncExternalStore(subscribe, chosenCurrency, () => null)
  return chosen ?? STOREFRONT_CURRENCY[locale]
}
