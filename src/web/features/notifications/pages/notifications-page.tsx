import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { notificationsKey, notificationsQueryOptions, type Notification } from '../../../api/get-notifications'
import { formatDate } from '../../../lib/format'
import { useLocale, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { markAllNotificationsRead } from '../api/mark-all-notifications-read'
import { markNotificationRead } from '../api/mark-notification-read'
import './notifications.css'

const PAGE_SIZE = 20

/** /d/notifications: what happened to the user's bookings, newest first; opening one marks it read. */
export function NotificationsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Notifications · Roam` })
  const [page, setPage] = useState(1)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const { locale } = useLocale()
  const list = useQuery(notificationsQueryOptions(page, locale))
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey })
  const readAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh })
  const open = useMutation({
    mutationFn: (notification: Notification) =>
      notification.read_at ? Promise.resolve() : markNotificationRead(notification.id),
    onSettled: (_data, _error, notification) => {
      void refresh()
      void navigate(localize(notification.path))
    },
  })
  const data = list.data
  const lastPage = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1
  const unread = data?.unread_count ?? 0

  return (
    <section className="page page--narrow notifications-page">
      <div className="notifications-page__head">
        <h1 className="page-title">
          <Trans>Notifications</Trans>
        </h1>
        {unread > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            <Trans>Mark all as read</Trans>
          </button>
        ) : null}
      </div>
      {list.isError ? (
        <p role="alert">
          <Trans>We could not load your notifications. Try again in a moment.</Trans>
        </p>
      ) : !data ? (
        <p className="notifications-page__loading" aria-busy="true">
          <Trans>Loading your notifications…</Trans>
        </p>
      ) : data.count === 0 ? (
        <p className="page-lead">
          <Trans>
            No notifications yet. We will tell you here, and by email, when something happens to your bookings.
          </Trans>
        </p>
      ) : (
        <>
          <ul className="notifications-list">
            {data.results.map((notification) => {
              const when = formatDate(notification.created_at, { dateStyle: 'medium', timeStyle: 'short' })
              return (
                <li key={notification.id}>
                  <button
                    type="button"
                    className={`notification-item card${notification.read_at ? '' : ' notification-item--unread'}`}
                    onClick={() => open.mutate(notification)}
                  >
                    <span className="notification-item__title">
                      {notification.read_at ? null : (
                        <span className="visually-hidden">
                          <Trans>Unread:</Trans>{' '}
                        </span>
                      )}
                      {notification.title}
                    </span>
                    <span className="notification-item__body">{notification.body}</span>
                    <time className="notification-item__time" dateTime={notification.created_at}>
                      {when}
                    </time>
                  </button>
                </li>
              )
            })}
          </ul>
          {lastPage > 1 ? (
            <nav className="notifications-page__pages" aria-label={t`Pages`}>
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                <Trans>Newer</Trans>
              </button>
              <span>
                <Trans>
                  Page {page} of {lastPage}
                </Trans>
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= lastPage}
                onClick={() => setPage(page + 1)}
              >
                <Trans>Older</Trans>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
