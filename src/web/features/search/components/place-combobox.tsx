import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useLocale } from '../../../lib/locale-context'
import { searchLocationsQueryOptions, type SearchLocation } from '../../../api/search-locations'

export const AUTOCOMPLETE_DEBOUNCE_MS = 300

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

interface PlaceComboboxProps {
  /** What the field shows for the current search (the place slug or a label); give the same value as `key` to reset the field. */
  initialText: string
  onChoose: (location: SearchLocation) => void
  onClear: () => void
}

/** Where: an accessible combobox (ARIA 1.2 list autocomplete) over GET /3/search_locations/. */
export function PlaceCombobox({ initialText, onChoose, onClear }: PlaceComboboxProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const id = useId()
  const [text, setText] = useState(initialText)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS)
  const { data: options = [], isFetching } = useQuery({
    ...searchLocationsQueryOptions(term, locale),
    enabled: open && term.length >= 2,
  })
  const expanded = open && term.length >= 2 && options.length > 0

  const choose = (location: SearchLocation) => {
    setText(location.label)
    setOpen(false)
    setActive(-1)
    onChoose(location)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((index) => Math.min(index + 1, options.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }
  return (
    <div className="search-field place-combobox">
      <label htmlFor={`${id}-input`}>
        <Trans>Where</Trans>
      </label>
      <div className="place-combobox__control">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={t`City, region or country`}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        {text && (
          <button
            type="button"
            className="icon-button place-combobox__clear"
            aria-label={t`Clear the place`}
            onClick={() => {
              setText('')
              setOpen(false)
              onClear()
            }}
          >
            ×
          </button>
        )}
      </div>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t`Places`}
        className="place-combobox__list"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={option.slug}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {open && !isFetching && term.length >= 2
          ? options.length
            ? plural(options.length, { one: '# place found', other: '# places found' })
            : t`No place found`
          : ''}
      </span>
    </div>
  )
}
