import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { onboardingMachine, onboardingStepOf } from '../../../../../machines/onboarding.machine'
import { isOnboardingStep, ONBOARDING_STEPS, type OnboardingStep } from '../../../../domain/onboarding-vehicle'
import { useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { useStepAddress } from '../../../lib/use-step-address'
import { isLoggedIn } from '../../../lib/auth-tokens'
import { meKey } from '../../../api/get-me'
import { saveVehicle } from '../api/save-vehicle'
import { setDailyPrice } from '../api/set-daily-price'
import {
  ProductPriceFields,
  VehicleLocationFields,
  VehiclePropertiesFields,
  VehicleTypeFields,
} from '../components/onboarding-fields'
import { clearOnboardingDraft, loadOnboardingDraft, saveOnboardingDraft } from '../components/onboarding-storage'
import { VehiclePicturesFields } from '../components/vehicle-pictures-fields'
import './onboarding.css'

/** /onboarding/step/{step}: the vehicle onboarding, a renderer of the onboarding machine (spec 2 §2). */
export function OnboardingPage() {
  const { t } = useLingui()
  usePageHead({ title: t`List your vehicle · Roam` })
  const params = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const queryClient = useQueryClient()
  // Without a step (the menu's "Rent out your vehicle"), a returning owner lands where they stopped, the end excepted.
  const urlStep: OnboardingStep = isOnboardingStep(params.step) ? params.step : 'product-price'
  const tryAgain = [t`Your vehicle could not be saved. Check your connection and try again.`]
  const [state, send] = useMachine(
    onboardingMachine.provide({
      actors: {
        checkSession: fromPromise(async () => {
          if (!isLoggedIn()) throw new Error('Not signed in')
        }),
        saveVehicle: fromPromise(({ input }) => saveVehicle(input.vehicleId, input.body, tryAgain)),
        finish: fromPromise(({ input }) => setDailyPrice(input.vehicleId, input.pricePerDay, tryAgain)),
      },
    }),
    { input: { step: urlStep, saved: loadOnboardingDraft() } },
  )
  const { context } = state
  const step = onboardingStepOf(state.value)
  useStepAddress({
    step,
    urlStep,
    href: paths.onboardingStep.href,
    goTo: (target) => send({ type: 'user.goto', step: target }),
  })
  // A visitor signs up first and comes back to this very step.
  const mustSignUp = state.matches('signUp')
  useEffect(() => {
    if (mustSignUp)
      void navigate(localize(paths.signUp.href(`${location.pathname}${location.search}`)), { replace: true })
  }, [mustSignUp, navigate, localize, location.pathname, location.search])
  const { draft } = context
  const done = state.matches({ end: 'done' })
  useEffect(() => {
    if (!done) saveOnboardingDraft(draft)
  }, [draft, done])
  useEffect(() => {
    if (!done || draft.vehicleId === null) return
    clearOnboardingDraft()
    const camperPage = localize(paths.ownerCamper.href(draft.vehicleId))
    // The new vehicle made the user an owner: the owner pages' check reads the refreshed user.
    void queryClient.refetchQueries({ queryKey: meKey }).then(() => navigate(camperPage, { replace: true }))
  }, [done, draft.vehicleId, navigate, localize, queryClient])

  const titles: Record<OnboardingStep, string> = {
    'vehicle-type': t`What kind of vehicle do you rent out?`,
    'vehicle-properties': t`Seats and beds`,
    'vehicle-location': t`Where is it parked?`,
    'vehicle-pictures': t`Add pictures`,
    'product-price': t`Your price per day`,
    end: t`Creating your listing`,
  }
  if (step === null) return <div className="onboarding" aria-busy="true" />
  const errors = context.failure?.fields ?? {}
  const general = context.failure?.general ?? []
  const edit = (patch: Partial<typeof draft>) => send({ type: 'user.edit', draft: patch })
  const position = ONBOARDING_STEPS.indexOf(step) + 1
  return (
    <div className="onboarding">
      <p className="onboarding__progress">
        <Trans>
          Step {position} of {ONBOARDING_STEPS.length}
        </Trans>
      </p>
      <h1>{titles[step]}</h1>
      {general.map((message) => (
        <p key={message} className="onboarding__error" role="alert">
          {message}
        </p>
      ))}
      {step === 'end' ? (
        state.matches({ end: 'failed' }) ? (
          <div className="onboarding__actions">
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.back' })}>
              <Trans>Back</Trans>
            </button>
            <button type="button" className="button button--primary" onClick={() => send({ type: 'user.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <p aria-busy="true">
            <Trans>Saving your price…</Trans>
          </p>
        )
      ) : (
        <form
          className="onboarding__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'user.next' })
          }}
        >
          {step === 'vehicle-type' && <VehicleTypeFields draft={draft} errors={errors} onEdit={edit} />}
          {step === 'vehicle-properties' && <VehiclePropertiesFields draft={draft} errors={errors} onEdit={edit} />}
          {step === 'vehicle-location' && <VehicleLocationFields draft={draft} errors={errors} onEdit={edit} />}
          {step === 'vehicle-pictures' && draft.vehicleId !== null && (
            <VehiclePicturesFields vehicleId={draft.vehicleId} />
          )}
          {step === 'product-price' && <ProductPriceFields draft={draft} errors={errors} onEdit={edit} />}
          <div className="onboarding__actions">
            {step !== 'vehicle-type' && (
              <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.back' })}>
                <Trans>Back</Trans>
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={!state.can({ type: 'user.next' })}>
              {step === 'product-price' ? <Trans>Create my listing</Trans> : <Trans>Next</Trans>}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
