import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { needsUboDeclaration } from '../../../../domain/account-rules'
import type { UboDeclarationState } from '../../../../domain/payout-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import type { PrivateUser } from '../../../api/get-me'
import { ibanQueryOptions } from '../api/get-iban'
import { uboDeclarationQueryOptions } from '../api/get-ubo-declaration'

/**
 * The owner's payout identity on the documents page: IBAN and (business accounts) UBO declaration, each loaded
 * on its own so that one failing never hides the others (spec 2 §7).
 */
export function OwnerPayoutSections({ me }: { me: PrivateUser }) {
  const { t } = useLingui()
  const iban = useQuery(ibanQueryOptions())
  const business = me.is_pro && needsUboDeclaration(me.professional_type)
  const ubo = useQuery({ ...uboDeclarationQueryOptions(), enabled: business })
  const uboStates: Record<UboDeclarationState, string> = {
    CREATED: t`Not submitted yet`,
    VALIDATION_ASKED: t`Being validated`,
    VALIDATED: t`Validated`,
    REFUSED: t`Refused`,
  }
  return (
    <>
      <h2>
        <Trans>Payouts</Trans>
      </h2>
      <ul className="documents__list">
        <li className="card" data-testid="iban-section">
          <LocalizedLink className="documents__item" to={paths.ownerIban.href()}>
            <strong>
              <Trans>Bank account for payouts</Trans>
            </strong>
            {iban.isPending && (
              <span className="muted">
                <Trans>Loading…</Trans>
              </span>
            )}
            {iban.isError && (
              <span role="alert">
                <Trans>Your bank account could not be loaded.</Trans>
              </span>
            )}
            {iban.data === null && (
              <span>
                <Trans>No IBAN yet</Trans>
              </span>
            )}
            {iban.data && <span>{iban.data.iban}</span>}
          </LocalizedLink>
        </li>
        {business && (
          <li className="card" data-testid="ubo-section">
            <LocalizedLink className="documents__item" to={paths.ownerUboDeclaration.href()}>
              <strong>
                <Trans>UBO declaration</Trans>
              </strong>
              {ubo.isPending && (
                <span className="muted">
                  <Trans>Loading…</Trans>
                </span>
              )}
              {ubo.isError && (
                <span role="alert">
                  <Trans>The UBO declaration could not be loaded.</Trans>
                </span>
              )}
              {ubo.data && <span data-status={ubo.data.display_status}>{uboStates[ubo.data.display_status]}</span>}
            </LocalizedLink>
          </li>
        )}
        <li className="card">
          <LocalizedLink className="documents__item" to={paths.ownerTaxId.href()}>
            <strong>
              <Trans>Tax identification number</Trans>
            </strong>
          </LocalizedLink>
        </li>
        <li className="card">
          <LocalizedLink className="documents__item" to={paths.ownerPayins.href()}>
            <strong>
              <Trans>Payments received</Trans>
            </strong>
          </LocalizedLink>
        </li>
        <li className="card">
          <LocalizedLink className="documents__item" to={paths.ownerPayouts.href()}>
            <strong>
              <Trans>Payouts</Trans>
            </strong>
          </LocalizedLink>
        </li>
      </ul>
    </>
  )
}
