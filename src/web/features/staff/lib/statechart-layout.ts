// The staff tester's statechart drawing laid out by ELK's layered algorithm: compound states around their children,
// and each transition's event label given its own room, so labels never sit on each other or on a box.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { ChartEdge, ChartNode } from '../../../../domain/statechart-layout'

export interface Point {
  x: number
  y: number
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
  /** From the source's border to the target's, through ELK's bend points. */
  points: Point[]
  /** The event label's box. */
  label: Point & { width: number; height: number }
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
const LABEL_CHAR_WIDTH = 6.6
const LABEL_HEIGHT = 16

const textWidth = (text: string, perChar: number) => Math.ceil(text.length * perChar)

/** Lays the machine's states and transitions out (machines/paths/machine-graph.ts gives them); the root is not drawn. */
export async function layoutStatechart(nodes: readonly ChartNode[], edges: readonly ChartEdge[]): Promise<ChartLayout> {
  // ELK is big: only the tester page loads it.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js')
  const root = nodes.find((node) => node.parent === null)
  const drawn = nodes.filter((node) => node !== root)
  const byId = new Map(drawn.map((node) => [node.id, node]))
  const childrenOf = (parent: string | null) => drawn.filter((node) => node.parent === parent)
  const compound = new Set(drawn.filter((node) => childrenOf(node.id).length > 0).map((node) => node.id))
  const toElk = (node: ChartNode): ElkNode =>
    compound.has(node.id)
      ? {
          id: node.id,
          // The compound's name sits in its top band.
          layoutOptions: { 'elk.padding': '[top=34,left=16,bottom=16,right=16]' },
          children: childrenOf(node.id).map(toElk),
        }
      : {
          id: node.id,
          width: Math.max(MIN_LEAF_WIDTH, textWidth(node.label, CHAR_WIDTH) + 24),
          height: LEAF_HEIGHT,
        }
  const elkEdges: ElkExtendedEdge[] = edges
    .filter((edge) => byId.has(edge.source) && byId.has(edge.target))
    .map((edge) => ({
      id: edge.key,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text: edge.event, width: textWidth(edge.event, LABEL_CHAR_WIDTH) + 8, height: LABEL_HEIGHT }],
    }))
  const graph: ElkNode = {
    id: root?.id ?? 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.layered.spacing.edgeNodeBetweenLayers': '20',
      'elk.padding': '[top=24,left=24,bottom=24,right=24]',
      // Every position in the answer is the drawing's own, whatever box it sits in.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: childrenOf(root?.id ?? null).map(toElk),
    edges: elkEdges,
  }
  const laid = await new ELK().layout(graph)
  const boxes: ChartBox[] = []
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      boxes.push({
        id: child.id,
        label: byId.get(child.id)?.label ?? child.id,
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        compound: compound.has(child.id),
      })
      collect(child)
    }
  }
  collect(laid)
  const source = new Map(edges.map((edge) => [edge.key, edge]))
  const arrows = (laid.edges ?? []).flatMap((edge): ChartArrow[] => {
    const original = source.get(edge.id)
    const section = edge.sections?.[0]
    const label = edge.labels?.[0]
    if (!original || !section) return []
    return [
      {
        ...original,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        label: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
      },
    ]
  })
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), boxes, arrows }
}
