import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { useConsentView, type ConsentSend } from './consent-context'
import './consent.css'

const PreferencesDialog = lazy(() =>
  import('./preferences-dialog').then((module) => ({ default: module.PreferencesDialog })),
)

/** The banner (until a choice exists) and the preferences dialog, both driven by the consent statechart. */
export function ConsentChrome() {
  const state = useConsentView()
  const open = state?.value === 'preferences'
  // Mounted from the first opening on, so that closing runs Radix's own close (focus goes back to the opener).
  const [dialogWanted, setDialogWanted] = useState(open)
  if (open && !dialogWanted) setDialogWanted(true)
  if (!state) return null
  const { draft } = state
  return (
    <>
      {state.value === 'undecided' && <ConsentBanner send={state.send} />}
      {dialogWanted && draft && (
        <Suspense fallback={null}>
          <PreferencesDialog open={open} draft={draft} send={state.send} />
        </Suspense>
      )}
    </>
  )
}

function ConsentBanner({ send }: { send: ConsentSend }) {
  const { t } = useLingui()
  return (
    <section className="consent-banner" role="region" aria-label={t`Cookie consent`}>
      <div className="consent-banner__inner">
        <p className="consent-banner__text">
          <Trans>
            We use cookies that the site needs to work and, if you agree, cookies to measure visits and to show you
            relevant offers.
          </Trans>
        </p>
        <div className="consent-banner__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => send({ type: 'user.customise' })}
          >
            <Trans>Customise</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => send({ type: 'user.refuseAll' })}
          >
            <Trans>Refuse all</Trans>
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => send({ type: 'user.acceptAll' })}
          >
            <Trans>Accept all</Trans>
          </button>
        </div>
      </div>
    </section>
  )
}
