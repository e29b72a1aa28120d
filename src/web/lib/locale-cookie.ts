import Cookies from 'js-cookie'
import { LOCALE_COOKIE } from '../../domain/locale-routing'
import { isLocale } from '../../domain/locales'
import type { Locale } from '../../domain/locales'
import { getConfig } from './runtime-config'

export function readLocaleCookie(): Locale | null {
  const value = Cookies.get(LOCALE_COOKIE.name)
  return isLocale(value) ? value : null
}

/** Remembers the visitor's locale (spec 1 §4), unless the deployment disabled the cookie. */
export function writeLocaleCookie(locale: Locale): void {
  if (getConfig().localeCookieDisabled) return
  Cookies.set(LOCALE_COOKIE.name, locale, {
    expires: LOCALE_COOKIE.days,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  })
}
