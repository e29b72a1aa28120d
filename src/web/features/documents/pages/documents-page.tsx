import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { meQueryOptions } from '../../../api/get-me'
import { guestDocumentsQueryOptions } from '../api/list-guest-documents'
import { ownerDocumentsQueryOptions } from '../api/list-owner-documents'
import { DocumentList } from '../components/document-list'
import { OwnerPayoutSections } from '../components/owner-payout-sections'
import './documents.css'

/**
 * /d/account/documents: the user's driver documents and, for owners, their owner documents, IBAN and UBO declaration.
 * Each is loaded on its own and a failing one is reported alone (spec 2 §7).
 */
export function DocumentsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`My documents · Roam` })
  const guest = useQuery(guestDocumentsQueryOptions())
  const owner = useQuery(ownerDocumentsQueryOptions())
  const me = useQuery(meQueryOptions())
  return (
    <section className="page">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="page-title">
        <Trans>My documents</Trans>
      </h1>
      {(guest.isPending || owner.isPending) && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {guest.isError && (
        <p role="alert">
          <Trans>Your driver documents could not be loaded.</Trans>
        </p>
      )}
      {owner.isError && (
        <p role="alert">
          <Trans>Your owner documents could not be loaded.</Trans>
        </p>
      )}
      {guest.data && guest.data.count > 0 && (
        <>
          <h2>
            <Trans>As a driver</Trans>
          </h2>
          <p>
            <LocalizedLink to={paths.driverIdentity.href()}>
              <Trans>Driver identity: your identity document and driving licence</Trans>
            </LocalizedLink>
          </p>
          <DocumentList documents={guest.data.results} href={paths.documentGuest.href} />
        </>
      )}
      {owner.data && owner.data.count > 0 && (
        <>
          <h2>
            <Trans>As an owner</Trans>
          </h2>
          <DocumentList documents={owner.data.results} href={paths.documentOwner.href} />
        </>
      )}
      {me.data?.is_owner && <OwnerPayoutSections me={me.data} />}
    </section>
  )
}
