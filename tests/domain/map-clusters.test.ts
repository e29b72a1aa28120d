import { describe, expect, it } from 'vitest'
import { clusterPoints } from '../../src/domain/map-clusters'

const point = (id: number, x: number, y: number) => ({ id, x, y })

describe('clusterPoints', () => {
  it('keeps pins apart when they do not overlap', () => {
    const clusters = clusterPoints([point(1, 0, 0), point(2, 100, 0), point(3, 0, 100)], 40)
    expect(clusters.map((cluster) => cluster.members.map((member) => member.id))).toEqual([[1], [2], [3]])
    expect(clusters[1]).toMatchObject({ x: 100, y: 0 })
  })

  it('merges overlapping pins into one cluster at their mean position', () => {
    const clusters = clusterPoints([point(1, 0, 0), point(2, 30, 0), point(3, 500, 500), point(4, 10, 30)], 40)
    expect(clusters.map((cluster) => cluster.members.map((member) => member.id))).toEqual([[1, 2, 4], [3]])
    expect(clusters[0]!.x).toBeCloseTo(40 / 3)
    expect(clusters[0]!.y).toBeCloseTo(10)
  })

  it('gives nothing for no points, and the same clusters for the same input', () => {
    expect(clusterPoints([], 40)).toEqual([])
    const points = [point(1, 0, 0), point(2, 20, 20), point(3, 45, 45)]
    expect(clusterPoints(points, 40)).toEqual(clusterPoints(points, 40))
  })
})
