import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLocation, useNavigate } from 'react-router'
import { catalogue } from '../../../../../machines/catalogue'
import { shortestPaths } from '../../../../../machines/paths/machine-paths'
import { signInWithPassword, signOut } from '../../../lib/api-client'
import { getConfig } from '../../../lib/runtime-config'
import { replayApi } from '../../../replay/replay-api'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../replay/demo-accounts'
import {
  REPLAY_PANEL_ATTRIBUTE,
  checkExpectations,
  needsPlaywright,
  pendingFailures,
  performStep,
  restoreNetwork,
} from '../../../replay/dom-replay'
import type { Answers, DomReplayContext } from '../../../replay/dom-replay'
import { describeStep, planPath } from '../../../replay/replay-plan'
import { replayHere } from '../../../replay/replay-here-store'
import type { ReplayHereRequest } from '../../../replay/replay-here-store'
import { uiScripts } from '../../../replay/ui-scripts'
import type { ReplayActor, UiExpectation, UiScript, UiStep } from '../../../replay/ui-script'
import './replay-here-panel.css'

/** One stop of the walk: opening the start address, then one per event of the path. */
interface WalkStep {
  label: string
  state: string
  actions: UiStep[]
  expect: UiExpectation[]
}

type Status =
  | { kind: 'running' }
  | { kind: 'paused' }
  | { kind: 'passed' }
  | { kind: 'failed'; step: number | null; message: string }
  | { kind: 'blocked'; step: number | null; message: string }

/** How long a state may take to show: the tab loads lazy pages and waits for the API. */
const STEP_TIMEOUT = 10_000

function walkOf(script: UiScript, request: ReplayHereRequest): { walk: WalkStep[]; status: Status } {
  const entry = catalogue.find((candidate) => candidate.id === request.machine)
  const path = entry ? shortestPaths(entry)[request.path] : undefined
  if (!path)
    return {
      walk: [],
      status: { kind: 'failed', step: null, message: `${request.machine} has no path ${request.path + 1}` },
    }
  // This tab's consent is already decided, and the banner comes back only to a first visit.
  if (script.undecidedConsent)
    return {
      walk: [],
      status: {
        kind: 'blocked',
        step: null,
        message: 'a first visit, without a stored cookie choice, needs the Playwright runner (npm run replay)',
      },
    }
  const plan = planPath(script, path)
  if (plan.kind === 'unreplayable')
    return {
      walk: [],
      status: { kind: 'blocked', step: null, message: `${plan.event} (from ${plan.from}): ${plan.reason}` },
    }
  if (plan.kind === 'incomplete')
    return { walk: [], status: { kind: 'failed', step: null, message: plan.problems.join('; ') } }
  const walk: WalkStep[] = [
    {
      label: `open ${script.start}`,
      state: plan.initial.state,
      actions: [...plan.initial.actions, { do: 'goto', path: script.start }],
      expect: plan.initial.expect,
    },
    ...plan.steps.map((step) => ({ label: step.event, state: step.to, actions: step.actions, expect: step.expect })),
  ]
  return { walk, status: { kind: 'running' } }
}

/**
 * The replay of one generated path in this tab ("replay here"): mounted at the app root while the path navigates,
 * it walks the UI script's steps on the live page, shows where it is, and stops with the failing step's message.
 */
export function ReplayHerePanel({ request }: { request: ReplayHereRequest }) {
  const { t } = useLingui()
  const script = uiScripts[request.machine]
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const planned = useMemo(() => (script ? walkOf(script, request) : null), [script, request])
  const walk = useMemo(() => planned?.walk ?? [], [planned])
  const [status, setStatus] = useState<Status>(
    () => planned?.status ?? { kind: 'failed', step: null, message: `no UI script walks ${request.machine}` },
  )
  const [next, setNext] = useState(0)
  const [pausing, setPausing] = useState(false)
  const pauseAfterStep = useRef(false)
  const answers = useRef<Answers>({})
  // The loop reads the address after each render: a ref keeps the latest one.
  const address = useRef('')
  useLayoutEffect(() => {
    address.current = `${window.location.origin}${location.pathname}${location.search}${location.hash}`
  }, [location])
  // A failure armed for a request the page never sent must not outlive the replay (stopped or closed).
  useEffect(() => () => void restoreNetwork(), [])

  useEffect(() => {
    const step = walk[next]
    if (status.kind !== 'running' || !script || !step) return
    const controller = new AbortController()
    const go = (path: string) => navigate(`${request.localePrefix}${path}`)
    const signInAs = async (actor: ReplayActor) => {
      // The path's account in this tab, as a person would be: the queries cached for the previous one are dropped.
      await signOut().catch(() => undefined)
      queryClient.removeQueries()
      if (actor !== 'anonymous') await signInWithPassword(DEMO_ACCOUNTS[actor], DEMO_PASSWORD)
      await go('/')
    }
    const config = getConfig()
    const api = replayApi(window.location.origin, config.apiKey, config.clientId)
    const context: DomReplayContext = {
      root: document.body,
      navigate: go,
      signIn: signInAs,
      currentUrl: () => address.current,
      timeout: STEP_TIMEOUT,
      signal: controller.signal,
      elsewhere: { api, actions: script.elsewhere },
    }
    const run = async () => {
      const blocked = step.actions.map(needsPlaywright).find((reason) => reason !== null)
      if (blocked) {
        restoreNetwork()
        return setStatus({ kind: 'blocked', step: next, message: blocked })
      }
      if (next === 0) {
        answers.current = script.setup
          ? await script.setup(api, { events: walk.slice(1).map((entry) => entry.label) })
          : {}
        await signInAs(script.actor)
        for (const key of script.forgets ?? []) localStorage.removeItem(key)
      }
      for (const action of step.actions) {
        await performStep(context, action, answers.current).catch((error: unknown) => {
          throw new Error(`${describeStep(action)}: ${error instanceof Error ? error.message : String(error)}`)
        })
      }
      await checkExpectations(context, step.expect, answers.current)
      if (controller.signal.aborted) return
      replayHere.reach(step.state)
      if (next === walk.length - 1) {
        // The states showed, but a failure the page never met means they did not show because of it. The page may
        // send its request after the last state showed (a failure that shows nothing new): wait for it as for a state.
        for (const deadline = Date.now() + STEP_TIMEOUT; pendingFailures().length > 0 && Date.now() < deadline;) {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        if (controller.signal.aborted) return
        const unmet = restoreNetwork().map((request) => `${request.method} ${String(request.path)}`)
        if (unmet.length > 0)
          return setStatus({
            kind: 'failed',
            step: next,
            message: `the page never sent ${unmet.join(', ')}: the failure the path needs did not happen`,
          })
        return setStatus({ kind: 'passed' })
      }
      setNext(next + 1)
      if (pauseAfterStep.current) {
        pauseAfterStep.current = false
        setPausing(false)
        setStatus({ kind: 'paused' })
      }
    }
    run().catch((error: unknown) => {
      if (controller.signal.aborted) return
      restoreNetwork()
      setStatus({ kind: 'failed', step: next, message: error instanceof Error ? error.message : String(error) })
    })
    return () => controller.abort()
  }, [status, next, walk, script, request, navigate, queryClient])

  const pause = () => {
    pauseAfterStep.current = true
    setPausing(true)
  }
  const resume = () => setStatus({ kind: 'running' })
  const stepOnce = () => {
    pauseAfterStep.current = true
    setStatus({ kind: 'running' })
  }
  const stop = () => replayHere.close()

  const machine = request.machine
  const number = request.path + 1
  const failedAt = status.kind === 'failed' || status.kind === 'blocked' ? status.step : null
  const failedStep = failedAt === null ? undefined : walk[failedAt]
  const failure = status.kind === 'failed' || status.kind === 'blocked' ? status.message : ''
  const stepNumber = failedAt ?? 0
  const stepLabel = failedStep ? `${failedStep.label} → ${failedStep.state}` : ''
  const attributes = { [REPLAY_PANEL_ATTRIBUTE]: '' }
  return createPortal(
    <aside className="replay-panel" aria-label={t`Replay here`} {...attributes}>
      <h2 className="replay-panel__title">
        <Trans>
          Replay of {machine} path {number}
        </Trans>
      </h2>
      <p className="replay-panel__status" role="status">
        {status.kind === 'running' && (pausing ? <Trans>Pausing after this step…</Trans> : <Trans>Replaying…</Trans>)}
        {status.kind === 'paused' && <Trans>Paused.</Trans>}
        {status.kind === 'passed' && <Trans>Replay passed: every state showed.</Trans>}
      </p>
      {status.kind === 'failed' && (
        <p className="replay-panel__failure" role="alert">
          {failedStep ? (
            <Trans>
              Step {stepNumber} ({stepLabel}) failed: {failure}
            </Trans>
          ) : (
            <Trans>The replay cannot start: {failure}</Trans>
          )}
        </p>
      )}
      {status.kind === 'blocked' && (
        <p className="replay-panel__failure" role="alert">
          {failedStep ? (
            <Trans>
              Stopped at step {stepNumber} ({stepLabel}): {failure}
            </Trans>
          ) : (
            <Trans>This path cannot be replayed here: {failure}</Trans>
          )}
        </p>
      )}
      <ol className="replay-panel__steps" start={0} aria-label={t`Replay steps`}>
        {walk.map((step, index) => {
          const done = index < next || (status.kind === 'passed' && index === next)
          const current = index === next && status.kind !== 'passed'
          const state = index === failedAt ? 'failed' : done ? 'done' : current ? 'current' : 'todo'
          return (
            <li
              key={index}
              className={`replay-panel__step replay-panel__step--${state}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="replay-panel__event">{step.label}</span> → <strong>{step.state}</strong>
            </li>
          )
        })}
      </ol>
      <div className="replay-panel__controls">
        {status.kind === 'running' && (
          <button type="button" onClick={pause} disabled={pausing}>
            <Trans>Pause</Trans>
          </button>
        )}
        {status.kind === 'paused' && (
          <button type="button" onClick={resume}>
            <Trans>Resume</Trans>
          </button>
        )}
        {status.kind === 'paused' && (
          <button type="button" onClick={stepOnce}>
            <Trans>Next step</Trans>
          </button>
        )}
        <button type="button" onClick={stop}>
          {status.kind === 'running' || status.kind === 'paused' ? <Trans>Stop</Trans> : <Trans>Close</Trans>}
        </button>
      </div>
    </aside>,
    document.body,
  )
}
