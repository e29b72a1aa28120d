import { describe, expect, it } from 'vitest'
import { catalogue } from '../../machines/catalogue'
import { generatePaths, machineModel } from '../../machines/paths/machine-paths'
import type { Coverage, MachinePath } from '../../machines/paths/machine-paths'
import { pathsToReplay, replayPath } from '../../machines/paths/replay'

const toasts = catalogue.find((entry) => entry.id === 'toasts')!
const listing = catalogue.find((entry) => entry.id === 'listing')!

describe('path harness', () => {
  it('counts states and transitions from the definition, eventless ones included', () => {
    const model = machineModel(toasts.machine)
    expect([...model.states.values()]).toEqual(['idle', 'showing'])
    expect(model.transitions.size).toBe(5)
    expect([...model.transitions.keys()]).toContain('toasts.showing --always#0--> toasts.idle')
  })

  it('fails a replay whose state check does not hold', async () => {
    const broken = {
      ...toasts,
      checks: [{ state: 'showing', description: 'nothing is ever shown', holds: () => false }],
    }
    const path = generatePaths(broken).find((candidate) => candidate.state.matches('showing'))!
    const coverage = { states: new Set<string>(), transitions: new Set<string>() }
    await expect(replayPath(broken, path, coverage, machineModel(broken.machine))).rejects.toThrow(
      /nothing is ever shown/,
    )
  })

  it('fails a replay when the real machine ends elsewhere than the graph predicted', async () => {
    // The clock advances 10 ms where the graph took the 4 s delay: no toast leaves in reality.
    const path = generatePaths(toasts).find((candidate) =>
      candidate.steps.some((step) => step.event.type.startsWith('xstate.after.')),
    )!
    const mutated = {
      ...path,
      steps: path.steps.map((step) =>
        step.event.type.startsWith('xstate.after.')
          ? { ...step, event: { type: 'xstate.after.10.toasts.showing' } }
          : step,
      ),
    }
    const coverage = { states: new Set<string>(), transitions: new Set<string>() }
    await expect(replayPath(toasts, mutated, coverage, machineModel(toasts.machine))).rejects.toThrow(/graph predicted/)
  })

  it('replays every shortest and edge path, and the simple paths that cover what those miss', async () => {
    const model = machineModel(listing.machine)
    const generated = generatePaths(listing)
    const replayed = await pathsToReplay(listing, model, generated)
    const coverageOf = async (paths: readonly MachinePath[]) => {
      const coverage: Coverage = { states: new Set(), transitions: new Set() }
      for (const path of paths) await replayPath(listing, path, coverage, model)
      return { states: [...coverage.states].sort(), transitions: [...coverage.transitions].sort() }
    }
    expect(replayed.filter((path) => path.generator !== 'simple')).toEqual(
      generated.filter((path) => path.generator !== 'simple'),
    )
    expect(replayed.some((path) => path.generator === 'simple')).toBe(true)
    expect(replayed.length).toBeLessThan(generated.length)
    expect(await coverageOf(replayed)).toEqual(await coverageOf(generated))
    expect((await coverageOf(replayed)).transitions).toHaveLength(model.transitions.size)
  })

  it('keeps a simple path that does not replay, for its test to report', async () => {
    const broken = {
      ...toasts,
      checks: [{ state: 'showing', description: 'nothing is ever shown', holds: () => false }],
    }
    const model = machineModel(toasts.machine)
    const simpleOnes = async (entry: typeof toasts) =>
      (await pathsToReplay(entry, model, generatePaths(entry))).filter((path) => path.generator === 'simple')
    expect(await simpleOnes(toasts)).toEqual([])
    expect((await simpleOnes(broken)).length).toBeGreaterThan(0)
  })
})
