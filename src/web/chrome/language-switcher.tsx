import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LOCALES, isLocale, toBcp47, type Locale } from '../../domain/locales'
import { localizePath, stripLocale } from '../../domain/locale-routing'
import { getConfig } from '../lib/runtime-config'
import { languageName } from '../lib/format'
import { writeLocaleCookie } from '../lib/locale-cookie'
import { useLocale } from '../lib/locale-context'

/** Each locale named in its own language, e.g. "français (Belgique)". */
export function localeLabel(locale: Locale): string {
  const tag = toBcp47(locale)
  const name = languageName(tag, locale)
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
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
      <svg className="language-switcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <select id={id} value={locale} onChange={(event) => change(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={toBcp47(option)}>
            {localeLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
