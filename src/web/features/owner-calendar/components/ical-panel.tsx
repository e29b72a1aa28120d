import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { formatDate } from '../../../lib/format'
import { deleteIcalFeed } from '../api/delete-ical-feed'
import { icalFeedQueryOptions } from '../api/get-ical-feed'
import { ownerCamperKey } from '../api/list-calendar-periods'
import { setIcalFeed } from '../api/set-ical-feed'
import { ActionError } from './action-error'

/** Export (a secret URL to paste in another calendar) and import (another site's iCal URL, synced by the server). */
export function IcalPanel({ camperId }: { camperId: number }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const status = useQuery(icalFeedQueryOptions(camperId))
  const [url, setUrl] = useState('')
  const [copied, setCopied] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerCamperKey(camperId) })
  const save = useMutation({
    mutationFn: (address: string) => setIcalFeed(camperId, address),
    onSuccess: () => {
      setUrl('')
      return refresh()
    },
  })
  const remove = useMutation({ mutationFn: () => deleteIcalFeed(camperId), onSuccess: refresh })
  if (!status.data) return null
  const { export_url: exportUrl, feed } = status.data

  const copy = async () => {
    await navigator.clipboard.writeText(exportUrl)
    setCopied(true)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(url)
  }
  const syncedAt = feed?.last_synced_at
    ? formatDate(feed.last_synced_at, { dateStyle: 'medium', timeStyle: 'short' })
    : null
  return (
    <section className="owner-ical card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Sync with other calendars</Trans>
      </h3>
      <div className="field">
        <label htmlFor={`${id}-export`}>
          <Trans>Export: paste this address in another calendar</Trans>
        </label>
        <div className="owner-ical__row">
          <input
            id={`${id}-export`}
            type="text"
            readOnly
            value={exportUrl}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
          </button>
        </div>
      </div>
      {feed && (
        <div className="owner-ical__feed" data-testid="ical-feed-status">
          <p>
            <Trans>
              Imported from <span className="owner-ical__url">{feed.url}</span>
            </Trans>
          </p>
          {feed.last_error ? (
            <p role="alert" className="owner-calendar-error">
              <Trans>The last sync failed: {feed.last_error}</Trans>
            </p>
          ) : (
            syncedAt && (
              <p className="muted">
                <Plural
                  value={feed.event_count}
                  one={`Last synced ${syncedAt} (# event).`}
                  other={`Last synced ${syncedAt} (# events).`}
                />
              </p>
            )
          )}
          <div className="owner-ical__row">
            <button
              type="button"
              className="button button--secondary"
              disabled={save.isPending}
              onClick={() => save.mutate(feed.url)}
            >
              <Trans>Sync now</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <Trans>Stop importing</Trans>
            </button>
          </div>
        </div>
      )}
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-import`}>
            {feed ? (
              <Trans>Import another calendar instead</Trans>
            ) : (
              <Trans>Import: the iCal address of another calendar</Trans>
            )}
          </label>
          <div className="owner-ical__row">
            <input
              id={`${id}-import`}
              type="url"
              required
              placeholder={t`https://…/calendar.ics`}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              <Trans>Import</Trans>
            </button>
          </div>
        </div>
        <ActionError error={save.error ?? remove.error} />
      </form>
    </section>
  )
}
