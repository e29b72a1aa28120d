import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

/** The help search box: submitting opens find-answers with the words in the address. */
export function HelpSearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [q, setQ] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate(localize(paths.findAnswers.href(q.trim())))
  }
  return (
    <form className="help-search" role="search" onSubmit={submit}>
      <label htmlFor="help-search-q" className="visually-hidden">
        <Trans>Search the help centre</Trans>
      </label>
      <input
        id="help-search-q"
        type="search"
        name="q"
        value={q}
        maxLength={200}
        placeholder={t`Deposit, cancellation, payment in instalments…`}
        onChange={(event) => setQ(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
