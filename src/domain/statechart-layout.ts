// A statechart as a graph to draw (the staff tester page lays it out with ELK): its states and its transitions'
// arrows. machines/paths/machine-graph.ts turns a machine into these.

export interface ChartNode {
  id: string
  label: string
  /** The enclosing state's id; null for the machine itself (the root, which is not drawn). */
  parent: string | null
  /** The id of the initial child of a compound state; null for atomic and parallel states. */
  initial: string | null
}

export interface ChartEdge {
  /** Unique per drawn arrow. */
  key: string
  /** The transition the arrow draws (a transition with several targets draws several arrows). */
  transition: string
  source: string
  target: string
  event: string
}
