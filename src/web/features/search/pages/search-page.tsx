import { Trans } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'

/** /s: the real search lands in a later issue; this page echoes the query. */
export function SearchPage() {
  const [params] = useSearchParams()
  const entries = [...params.entries()]
  return (
    <section className="page">
      <h1 className="page-title"><Trans>Search campers</Trans></h1>
      {entries.length ? (
        <>
          <p className="page-lead"><Trans>Your search</Trans></p>
          <ul className="chips">
            {entries.map(([name, value], index) => <li key={index} className="chip"><strong>{name}</strong> {value}</li>)}
          </ul>
        </>
      ) : (
        <p className="page-lead"><Trans>Tell us where and when you want to go.</Trans></p>
      )}
      <p className="muted"><Trans>Results are on their way: the search engine is being wired in.</Trans></p>
    </section>
  )
}
