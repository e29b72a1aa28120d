import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { canBeMigrated, REQUIREMENT_TABS, shouldDisplayMigrationModal } from '../../../../domain/listing-progress'
import type { ListingRequirement } from '../../../../domain/listing-progress'
import { SisterPlatformModal } from '../../../chrome/sister-platform-modal'
import { EmailVerificationNotice } from '../../../components/email-verification-notice'
import { ApiClientError } from '../../../lib/api-client-error'
import { useShellData } from '../../../chrome/use-shell-data'
import { LocalizedLink, useLocale, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { camperProgressQueryOptions } from '../api/get-camper-progress'
import type { ListingProgress } from '../api/get-camper-progress'
import { camperStatsQueryOptions } from '../api/get-camper-stats'
import { sisterDuplicateUrlQueryOptions } from '../api/get-sister-duplicate-url'
import { ownerCampersKey } from '../api/list-owner-campers'
import { reactivateCamper } from '../api/reactivate-camper'
import { submitCamper } from '../api/submit-camper'
import { suspendCamper } from '../api/suspend-camper'
import { DeleteCamperDialog } from '../components/delete-camper-dialog'

type Action = 'submit' | 'suspend' | 'reactivate'
const run: Record<Action, (id: number) => Promise<ListingProgress>> = {
  submit: submitCamper,
  suspend: suspendCamper,
  reactivate: reactivateCamper,
}

/** /d/campers/{id}, the overview tab: status, what is missing before publishing, moderation, suspend / reactivate / delete, stats. */
export function OwnerCamperPage() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const queryClient = useQueryClient()
  const progress = useQuery(camperProgressQueryOptions(id))
  const stats = useQuery(camperStatsQueryOptions(id))
  const { referential, me } = useShellData()
  const { locale } = useLocale()
  const migratable = progress.data !== undefined && canBeMigrated(progress.data.migration_status)
  const duplicate = useQuery({ ...sisterDuplicateUrlQueryOptions(id, locale), enabled: migratable })
  // null: the owner has not chosen yet, so the rule decides whether the modal opens by itself.
  const [sisterOpen, setSisterOpen] = useState<boolean | null>(null)
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const action = useMutation({
    mutationFn: (what: Action) => run[what](id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerCampersKey }),
  })
  // A deleted camper has no page any more (410): back to the list, which no longer holds it.
  // The list is dropped rather than kept: with one camper left it would send the owner straight back here.
  const leave = async () => {
    queryClient.removeQueries({ queryKey: [...ownerCampersKey, 'list'] })
    await navigate(localize(paths.ownerCampers.href()))
    queryClient.removeQueries({ queryKey: ownerCampersKey })
  }
  usePageHead({ title: t`My camper · Roam` })
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
  const stateLabel: Record<ListingProgress['state'], string> = {
    created: t`Draft`,
    to_moderate: t`Waiting for moderation`,
    published: t`Published`,
    bookable: t`Published and bookable`,
    unpublished: t`Refused by Roam`,
    unpublished_owner: t`Suspended`,
    deleted: t`Deleted by Roam`,
    deleted_owner: t`Deleted`,
  }
  if (progress.isError)
    return (
      <section className="page">
        <p role="alert">
          <Trans>This camper could not be loaded.</Trans>
        </p>
      </section>
    )
  if (!progress.data)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading the camper…</Trans>
        </p>
      </section>
    )
  const camper = progress.data
  const unverifiedRefusal =
    action.error instanceof ApiClientError && action.error.apiError.codes.includes('email_not_verified')
  const live = camper.state === 'published' || camper.state === 'bookable'
  // Spec 2 §2 / §4: a camper Roam cannot publish (referential) and not yet moved is sent to the sister platform.
  const askToMigrate =
    referential !== undefined && shouldDisplayMigrationModal(camper.migration_status, referential.can_publish_camper)
  return (
    <section className="page">
      <h2>
        <Trans>Overview</Trans>
      </h2>
      <p role="status" data-testid="camper-state">
        <strong>{stateLabel[camper.state]}</strong>
      </p>
      {camper.refusal_reason ? (
        <p>
          <Trans>Reason: {camper.refusal_reason}</Trans>
        </p>
      ) : null}
      <h3>
        <Trans>Before publishing ({camper.percent}%)</Trans>
      </h3>
      <ul>
        {camper.steps.map((step) => (
          <li key={step.requirement} data-done={step.done}>
            {step.done ? '✓' : '✗'} {/* What is missing leads to the tab where the owner adds it. */}
            {step.done ? (
              requirementLabel[step.requirement]
            ) : (
              <LocalizedLink to={`${paths.ownerCamper.href(id)}/${REQUIREMENT_TABS[step.requirement]}`}>
                {requirementLabel[step.requirement]}
              </LocalizedLink>
            )}
          </li>
        ))}
      </ul>
      {(camper.state === 'created' || camper.state === 'unpublished') &&
      (me?.email_verified === false || unverifiedRefusal) ? (
        <EmailVerificationNotice gate="listing" email={me?.email} />
      ) : action.isError ? (
        <p role="alert">
          <Trans>The action failed. Check what is missing and try again.</Trans>
        </p>
      ) : null}
      <div>
        {(camper.state === 'created' || camper.state === 'unpublished') && (
          <button
            type="button"
            disabled={!camper.publishable || action.isPending}
            onClick={() => action.mutate('submit')}
          >
            <Trans>Submit for moderation</Trans>
          </button>
        )}
        {live && (
          <button type="button" disabled={action.isPending} onClick={() => action.mutate('suspend')}>
            <Trans>Suspend</Trans>
          </button>
        )}
        {camper.state === 'unpublished_owner' && (
          <button
            type="button"
            disabled={!camper.publishable || action.isPending}
            onClick={() => action.mutate('reactivate')}
          >
            <Trans>Reactivate</Trans>
          </button>
        )}
        <DeleteCamperDialog camperId={id} disabled={action.isPending} onDeleted={leave} />
      </div>
      {migratable ? (
        <p>
          <button type="button" className="button" onClick={() => setSisterOpen(true)}>
            <Trans>List it on the partner platform</Trans>
          </button>{' '}
          {duplicate.data ? (
            // Spec 1 §2: the sister platform opens in a new tab, and we lend it no ranking.
            <a className="button" href={duplicate.data.url} target="_blank" rel="nofollow noopener">
              <Trans>Duplicate this listing on the partner platform</Trans>
            </a>
          ) : null}
        </p>
      ) : null}
      {(sisterOpen ?? askToMigrate) ? <SisterPlatformModal open onOpenChange={setSisterOpen} /> : null}
      <p>
        <LocalizedLink to={paths.camperImport.href(id)}>
          <Trans>Import its listing from the partner platform</Trans>
        </LocalizedLink>
      </p>
      {stats.data ? (
        <p>
          <Plural value={stats.data.visit_stats} one="# visit" other="# visits" /> ·{' '}
          <Plural value={stats.data.print_stats} one="# appearance in search" other="# appearances in search" />
        </p>
      ) : null}
    </section>
  )
}
