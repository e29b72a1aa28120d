import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocalizedPath } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { returnToStaffSession } from '../lib/staff-session'
import { useShellData } from './use-shell-data'
import './acting-as-banner.css'

/** Staff browsing as a user (log-as) see it on every page, with the way back to their own session. */
export function ActingAsBanner() {
  const { me } = useShellData()
  const localize = useLocalizedPath()
  const [leaving, setLeaving] = useState(false)
  if (!me?.acting_staff) return null
  const staff = me.acting_staff.first_name
  const user = `${me.first_name} ${me.last_name}`.trim()
  const email = me.email
  const userId = me.id
  const goBack = async () => {
    setLeaving(true)
    const resumed = await returnToStaffSession()
    // A full load: nothing cached for the user may show in the staff member's pages.
    window.location.assign(
      resumed ? localize(paths.staffUser.href(userId)) : localize(paths.login.href(paths.staffUser.href(userId))),
    )
  }
  return (
    <div className="acting-as" role="status">
      <p>
        <Trans>
          {staff}, you are acting as <strong>{user}</strong> ({email}): what you do here is done in their name.
        </Trans>
      </p>
      <button type="button" className="button button--light button--small" onClick={goBack} disabled={leaving}>
        <Trans>Back to my staff account</Trans>
      </button>
    </div>
  )
}
