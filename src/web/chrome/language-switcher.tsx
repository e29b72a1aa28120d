import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LOCALES, isLocale, toBcp47, type Locale } from '../../domain/locales'
import { localizePath, stripLocale } from '../../domain/locale-routing'
import { getConfig } from '../lib/runtime-config'
import { writeLocaleCookie } from '../lib/locale-cookie'
import { useLocale } from '../app/locale-context'

/** Each locale named in its own language, e.g. "français (Belgique)". */
export function localeLabel(locale: Locale): string {
  const tag = toBcp47(locale)
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
  } catch {
    return tag
  }
}

/** Footer language switcher: the same page in another locale; the cookie remembers the choice. */
export function LanguageSwitcher() {
  const { t } = useLingui()
  const id = useId()
  const { locale, strategy } = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const change = (value: string) => {
    if (!isLocale(value) || value === locale) return
    if (!getConfig().localeCookieDisabled) writeLocaleCookie(value)
    void navigate(`${localizePath(stripLocale(location.pathname), value, strategy)}${location.search}${location.hash}`)
  }
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">{t`Language`}</label>
      <span className="language-switcher__icon" aria-hidden="true">🌐</span>
      <select id={id} value={locale} onChange={(event) => change(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={toBcp47(option)}>{localeLabel(option)}</option>
        ))}
      </select>
    </div>
  )
}
