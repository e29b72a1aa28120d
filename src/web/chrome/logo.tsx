import { useLingui } from '@lingui/react/macro'
import { LocalizedLink } from '../lib/locale-context'
import { paths } from '../lib/paths'

export function Logo() {
  const { t } = useLingui()
  return (
    <LocalizedLink to={paths.home.href()} className="logo" aria-label={t`Roam, back to the home page`}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M7 21.5 13.5 11l4.2 6.6 2.6-3.9L25 21.5Z" fill="#fff" />
        <circle cx="22" cy="10.5" r="2.2" fill="#ffd37a" />
      </svg>
      <span className="logo__word">roam</span>
    </LocalizedLink>
  )
}
