import { Trans } from '@lingui/react/macro'
import { useConsent } from '../../../chrome/consent/consent-context'

/** `<CookiePreferences />` in the cookie policy: reopens the consent choice, like the footer's link. */
export function CookiePreferencesSlot() {
  const { openPreferences, decided, analytics } = useConsent()
  return (
    <div className="content-cookie-preferences">
      <p className="content-cookie-preferences__state">
        {!decided ? (
          <Trans>You have not made a choice yet.</Trans>
        ) : analytics ? (
          <Trans>You allow audience measurement.</Trans>
        ) : (
          <Trans>You refused audience measurement.</Trans>
        )}
      </p>
      <button type="button" className="button button--secondary" onClick={openPreferences}>
        <Trans>Cookie preferences</Trans>
      </button>
    </div>
  )
}
