import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { unreadNotificationsQueryOptions } from '../api/get-notifications'
import { LocalizedLink } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { useShellData } from './use-shell-data'

/** The header's bell for signed-in visitors: the unread count, and the way to /d/notifications. */
export function NotificationsBell() {
  const { t } = useLingui()
  const { loggedIn } = useShellData()
  const unread = useQuery({ ...unreadNotificationsQueryOptions(), enabled: loggedIn }).data ?? 0
  if (!loggedIn) return null
  const label =
    unread > 0 ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }) : t`Notifications`
  return (
    <LocalizedLink className="header-link notifications-bell" to={paths.notifications.href()} aria-label={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 2.9A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm0 19a3 3 0 0 0 2.8-2H9.2a3 3 0 0 0 2.8 2Z"
          fill="currentColor"
        />
      </svg>
      {unread > 0 ? (
        <span className="notifications-bell__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </LocalizedLink>
  )
}
