import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { importFailureOf, sisterListingIdOf } from '../../../../domain/listing-import'
import type { ImportFailure } from '../../../../domain/listing-import'
import { toBcp47 } from '../../../../domain/locales'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { ApiClientError } from '../../../lib/api-client-error'
import { importListing } from '../api/import-listing'
import { ownerCampersKey } from '../api/list-owner-campers'
import { listingImportPreviewQueryOptions } from '../api/preview-listing-import'
import type { ListingImportPreview } from '../api/preview-listing-import'

const failureOf = (error: unknown): ImportFailure =>
  error instanceof ApiClientError ? importFailureOf(error.apiError.status, error.apiError.codes) : 'other'

/** /d/campers/{id}/import (spec 1 §2): fill the camper with the owner's listing of the partner (sister) platform. */
export function OwnerCamperImportPage() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const inputId = useId()
  const queryClient = useQueryClient()
  const [externalId, setExternalId] = useState<string | null>(null)
  const [badInput, setBadInput] = useState(false)
  const preview = useQuery({ ...listingImportPreviewQueryOptions(id, externalId ?? ''), enabled: externalId !== null })
  const run = useMutation({
    mutationFn: (listingId: string) => importListing(id, listingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerCampersKey }),
  })
  usePageHead({ title: t`Import a listing · Roam` })
  const failureText: Record<ImportFailure, string> = {
    not_configured: t`Importing from the partner platform is not available yet.`,
    not_found: t`The partner platform has no listing with this id.`,
    unavailable: t`The partner platform did not answer. Try again in a moment.`,
    under_moderation: t`Your listing is being reviewed by Roam: you can import once the review is over.`,
    invalid: t`Enter the id or the address of your listing on the partner platform.`,
    other: t`The import failed. Please try again.`,
  }
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = sisterListingIdOf(String(new FormData(event.currentTarget).get('external_id') ?? ''))
    setBadInput(typed === null)
    run.reset()
    setExternalId(typed)
  }
  return (
    <section className="page">
      <h2>
        <Trans>Import from the partner platform</Trans>
      </h2>
      <p>
        <Trans>
          Already renting this camper out on our partner platform? Copy its listing here: texts, vehicle, prices,
          address, equipment and pictures.
        </Trans>
      </p>
      <form onSubmit={ask}>
        <label htmlFor={inputId}>
          <Trans>Listing id or address on the partner platform</Trans>
        </label>
        <input id={inputId} name="external_id" required aria-invalid={badInput} placeholder="rv-1001" />
        <button type="submit" className="button" disabled={preview.isFetching}>
          <Trans>Preview</Trans>
        </button>
      </form>
      {badInput ? <p role="alert">{failureText.invalid}</p> : null}
      {preview.isFetching ? (
        <p className="muted">
          <Trans>Reading the listing…</Trans>
        </p>
      ) : null}
      {preview.isError && !preview.isFetching ? <p role="alert">{failureText[failureOf(preview.error)]}</p> : null}
      {preview.data && !run.isSuccess ? (
        <ImportPreview
          preview={preview.data}
          pending={run.isPending}
          onConfirm={() => run.mutate(preview.data.listing.external_id)}
        />
      ) : null}
      {run.isError ? <p role="alert">{failureText[failureOf(run.error)]}</p> : null}
      {run.data ? (
        <div role="status">
          <p>
            <Trans>Imported: your camper now has the details of the partner listing.</Trans>
          </p>
          {run.data.pictures_added > 0 ? (
            <p>
              <Plural value={run.data.pictures_added} one="# new picture added." other="# new pictures added." />
            </p>
          ) : null}
          <p>
            <LocalizedLink to={paths.ownerCamper.href(id)}>
              <Trans>Back to the overview</Trans>
            </LocalizedLink>
            {' · '}
            <LocalizedLink to={paths.camperPictures.href(id)}>
              <Trans>See the pictures</Trans>
            </LocalizedLink>
          </p>
        </div>
      ) : null}
    </section>
  )
}

function ImportPreview({
  preview,
  pending,
  onConfirm,
}: {
  preview: ListingImportPreview
  pending: boolean
  onConfirm: () => void
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { listing } = preview
  const price = new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency: listing.currency }).format(
    Number(listing.price_per_day),
  )
  const vehicle = [listing.brand, listing.model, listing.year ?? ''].filter(Boolean).join(' ')
  const place = [listing.city, listing.country].filter(Boolean).join(', ')
  return (
    <article aria-label={t`Listing to import`}>
      <h3>{listing.title}</h3>
      <p>{listing.description}</p>
      <dl>
        <dt>
          <Trans>Vehicle</Trans>
        </dt>
        <dd>{vehicle}</dd>
        <dt>
          <Trans>Seatbelts and beds</Trans>
        </dt>
        <dd>
          <Plural value={listing.seats} one="# seatbelt" other="# seatbelts" /> ·{' '}
          <Plural value={listing.beds} one="# bed" other="# beds" />
        </dd>
        <dt>
          <Trans>Price per day</Trans>
        </dt>
        <dd>{price}</dd>
        <dt>
          <Trans>Location</Trans>
        </dt>
        <dd>{place}</dd>
        <dt>
          <Trans>Pictures</Trans>
        </dt>
        <dd>{listing.pictures.length}</dd>
      </dl>
      {preview.locked_fields.length > 0 ? (
        <p>
          <Trans>
            Your listing is no longer a draft: its insurance details (vehicle type, registration, first registration
            date, weight and value) stay as they are.
          </Trans>
        </p>
      ) : null}
      {preview.importable ? (
        <button type="button" className="button button--primary" disabled={pending} onClick={onConfirm}>
          <Trans>Import into this camper</Trans>
        </button>
      ) : (
        <p role="alert">
          <Trans>Your listing is being reviewed by Roam: you can import once the review is over.</Trans>
        </p>
      )}
      {pending ? (
        <p className="muted">
          <Trans>Importing…</Trans>
        </p>
      ) : null}
    </article>
  )
}
