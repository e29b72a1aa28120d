import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import type { CatalogueEntry } from '../../../../../machines/catalogue-entry'
import { catalogue } from '../../../../../machines/catalogue'
import { machineGraph, tracePath } from '../../../../../machines/paths/machine-graph'
import { machineModel, shortestPaths, stateLabel } from '../../../../../machines/paths/machine-paths'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { eventKey } from '../../../replay/replay-plan'
import { replayHere, useReplayHere } from '../../../replay/replay-here-store'
import { uiScripts } from '../../../replay/ui-scripts'
import { DEMO_ACCOUNTS } from '../../../replay/demo-accounts'
import { StatechartDiagram } from '../components/statechart-diagram'
import { layoutStatechart } from '../lib/statechart-layout'
import type { ChartLayout } from '../lib/statechart-layout'

/** /staff/tester/:machine: one catalogue machine drawn, with its numbered shortest paths; selecting a path highlights it. */
export function StaffMachinePage() {
  const { t } = useLingui()
  const { machine } = useParams()
  const entry = catalogue.find((candidate) => candidate.id === machine)
  const name = machine ?? ''
  usePageHead({ title: t`${name} · Machine tester · Staff · Roam` })
  if (!entry) {
    return (
      <section>
        <h1 className="page-title">
          <Trans>Unknown machine</Trans>
        </h1>
        <p>
          <LocalizedLink to={paths.staffTester.href()}>
            <Trans>Back to the machine list</Trans>
          </LocalizedLink>
        </p>
      </section>
    )
  }
  return <MachineTester key={entry.id} entry={entry} />
}

function MachineTester({ entry }: { entry: CatalogueEntry }) {
  const { t } = useLingui()
  const name = entry.id
  const [layout, setLayout] = useState<ChartLayout | null>(null)
  useEffect(() => {
    let current = true
    const graph = machineGraph(entry.machine)
    void layoutStatechart(graph.nodes, graph.edges).then((laid) => current && setLayout(laid))
    return () => {
      current = false
    }
  }, [entry])
  const model = useMemo(() => machineModel(entry.machine), [entry])
  const pathList = useMemo(
    () => shortestPaths(entry).map((path) => ({ path, trace: tracePath(entry.machine, model, path) })),
    [entry, model],
  )
  const reached = useMemo(
    () => ({
      states: new Set(pathList.flatMap(({ trace }) => [...trace.states])),
      transitions: new Set(pathList.flatMap(({ trace }) => [...trace.transitions])),
    }),
    [pathList],
  )
  const [selected, setSelected] = useState<number | null>(null)
  const script = uiScripts[entry.id]
  const localize = useLocalizedPath()
  // The script's addresses are unprefixed: the replay keeps the tab's locale.
  const localePrefix = localize('/').replace(/\/$/, '')
  const replay = useReplayHere()
  const replaying = replay.request?.machine === entry.id ? replay.request.path : null
  const shown = replaying ?? selected
  const account = script && script.actor !== 'anonymous' ? DEMO_ACCOUNTS[script.actor] : null
  const statesReached = `${reached.states.size}/${model.states.size}`
  const transitionsTaken = `${reached.transitions.size}/${model.transitions.size}`
  return (
    <section>
      <p>
        <LocalizedLink to={paths.staffTester.href()}>
          <Trans>Back to the machine list</Trans>
        </LocalizedLink>
      </p>
      <h1 className="page-title">{entry.id}</h1>
      <p className="muted">{entry.description}</p>
      <p>
        <Trans>
          The shortest paths reach {statesReached} states and take {transitionsTaken} transitions.
        </Trans>
      </p>
      {/* Wider than the page, it scrolls: a named region in the tab order lets the keyboard scroll it. */}
      <div className="staff__diagram" role="region" aria-label={t`States and transitions of ${name}`} tabIndex={0}>
        {layout ? (
          <StatechartDiagram
            name={entry.id}
            layout={layout}
            highlight={shown === null ? undefined : pathList[shown]?.trace}
            current={replaying !== null && replay.reached ? `${entry.machine.id}.${replay.reached}` : undefined}
          />
        ) : (
          <p className="muted">
            <Trans>Laying the diagram out…</Trans>
          </p>
        )}
      </div>
      <h2>
        <Trans>Shortest paths</Trans>
      </h2>
      {script && (
        <p className="muted">
          {account ? (
            <Trans>
              "Replay here" walks a path in this tab: it signs this tab in as {account} and changes the demo data
              through the API. Sign in as staff again afterwards.
            </Trans>
          ) : (
            <Trans>
              "Replay here" walks a path in this tab: it signs this tab out first, as the path starts without an
              account. Sign in as staff again afterwards.
            </Trans>
          )}
        </p>
      )}
      <ol className="staff__paths" aria-label={t`Shortest paths`}>
        {pathList.map(({ path }, index) => (
          <li key={index} className="staff__path-row">
            <button
              type="button"
              className="staff__path"
              aria-pressed={selected === index}
              onClick={() => setSelected(selected === index ? null : index)}
            >
              {stateLabel(path.steps[0]!.state.value)}
              {/* The event's data too: paths that differ only by it (a request or an instant booking) must read differently. */}
              {path.steps.slice(1).map((step, at) => (
                <span key={at}>
                  {' '}
                  —{eventKey(step.event)}→ {stateLabel(step.state.value)}
                </span>
              ))}
            </button>
            {script && (
              <button
                type="button"
                className="staff__replay"
                aria-label={t`Replay here: path ${index + 1}`}
                onClick={() => replayHere.start({ machine: entry.id, path: index, localePrefix })}
              >
                <Trans>Replay here</Trans>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
