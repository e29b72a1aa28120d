import { describe, expect, it } from 'vitest'
import { layers, layoutStatechart } from '../../src/domain/statechart-layout'
import type { ChartEdge, ChartNode } from '../../src/domain/statechart-layout'

const node = (id: string, parent: string | null, initial: string | null = null): ChartNode => ({
  id,
  label: id.split('.').at(-1)!,
  parent,
  initial,
})
const edge = (source: string, event: string, target: string): ChartEdge => ({
  key: `${source}-${event}-${target}`,
  transition: `${source}-${event}`,
  source,
  target,
  event,
})

// m: idle → form (compound: editing ⇄ sending) → done; orphan is never reached.
const nodes = [
  node('m', null, 'm.idle'),
  node('m.idle', 'm'),
  node('m.form', 'm', 'm.form.editing'),
  node('m.form.editing', 'm.form'),
  node('m.form.sending', 'm.form'),
  node('m.done', 'm'),
  node('m.orphan', 'm'),
]
const edges = [
  edge('m.idle', 'open', 'm.form'),
  edge('m.form.editing', 'send', 'm.form.sending'),
  edge('m.form.sending', 'fail', 'm.form.editing'),
  edge('m.form.sending', 'ok', 'm.done'),
  edge('m.done', 'again', 'm.done'),
]

describe('layers', () => {
  it('numbers by shortest distance from the start and puts unreachable ones last', () => {
    const next = (id: string) =>
      (({ a: ['b', 'c'], b: ['c', 'd'], c: [], d: [] }) as Record<string, string[]>)[id] ?? []
    expect(Object.fromEntries(layers(['a', 'b', 'c', 'd', 'e'], ['a'], next))).toEqual({ a: 0, b: 1, c: 1, d: 2, e: 3 })
  })
})

describe('layoutStatechart', () => {
  const layout = layoutStatechart(nodes, edges)
  const box = (id: string) => layout.boxes.find((candidate) => candidate.id === id)!

  it('draws a box for every state but the root, compound ones around their children', () => {
    expect(layout.boxes.map((b) => b.id).sort()).toEqual(
      nodes
        .slice(1)
        .map((n) => n.id)
        .sort(),
    )
    expect(box('m.form').compound).toBe(true)
    expect(box('m.idle').compound).toBe(false)
    for (const child of ['m.form.editing', 'm.form.sending']) {
      expect(box(child).x).toBeGreaterThan(box('m.form').x)
      expect(box(child).y).toBeGreaterThan(box('m.form').y)
      expect(box(child).x + box(child).width).toBeLessThan(box('m.form').x + box('m.form').width)
      expect(box(child).y + box(child).height).toBeLessThan(box('m.form').y + box('m.form').height)
    }
    for (const b of layout.boxes) {
      expect(b.x + b.width).toBeLessThanOrEqual(layout.width)
      expect(b.y + b.height).toBeLessThanOrEqual(layout.height)
      expect(Math.min(b.x, b.y)).toBeGreaterThanOrEqual(0)
    }
  })

  it('places states in columns by distance from the initial state, a nested edge counting for its ancestor', () => {
    expect(box('m.idle').x).toBeLessThan(box('m.form').x)
    // done is reached from inside form: one column further; the orphan comes after every reachable state.
    expect(box('m.form').x + box('m.form').width).toBeLessThan(box('m.done').x)
    expect(box('m.done').x).toBeLessThan(box('m.orphan').x)
    expect(box('m.form.editing').x).toBeLessThan(box('m.form.sending').x)
  })

  it('draws every edge as an arrow from the source box border to the target box border, self transitions as loops', () => {
    expect(layout.arrows.map((a) => a.key)).toEqual(edges.map((e) => e.key))
    const open = layout.arrows.find((a) => a.event === 'open')!
    expect(open.from.x).toBeCloseTo(box('m.idle').x + box('m.idle').width)
    expect(open.to.x).toBeCloseTo(box('m.form').x)
    expect(open.loop).toBe(false)
    const again = layout.arrows.find((a) => a.event === 'again')!
    expect(again.loop).toBe(true)
    expect(again.from.y).toBe(box('m.done').y)
  })

  it('is empty without a root', () => {
    expect(layoutStatechart([], [])).toEqual({ width: 0, height: 0, boxes: [], arrows: [] })
  })
})
