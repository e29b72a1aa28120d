import { describe, expect, it } from 'vitest'
import { catalogue } from '../../machines/catalogue'
import { coverageReport, describePath, generatePaths, machineModel } from '../../machines/paths/machine-paths'
import { pathsToReplay, replayPath } from '../../machines/paths/replay'
import type { Coverage } from '../../machines/paths/machine-paths'

// Every machine of the catalogue: paths generated from the chart, replayed against the real actor. Shortest and edge
// paths all; simple paths where the coverage needs them (pathsToReplay).
for (const entry of catalogue) {
  const model = machineModel(entry.machine)
  const generated = generatePaths(entry)
  const paths = await pathsToReplay(entry, model, generated)

  describe(`${entry.id} machine paths`, () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replayPath(entry, path, coverage, model)
    })

    it('reaches every state and takes every transition', () => {
      const report = coverageReport(entry, model, coverage, { replayed: paths, generated })
      console.log(report.text)
      expect(report.complete, report.text).toBe(true)
    })
  })
}
