import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { DateRange } from 'react-day-picker'
import { parseIsoDate } from '../../domain/iso-date'
import { formatDate } from '../lib/format'
import './search-fields.css'

const DateRangeCalendar = lazy(() => import('./date-range-calendar'))

interface DateRangeFieldProps {
  from?: string
  to?: string
  onChange: (range: { date_from?: string; date_to?: string }) => void
  /** Extra classes of the field (the home hero lays it out in its own bar). */
  className?: string
}

/** When: a range calendar in a popover; only a complete range (two different days) goes to the address. */
export function DateRangeField({ from, to, onChange, className }: DateRangeFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<DateRange | undefined>()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', escape)
    }
  }, [open, from, to])
  const fromLabel = from ? formatDate(from) : ''
  const toLabel = to ? formatDate(to) : ''
  const summary = from && to ? t`${fromLabel} – ${toLabel}` : t`Add dates`
  return (
    <div className={`search-field date-range-field${className ? ` ${className}` : ''}`} ref={container}>
      <span className="search-field__label" id={`${id}-label`}>
        <Trans>Dates</Trans>
      </span>
      <button
        type="button"
        className="search-field__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => {
          if (!open) setDraft(from && to ? { from: parseIsoDate(from), to: parseIsoDate(to) } : undefined)
          setOpen(!open)
        }}
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      {open && (
        <div className="search-popover" role="dialog" aria-label={t`Choose your dates`}>
          <Suspense fallback={<div className="date-range-field__calendar-loading" aria-busy="true" />}>
            <DateRangeCalendar
              draft={draft}
              onDraftChange={setDraft}
              onComplete={(range) => {
                onChange(range)
                setOpen(false)
              }}
            />
          </Suspense>
          {(from || to) && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onChange({ date_from: undefined, date_to: undefined })
                setOpen(false)
              }}
            >
              <Trans>Clear dates</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  )
}
