import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** The hero's search entry: where and when, handed to /s as a query. */
export function HomeSearchForm() {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query = new URLSearchParams()
    for (const name of ['address', 'date_from', 'date_to']) {
      const value = String(form.get(name) ?? '').trim()
      if (value) query.set(name, value)
    }
    void navigate(localize(paths.search.href(query)))
  }
  return (
    <form className="home-search" role="search" aria-label={t`Search a camper`} onSubmit={submit}>
      <div className="home-search__field home-search__field--where">
        <label htmlFor={`${id}-where`}>
          <Trans>Where</Trans>
        </label>
        <input
          id={`${id}-where`}
          name="address"
          type="text"
          placeholder={t`City, region or country`}
          autoComplete="off"
        />
      </div>
      <div className="home-search__field">
        <label htmlFor={`${id}-from`}>
          <Trans>Departure</Trans>
        </label>
        <input id={`${id}-from`} name="date_from" type="date" />
      </div>
      <div className="home-search__field">
        <label htmlFor={`${id}-to`}>
          <Trans>Return</Trans>
        </label>
        <input id={`${id}-to`} name="date_to" type="date" />
      </div>
      <button type="submit" className="button button--primary home-search__submit">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
