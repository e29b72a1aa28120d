import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { ListingRequirement } from '../../../../domain/listing-progress'
import { staffPersonName } from '../../../../domain/staff-queries'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { Modal } from '../../../chrome/modal'
import { approveListing } from '../api/approve-listing'
import { staffActionsKey } from '../api/list-staff-actions'
import { moderationQueueKey, type ModerationItem } from '../api/list-moderation-queue'
import { refuseListing } from '../api/refuse-listing'
import { StaffActionError } from './staff-action-error'

/** One camper waiting for moderation: its owner, when it was submitted, what is still missing; approve or refuse with a reason. */
export function StaffModerationCard({ camper }: { camper: ModerationItem }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const decided = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationQueueKey }),
      queryClient.invalidateQueries({ queryKey: staffActionsKey }),
    ])
  const approve = useMutation({ mutationFn: () => approveListing(camper.id), onSuccess: decided })
  const refuse = useMutation({
    mutationFn: () => refuseListing(camper.id, reason.trim()),
    onSuccess: async () => {
      setRefusing(false)
      await decided()
    },
  })
  const submitRefusal = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The owner must be told why: a blank reason is never sent (the button is disabled too, Enter is not).
    if (reason.trim() !== '') refuse.mutate()
  }
  const requirementLabel: Record<ListingRequirement, string> = {
    title: t`A title`,
    description: t`A description of at least 30 characters`,
    vehicle_type: t`The vehicle type`,
    seats_beds: t`Seatbelts and beds`,
    location: t`The vehicle location`,
    price: t`A price per day`,
    photos: t`At least 3 pictures`,
    documents: t`The mandatory vehicle documents`,
  }
  const owner = staffPersonName(camper.owner)
  const title = camper.title || t`Camper ${camper.id}`
  return (
    <li className="card staff__document" aria-label={t`Camper ${camper.id}`}>
      <h2 className="staff__document-title">
        <LocalizedLink to={paths.listing.href(camper.id)}>{title}</LocalizedLink>
      </h2>
      <p>
        <LocalizedLink to={paths.staffUser.href(camper.owner.id)}>{owner}</LocalizedLink>{' '}
        <span className="muted">{camper.owner.email}</span>
      </p>
      <dl className="staff__facts">
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>
          {camper.submitted_at ? i18n.date(camper.submitted_at, { dateStyle: 'medium', timeStyle: 'short' }) : '—'}
        </dd>
        <dt>
          <Trans>Place</Trans>
        </dt>
        <dd>{[camper.city, camper.country].filter(Boolean).join(', ') || '—'}</dd>
        <dt>
          <Trans>Missing</Trans>
        </dt>
        <dd>
          {camper.missing.length === 0 ? (
            <Trans>Nothing, the listing is complete.</Trans>
          ) : (
            <ul className="staff__list">
              {camper.missing.map((requirement) => (
                <li key={requirement}>{requirementLabel[requirement]}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <div className="staff__decision">
        <StaffActionError error={approve.error} />
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => setRefusing(true)}>
            <Trans>Refuse…</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => approve.mutate()}
            disabled={approve.isPending}
          >
            <Trans>Approve</Trans>
          </button>
        </div>
      </div>
      <Modal
        open={refusing}
        onOpenChange={(next) => {
          refuse.reset()
          setRefusing(next)
        }}
        size="small"
        title={<Trans>Refuse “{title}”?</Trans>}
        description={<Trans>The camper goes back to its owner, who reads your reason.</Trans>}
      >
        <form onSubmit={submitRefusal} className="staff__refusal">
          <label htmlFor={`${id}-reason`}>
            <Trans>Why is it refused?</Trans>
          </label>
          <textarea
            id={`${id}-reason`}
            required
            maxLength={1000}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <StaffActionError error={refuse.error} />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => setRefusing(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={refuse.isPending || reason.trim() === ''}
            >
              <Trans>Refuse the camper</Trans>
            </button>
          </div>
        </form>
      </Modal>
    </li>
  )
}
