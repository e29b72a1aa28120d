import { describe, expect, it } from 'vitest'
import { catalogue } from '../../machines/catalogue'
import { coverageReport, describePath, generatePaths, machineModel } from '../../machines/paths/machine-paths'
import { replayPath } from '../../machines/paths/replay'
import type { Coverage } from '../../machines/paths/machine-paths'

// Every machine of the catalogue: paths generated from the chart, replayed against the real actor.
for (const entry of catalogue) {
  describe(`${entry.id} machine paths`, () => {
    const model = machineModel(entry.machine)
    const paths = generatePaths(entry)
    const coverage: Coverage = { states: new Set(), transitions: new Set() }

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replayPath(entry, path, coverage, model)
    })

    it('reaches every state and takes every transition', () => {
      const report = coverageReport(entry, model, coverage, paths.length)
      console.log(report.text)
      expect(report.complete, report.text).toBe(true)
    })
  })
}
