import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { searchQueryToParams } from '../../../../domain/search-query'
import { DateRangeField } from '../../../components/date-range-field'
import { PlaceCombobox, type PlaceComboboxHandle } from '../../../components/place-combobox'
import { useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** The hero's search entry: the same Where and dates fields as /s, handed to /s as its query. */
export function HomeSearchForm() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const where = useRef<PlaceComboboxHandle>(null)
  const [dates, setDates] = useState<{ date_from?: string; date_to?: string }>({})
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !where.current) return
    setBusy(true)
    const value = await where.current.resolve()
    setBusy(false)
    // Text that is no place stays in the field with its message: searching everywhere instead would hide the mistake.
    if (value.kind === 'unknown') return
    const location = value.kind === 'place' ? value.location : undefined
    const query = searchQueryToParams({
      place: location?.slug,
      latitude: location?.latitude,
      longitude: location?.longitude,
      ...dates,
    })
    void navigate(localize(paths.search.href(query)))
  }
  return (
    <form
      className="home-search"
      role="search"
      aria-label={t`Search a camper`}
      onSubmit={(event) => void submit(event)}
    >
      <PlaceCombobox ref={where} initialText="" className="home-search__field home-search__field--where" />
      <DateRangeField
        className="home-search__field"
        from={dates.date_from}
        to={dates.date_to}
        onChange={(range) => setDates(range)}
      />
      <button type="submit" className="button button--primary home-search__submit" aria-busy={busy || undefined}>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
