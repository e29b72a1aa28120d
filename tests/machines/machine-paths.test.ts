import { describe, expect, it } from 'vitest'
import { catalogue } from '../../machines/catalogue'
import { generatePaths, machineModel } from '../../machines/paths/machine-paths'
import { replayPath } from '../../machines/paths/replay'

const toasts = catalogue.find((entry) => entry.id === 'toasts')!

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
})
