import { describe, expect, it } from 'vitest'
import { catalogue } from '../../../machines/catalogue'
import { machineGraph } from '../../../machines/paths/machine-graph'
import { layoutStatechart } from '../../../src/web/features/staff/lib/statechart-layout'
import type { ChartLayout } from '../../../src/web/features/staff/lib/statechart-layout'

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function laid(machine: string): Promise<ChartLayout> {
  const entry = catalogue.find((candidate) => candidate.id === machine)!
  const graph = machineGraph(entry.machine)
  return layoutStatechart(graph.nodes, graph.edges)
}

describe('the tester diagram layout', () => {
  // The two largest charts, where the hand-drawn layout had labels over each other.
  it.each(['payment-funnel', 'booking'])(
    'gives every %s label its own room, off the states, inside the drawing',
    async (machine) => {
      const layout = await laid(machine)
      const labels = layout.arrows.map((arrow) => ({ ...arrow.label, name: arrow.key }))
      const leaves = layout.boxes.filter((box) => !box.compound)
      const clashes: string[] = []
      for (const [index, label] of labels.entries()) {
        for (const other of labels.slice(index + 1))
          if (overlap(label, other)) clashes.push(`${label.name} / ${other.name}`)
        for (const box of leaves) if (overlap(label, box)) clashes.push(`${label.name} / ${box.id}`)
        expect(label.x + label.width).toBeLessThanOrEqual(layout.width)
        expect(label.y + label.height).toBeLessThanOrEqual(layout.height)
      }
      expect(clashes).toEqual([])
      // Leaf states do not sit on each other either, and each sits inside its compound parent.
      for (const [index, box] of leaves.entries())
        for (const other of leaves.slice(index + 1)) expect(overlap(box, other), `${box.id} / ${other.id}`).toBe(false)
      for (const box of layout.boxes) {
        const parent = layout.boxes.find((candidate) => box.id.startsWith(`${candidate.id}.`) && candidate.compound)
        if (!parent) continue
        expect(box.x).toBeGreaterThanOrEqual(parent.x)
        expect(box.y).toBeGreaterThanOrEqual(parent.y)
        expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width)
        expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height)
      }
    },
    60_000,
  )

  it('draws one arrow per transition target, each from one point to another', async () => {
    const layout = await laid('newsletter')
    const graph = machineGraph(catalogue.find((entry) => entry.id === 'newsletter')!.machine)
    expect(layout.arrows.map((arrow) => arrow.key).sort()).toEqual(graph.edges.map((edge) => edge.key).sort())
    for (const arrow of layout.arrows) expect(arrow.points.length).toBeGreaterThanOrEqual(2)
  }, 60_000)
})
