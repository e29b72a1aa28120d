import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { COUNTRY_CODES } from '../../domain/country-codes'
import { toBcp47 } from '../../domain/locales'
import { useLocale } from '../lib/locale-context'
import './combobox-list.css'
import './country-picker.css'

interface Country {
  code: string
  name: string
  /** The name without case or accents, to match what is typed ("fra" finds "France", "eta" finds "États-Unis"). */
  key: string
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim()

/** Every country named in the page's language, in that language's order. */
function useCountries(): { countries: Country[]; nameOf: (code: string) => string } {
  const { locale } = useLocale()
  return useMemo(() => {
    const bcp47 = toBcp47(locale)
    const names = new Intl.DisplayNames([bcp47], { type: 'region' })
    const countries = COUNTRY_CODES.map((code): Country => {
      const name = names.of(code) ?? code
      return { code, name, key: fold(name) }
    }).sort((a, b) => a.name.localeCompare(b.name, bcp47))
    const byCode = new Map<string, string>(countries.map((country) => [country.code, country.name]))
    return { countries, nameOf: (code: string) => byCode.get(code) ?? code }
  }, [locale])
}

/** Names that start with the text first, then names that contain it; a typed code ("de") finds its country too. */
function matching(countries: Country[], text: string): Country[] {
  const wanted = fold(text)
  if (!wanted) return countries
  const code = wanted.toUpperCase()
  const starts = countries.filter((country) => country.key.startsWith(wanted) || country.code === code)
  const contains = countries.filter((country) => !starts.includes(country) && country.key.includes(wanted))
  return [...starts, ...contains]
}

interface CountryPickerProps {
  /** The text field's id: the form's `<label htmlFor>` names the combobox. */
  id: string
  /** The form field that carries the ISO 3166-1 alpha-2 code. */
  name: string
  /** The code the field starts with (from the profile or the saved record); empty when unknown. */
  defaultValue?: string | null
  onChange?: (code: string) => void
  invalid?: boolean
  describedBy?: string
  /** Shown, not changed (a field the insurance relies on). */
  readOnly?: boolean
}

/**
 * A country, residence or nationality: an accessible combobox (ARIA 1.2 list autocomplete) over the countries named in
 * the page's language. The visitor reads and types names; the form sends the code, in a hidden field of `name`.
 */
export function CountryPicker({
  id,
  name,
  defaultValue,
  onChange,
  invalid,
  describedBy,
  readOnly,
}: CountryPickerProps) {
  const { t } = useLingui()
  const { countries, nameOf } = useCountries()
  const initial = (defaultValue ?? '').trim().toUpperCase()
  const [code, setCode] = useState(initial)
  const [text, setText] = useState(initial ? nameOf(initial) : '')
  const [open, setOpenState] = useState(false)
  const setOpen = (next: boolean) => setOpenState(next && !readOnly)
  const [active, setActive] = useState(-1)
  // What filters the list: the text typed since the last choice (a chosen country's name lists them all).
  const [filter, setFilter] = useState('')
  const options = useMemo(() => (open ? matching(countries, filter) : []), [open, countries, filter])
  const expanded = open && options.length > 0
  const activeId = expanded && active >= 0 ? `${id}-country-${options[active]?.code}` : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  // The country a text names: in full (name or code), or as the only match.
  const named = (value: string) => {
    const wanted = fold(value)
    if (!wanted) return undefined
    const exact = countries.find((country) => country.key === wanted || country.code === wanted.toUpperCase())
    if (exact) return exact
    const found = matching(countries, value)
    return found.length === 1 ? found[0] : undefined
  }
  // What the form sends: the country the typed text names, else the last choice (a form sent without leaving the
  // field, or a script that only types, gets the same code leaving the field would settle on).
  const effective = (value: string) => (fold(value) ? (named(value)?.code ?? code) : '')
  const reported = useRef(initial)
  const report = (next: string) => {
    if (next === reported.current) return
    reported.current = next
    onChange?.(next)
  }
  const choose = (country: Country | undefined) => {
    const next = country?.code ?? ''
    setCode(next)
    setText(country?.name ?? '')
    setFilter('')
    setOpen(false)
    setActive(-1)
    report(next)
  }
  // Leaving the field keeps a country: the one the text names, else the one chosen before.
  const settle = () => {
    if (!fold(text)) return choose(undefined)
    const typed = named(text)
    if (typed) return choose(typed)
    setText(code ? nameOf(code) : '')
    setFilter('')
    setOpen(false)
    setActive(-1)
    report(code)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setOpen(true)
      setActive((index) => Math.min(index + 1, matching(countries, filter).length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Enter' && open) {
      // Enter first takes the country typed; the next Enter submits the form with it.
      const typed = named(text)
      if (typed) {
        event.preventDefault()
        choose(typed)
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setText(code ? nameOf(code) : '')
      setFilter('')
      setOpen(false)
      setActive(-1)
      report(code)
    }
  }
  return (
    <div className="country-picker">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-countries`}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        readOnly={readOnly}
        placeholder={t`Type a country`}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setFilter(event.target.value)
          setOpen(true)
          setActive(-1)
          report(effective(event.target.value))
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={settle}
      />
      <input type="hidden" name={name} value={effective(text)} />
      <ul
        id={`${id}-countries`}
        role="listbox"
        aria-label={t`Countries`}
        className="combobox-list country-picker__list"
        hidden={!expanded}
      >
        {options.map((country, index) => (
          <li
            key={country.code}
            id={`${id}-country-${country.code}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            // The text field keeps the focus, so its blur does not settle on the typed text before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(country)}
          >
            {country.name}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {open && filter.trim()
          ? options.length
            ? plural(options.length, { one: '# country found', other: '# countries found' })
            : t`No country found`
          : ''}
      </span>
    </div>
  )
}
