// A machine definition as plain nodes and edges for the statechart diagram (src/domain/statechart-layout.ts),
// and what one generated path goes through, in the same keys, so the tester page can highlight it.
import { toDirectedGraph } from '@xstate/graph'
import type { DirectedGraphNode } from '@xstate/graph'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import type { ChartEdge, ChartNode } from '../../src/domain/statechart-layout'
import type { MachineModel, MachinePath } from './machine-paths'
import { transitionKey } from './machine-paths'

export interface MachineGraph {
  nodes: ChartNode[]
  edges: ChartEdge[]
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const graph: MachineGraph = { nodes: [], edges: [] }
  const addEdges = (source: AnyStateNode, transition: AnyTransitionDefinition, event: string) => {
    const key = transitionKey(transition)
    // A targetless transition stays in its state: drawn as a loop.
    const targets = transition.target ?? [source]
    targets.forEach((target, index) =>
      graph.edges.push({ key: `${key}|${index}`, transition: key, source: source.id, target: target.id, event }),
    )
  }
  const visit = (node: DirectedGraphNode, parent: string | null) => {
    const { stateNode } = node
    const initial = stateNode.type === 'compound' ? (stateNode.initial?.target[0]?.id ?? null) : null
    graph.nodes.push({ id: stateNode.id, label: stateNode.key, parent, initial })
    node.edges.forEach((edge) => addEdges(stateNode, edge.transition, edge.transition.eventType))
    ;(stateNode.always ?? []).forEach((transition) => addEdges(stateNode, transition, 'always'))
    node.children.forEach((child) => visit(child, stateNode.id))
  }
  visit(toDirectedGraph(machine), null)
  return graph
}

export interface PathTrace {
  /** State node ids active at some step. */
  states: Set<string>
  /** Transition keys (transitionKey) the path's events take. */
  transitions: Set<string>
}

/** The states and transitions one path goes through (the transitions its events select; eventless follow-ups not included). */
export function tracePath(machine: AnyStateMachine, model: MachineModel, path: MachinePath): PathTrace {
  const trace: PathTrace = { states: new Set(), transitions: new Set() }
  path.steps.forEach((step, index) => {
    for (const [id, statePath] of model.states) if (step.state.matches(statePath)) trace.states.add(id)
    if (index === 0) return
    const before = path.steps[index - 1]!.state
    machine
      .getTransitionData(before, step.event)
      .forEach((transition) => trace.transitions.add(transitionKey(transition)))
  })
  return trace
}
