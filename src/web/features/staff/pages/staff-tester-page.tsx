import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { catalogue } from '../../../../../machines/catalogue'
import { machineModel } from '../../../../../machines/paths/machine-paths'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { notWalkable, uiScripts } from '../../../replay/ui-scripts'

/** /staff/tester: every machine of the catalogue, its size, and whether a UI script walks it through the pages. */
export function StaffTesterPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Machine tester · Staff · Roam` })
  const rows = useMemo(() => catalogue.map((entry) => ({ entry, model: machineModel(entry.machine) })), [])
  return (
    <section>
      <h1 className="page-title">
        <Trans>Machine tester</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Each machine's diagram and shortest paths. The path tests replay every generated path and require all states
          and transitions to be covered.
        </Trans>
      </p>
      <table className="staff__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Machine</Trans>
            </th>
            <th scope="col">
              <Trans>States</Trans>
            </th>
            <th scope="col">
              <Trans>Transitions</Trans>
            </th>
            <th scope="col">
              <Trans>UI script</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, model }) => (
            <tr key={entry.id}>
              <td>
                <LocalizedLink to={paths.staffTesterMachine.href(entry.id)}>{entry.id}</LocalizedLink>
                <div className="muted">{entry.description}</div>
              </td>
              <td>{model.states.size}</td>
              <td>{model.transitions.size}</td>
              <td>
                {uiScripts[entry.id] ? (
                  <Trans>Yes</Trans>
                ) : (
                  <>
                    <Trans>No</Trans>
                    {/* Why no page walks it, from its script. */}
                    {notWalkable[entry.id] && <div className="muted">{notWalkable[entry.id]}</div>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
