import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react'
import { typedPlaceMatch } from '../../domain/place-rules'
import { searchLocationsQueryOptions, type SearchLocation } from '../api/search-locations'
import { useLocale } from '../lib/locale-context'
import './combobox-list.css'
import './search-fields.css'

export const AUTOCOMPLETE_DEBOUNCE_MS = 300

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/**
 * What the field holds when its search is asked for: a place (picked, or typed text read as one), nothing, the text it
 * was opened with untouched, or text that is no place (the field then says why).
 */
export type PlaceFieldValue =
  { kind: 'place'; location: SearchLocation } | { kind: 'empty' } | { kind: 'unchanged' } | { kind: 'unknown' }

export interface PlaceComboboxHandle {
  /** Reads the typed text as a place when no suggestion was picked; a place found is also given to `onChoose`. */
  resolve: () => Promise<PlaceFieldValue>
}

interface PlaceComboboxProps {
  /**
   * What the field shows for the current search (the place's name or a label). A new value replaces the text until the
   * visitor types; give the field a new `key` to start it over.
   */
  initialText: string
  /** A place picked or read from the typed text (a form that asks `resolve()` on submit needs neither callback). */
  onChoose?: (location: SearchLocation) => void
  onClear?: () => void
  /** Extra classes of the field (the home hero lays it out in its own bar). */
  className?: string
  ref?: Ref<PlaceComboboxHandle>
}

/** Where: an accessible combobox (ARIA 1.2 list autocomplete) over GET /3/search_locations/. */
export function PlaceCombobox({ initialText, onChoose, onClear, className, ref }: PlaceComboboxProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const id = useId()
  const [text, setText] = useState(initialText)
  const [chosen, setChosen] = useState<SearchLocation>()
  const [typed, setTyped] = useState(false)
  const [shownInitial, setShownInitial] = useState(initialText)
  if (initialText !== shownInitial) {
    setShownInitial(initialText)
    if (!typed) setText(initialText)
  }
  const [problem, setProblem] = useState('')
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
    setChosen(location)
    setTyped(false)
    setProblem('')
    setOpen(false)
    setActive(-1)
    onChoose?.(location)
  }
  const resolve = async (): Promise<PlaceFieldValue> => {
    const wanted = text.trim()
    if (wanted === '') return { kind: 'empty' }
    if (!typed) return chosen ? { kind: 'place', location: chosen } : { kind: 'unchanged' }
    let answers: SearchLocation[]
    try {
      answers = await queryClient.fetchQuery(searchLocationsQueryOptions(wanted, locale))
    } catch {
      setProblem(t`We could not check this place. Try again.`)
      return { kind: 'unknown' }
    }
    const match = typedPlaceMatch(wanted, answers)
    if (match) {
      choose(match)
      return { kind: 'place', location: match }
    }
    if (answers.length > 0) {
      setProblem(t`Several places start with “${wanted}”: pick one from the list.`)
      setOpen(true)
    } else {
      setProblem(t`We know no place called “${wanted}”. Check the spelling or pick a place from the list.`)
    }
    return { kind: 'unknown' }
  }
  useImperativeHandle(ref, () => ({ resolve }))

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
    } else if (event.key === 'Enter' && !event.currentTarget.form) {
      // In a form, Enter submits it and the form resolves the text; on its own (/s), the field does.
      event.preventDefault()
      void resolve()
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }
  return (
    <div className={`search-field place-combobox${className ? ` ${className}` : ''}`}>
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          autoComplete="off"
          placeholder={t`City, region or country`}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setTyped(true)
            setProblem('')
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
              setChosen(undefined)
              setTyped(false)
              setProblem('')
              setOpen(false)
              onClear?.()
            }}
          >
            ×
          </button>
        )}
      </div>
      <ul id={`${id}-listbox`} role="listbox" aria-label={t`Places`} className="combobox-list" hidden={!expanded}>
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
      {problem && (
        <p id={`${id}-problem`} role="alert" className="place-combobox__problem">
          {problem}
        </p>
      )}
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
