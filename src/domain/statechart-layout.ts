// A small layered layout for drawing a statechart as SVG (the staff tester page). Inside each
// compound state its children sit in columns by shortest distance from the compound's initial child;
// a compound is a box around its own layout. Pure: the caller turns a machine into nodes and edges.

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

export interface ChartBox {
  id: string
  label: string
  x: number
  y: number
  width: number
  height: number
  compound: boolean
}

export interface ChartArrow extends ChartEdge {
  from: { x: number; y: number }
  to: { x: number; y: number }
  labelAt: { x: number; y: number }
  /** Source and target are the same box: drawn as a loop above it. */
  loop: boolean
}

export interface ChartLayout {
  width: number
  height: number
  boxes: ChartBox[]
  arrows: ChartArrow[]
}

const LEAF_HEIGHT = 36
const MIN_LEAF_WIDTH = 90
const CHAR_WIDTH = 7.5
const GAP_X = 110
const GAP_Y = 36
const PADDING = 16
const HEADER = 26
const MARGIN = 24

interface Placed {
  width: number
  height: number
  /** Child id → position relative to this node's top-left corner. */
  children: Map<string, { x: number; y: number }>
}

/** The layer of each child: shortest distance from `start` over `next`, unreachable ones one past the last. */
export function layers(
  children: readonly string[],
  start: readonly string[],
  next: (id: string) => readonly string[],
): Map<string, number> {
  const layer = new Map<string, number>()
  let frontier = start.filter((id) => children.includes(id))
  frontier.forEach((id) => layer.set(id, 0))
  for (let depth = 1; frontier.length > 0; depth++) {
    const following: string[] = []
    for (const id of frontier) {
      for (const target of next(id)) {
        if (layer.has(target)) continue
        layer.set(target, depth)
        following.push(target)
      }
    }
    frontier = following
  }
  const last = Math.max(-1, ...layer.values())
  children.filter((id) => !layer.has(id)).forEach((id) => layer.set(id, last + 1))
  return layer
}

export function layoutStatechart(nodes: readonly ChartNode[], edges: readonly ChartEdge[]): ChartLayout {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const childrenOf = new Map<string | null, string[]>()
  for (const node of nodes) childrenOf.set(node.parent, [...(childrenOf.get(node.parent) ?? []), node.id])
  const root = nodes.find((node) => node.parent === null)
  if (!root) return { width: 0, height: 0, boxes: [], arrows: [] }

  /** The ancestor-or-self of `id` that is a direct child of `parent`, if any. */
  const childWithin = (parent: string, id: string): string | undefined => {
    for (let at = byId.get(id); at; at = at.parent === null ? undefined : byId.get(at.parent)) {
      if (at.parent === parent) return at.id
    }
    return undefined
  }

  const placed = new Map<string, Placed>()
  const place = (id: string): Placed => {
    const node = byId.get(id)!
    const children = childrenOf.get(id) ?? []
    if (children.length === 0) {
      const leaf = {
        width: Math.max(MIN_LEAF_WIDTH, node.label.length * CHAR_WIDTH + 2 * PADDING),
        height: LEAF_HEIGHT,
        children: new Map(),
      }
      placed.set(id, leaf)
      return leaf
    }
    const sizes = new Map(children.map((child) => [child, place(child)]))
    const next = (child: string) =>
      edges
        .filter((edge) => childWithin(id, edge.source) === child)
        .map((edge) => childWithin(id, edge.target))
        .filter((target): target is string => target !== undefined && target !== child)
    // Parallel regions (no initial child) all start at once: one column.
    const layerOf = layers(children, node.initial ? [node.initial] : children, next)
    const columns: string[][] = []
    for (const child of children) (columns[layerOf.get(child)!] ??= []).push(child)
    const positions = new Map<string, { x: number; y: number }>()
    let x = PADDING
    let height = 0
    for (const column of columns.filter(Boolean)) {
      let y = HEADER
      for (const child of column) {
        positions.set(child, { x, y })
        y += sizes.get(child)!.height + GAP_Y
      }
      height = Math.max(height, y - GAP_Y)
      x += Math.max(...column.map((child) => sizes.get(child)!.width)) + GAP_X
    }
    const result = {
      width: Math.max(x - GAP_X + PADDING, node.label.length * CHAR_WIDTH + 2 * PADDING),
      height: height + PADDING,
      children: positions,
    }
    placed.set(id, result)
    return result
  }
  const top = place(root.id)

  const boxes: ChartBox[] = []
  const absolute = new Map<string, ChartBox>()
  const emit = (id: string, originX: number, originY: number) => {
    for (const [child, at] of placed.get(id)!.children) {
      const size = placed.get(child)!
      const box = {
        id: child,
        label: byId.get(child)!.label,
        x: originX + at.x,
        y: originY + at.y,
        width: size.width,
        height: size.height,
        compound: (childrenOf.get(child) ?? []).length > 0,
      }
      boxes.push(box)
      absolute.set(child, box)
      emit(child, box.x, box.y)
    }
  }
  // The root's header row is not drawn: shift everything up by it.
  emit(root.id, MARGIN - PADDING, MARGIN - HEADER)

  const arrows = edges.flatMap((edge): ChartArrow[] => {
    const source = absolute.get(edge.source)
    const target = absolute.get(edge.target)
    if (!source || !target) return []
    if (source === target) {
      const from = { x: source.x + source.width * 0.65, y: source.y }
      const to = { x: source.x + source.width * 0.35, y: source.y }
      return [{ ...edge, from, to, labelAt: { x: source.x + source.width / 2, y: source.y - 22 }, loop: true }]
    }
    const from = border(source, center(target))
    const to = border(target, center(source))
    return [{ ...edge, from, to, labelAt: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 - 4 }, loop: false }]
  })
  return {
    width: top.width + 2 * (MARGIN - PADDING),
    height: top.height + 2 * MARGIN - HEADER - PADDING,
    boxes,
    arrows,
  }
}

const center = (box: ChartBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

/** Where the segment from the box's centre towards `point` leaves the box (the centre when the point is inside). */
export function border(box: ChartBox, point: { x: number; y: number }) {
  const c = center(box)
  const dx = point.x - c.x
  const dy = point.y - c.y
  const scale = Math.min(
    dx === 0 ? Infinity : box.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : box.height / 2 / Math.abs(dy),
  )
  if (!Number.isFinite(scale) || scale >= 1) return c
  return { x: c.x + dx * scale, y: c.y + dy * scale }
}
