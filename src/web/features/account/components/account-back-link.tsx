import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'

export function AccountBackLink() {
  return (
    <LocalizedLink className="account__back" to={paths.account.href()}>
      ← <Trans>My account</Trans>
    </LocalizedLink>
  )
}
