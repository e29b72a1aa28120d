// Price pins that would overlap on the search map merge into one cluster pin (a count; a click zooms in on it).
// Pure, on screen positions: the map projects the campers for its current zoom and asks again after each move.

export interface ScreenPoint {
  x: number
  y: number
}

export interface PointCluster<T extends ScreenPoint> {
  /** The members' mean position. */
  x: number
  y: number
  members: T[]
}

/**
 * Greedy clustering: each point, in the given order, joins the first cluster whose centre is within `radius` pixels,
 * else starts one. The order is the results' (best first), so the same results at the same zoom give the same pins.
 */
export function clusterPoints<T extends ScreenPoint>(points: readonly T[], radius: number): PointCluster<T>[] {
  const clusters: PointCluster<T>[] = []
  for (const point of points) {
    const near = clusters.find((cluster) => Math.hypot(cluster.x - point.x, cluster.y - point.y) <= radius)
    if (!near) {
      clusters.push({ x: point.x, y: point.y, members: [point] })
      continue
    }
    near.members.push(point)
    near.x += (point.x - near.x) / near.members.length
    near.y += (point.y - near.y) / near.members.length
  }
  return clusters
}
