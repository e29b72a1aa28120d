import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'
import { fromPromise } from 'xstate'
import { earningsMachine, earningsStepOf } from '../../../../../machines/earnings.machine'
import { EARNINGS_STEPS, isEarningsStep, parseLeadSource, type EarningsStep } from '../../../../domain/earnings-steps'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { useStepAddress } from '../../../lib/use-step-address'
import { isLoggedIn } from '../../../lib/auth-tokens'
import { leadSourceQueryOptions } from '../api/get-lead-source'
import { meQueryOptions } from '../../../api/get-me'
import { pushLead } from '../api/push-lead'
import { simulateEarnings } from '../api/simulate-earnings'
import { EarningsFields } from '../components/earnings-fields'
import { EarningsResults } from '../components/earnings-results'
import { loadEarnings, saveEarnings } from '../components/earnings-storage'
import './earnings.css'

/** /earnings/{step}: the earnings simulator, a renderer of the earnings machine (spec 2 §2). */
export function EarningsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`How much could your camper earn? · Roam` })
  const params = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const queryClient = useQueryClient()
  const urlStep: EarningsStep = isEarningsStep(params.step) ? params.step : 'owner'
  const [state, send] = useMachine(
    earningsMachine.provide({
      actors: {
        checkLeadSource: fromPromise(async ({ input }) => {
          if (input.query === null) return null
          const id = parseLeadSource(input.query)
          if (id === null) throw new Error('lead_source is not an integer')
          return (await queryClient.fetchQuery(leadSourceQueryOptions(id))).id
        }),
        simulate: fromPromise(({ input }) => simulateEarnings(input)),
        pushLead: fromPromise(async ({ input }) => {
          const user = await queryClient.fetchQuery(meQueryOptions())
          await pushLead(user.id, input.reference)
        }),
      },
    }),
    {
      input: {
        step: urlStep,
        leadSourceQuery: searchParams.get('lead_source'),
        thisYear: new Date().getFullYear(),
        saved: loadEarnings(),
      },
    },
  )
  const { context } = state
  const step = earningsStepOf(state.value)
  useStepAddress({
    step,
    urlStep,
    href: paths.earnings.href,
    goTo: (target) => send({ type: 'user.goto', step: target }),
  })
  // A rejected lead source leaves the address (spec 2 §2); the visitor goes on without it.
  useEffect(() => {
    if (!state.matches('checkingLeadSource') && context.leadSourceQuery === null && searchParams.has('lead_source')) {
      const next = new URLSearchParams(searchParams)
      next.delete('lead_source')
      setSearchParams(next, { replace: true })
    }
  }, [state, context.leadSourceQuery, searchParams, setSearchParams])
  const { answers, leadSource, result, resultFor, pushedFor } = context
  useEffect(
    () => saveEarnings({ answers, leadSource, result, resultFor, pushedFor }),
    [answers, leadSource, result, resultFor, pushedFor],
  )
  const signedIn = isLoggedIn()
  const showing = state.matches({ results: 'shown' })
  useEffect(() => {
    if (showing && signedIn) send({ type: 'session.signed_in' })
  }, [showing, signedIn, send])

  const titles: Record<EarningsStep, string> = {
    owner: t`About your rentals`,
    vehicle: t`Your vehicle`,
    'vehicle-properties': t`Its details`,
    'about-you': t`About you`,
    results: t`Your estimated earnings`,
  }
  if (step === null) return <div className="earnings" aria-busy="true" />
  const position = EARNINGS_STEPS.indexOf(step) + 1
  return (
    <div className="earnings">
      <p className="earnings__progress">
        <Trans>
          Step {position} of {EARNINGS_STEPS.length}
        </Trans>
      </p>
      <h1>{titles[step]}</h1>
      {step === 'results' ? (
        <EarningsResults
          state={
            state.matches({ results: 'estimating' })
              ? 'estimating'
              : state.matches({ results: 'failed' })
                ? 'failed'
                : 'shown'
          }
          result={result}
          failure={context.failure}
          signedIn={signedIn}
          pushed={state.matches({ results: 'leadPushed' })}
          canGoBack={state.can({ type: 'user.back' })}
          signUpHref={paths.signUp.href(`${location.pathname}${location.search}`)}
          onRetry={() => send({ type: 'user.retry' })}
          onBack={() => send({ type: 'user.back' })}
        />
      ) : (
        <form
          className="earnings__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'user.next' })
          }}
        >
          <EarningsFields
            step={step}
            answers={answers}
            thisYear={context.thisYear}
            errors={context.failure?.fields ?? {}}
            onEdit={(patch) => send({ type: 'user.edit', answers: patch })}
          />
          <div className="earnings__actions">
            {step !== 'owner' && (
              <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.back' })}>
                <Trans>Back</Trans>
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={!state.can({ type: 'user.next' })}>
              {step === 'about-you' ? <Trans>See my earnings</Trans> : <Trans>Next</Trans>}
            </button>
          </div>
        </form>
      )}
      <p className="earnings__onboarding">
        <LocalizedLink to={paths.onboardingVehicleType.href()}>
          <Trans>Skip the simulation and list my vehicle</Trans>
        </LocalizedLink>
      </p>
    </div>
  )
}
