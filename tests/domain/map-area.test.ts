import { describe, expect, it } from 'vitest'
import {
  distanceKm,
  isMapAreaSearch,
  MAX_AREA_RADIUS_KM,
  searchAreaOfBounds,
  searchAreaQuery,
} from '../../src/domain/map-area'

describe('searchAreaOfBounds', () => {
  it('gives the centre of the view and the distance to its farthest corner, rounded up', () => {
    const bounds = { north: 46, south: 45.5, east: 6.5, west: 5.8 }
    const area = searchAreaOfBounds(bounds)
    expect(area.latitude).toBe(45.75)
    expect(area.longitude).toBe(6.15)
    const corner = distanceKm([45.75, 6.15], [45.5, 5.8])
    expect(area.radius).toBe(Math.ceil(corner))
    // Every corner of the view is inside the circle.
    for (const point of [
      [46, 6.5],
      [46, 5.8],
      [45.5, 6.5],
      [45.5, 5.8],
    ] as [number, number][])
      expect(distanceKm([area.latitude, area.longitude], point)).toBeLessThanOrEqual(area.radius)
  })

  it('keeps within the API radius for a view of a continent, and at least 1 km at street level', () => {
    expect(searchAreaOfBounds({ north: 70, south: 30, east: 40, west: -20 }).radius).toBe(MAX_AREA_RADIUS_KM)
    expect(searchAreaOfBounds({ north: 45.7601, south: 45.76, east: 4.8301, west: 4.83 }).radius).toBe(1)
  })

  it('handles a view across the antimeridian', () => {
    const area = searchAreaOfBounds({ north: 10, south: -10, east: -170, west: 170 })
    expect(Math.abs(area.longitude)).toBe(180)
    expect(area.radius).toBeLessThan(1600)
  })

  it('rounds coordinates to five decimals', () => {
    const area = searchAreaOfBounds({ north: 45.123456789, south: 45.1, east: 6.987654321, west: 6.9 })
    expect(String(area.latitude).split('.')[1]!.length).toBeLessThanOrEqual(5)
    expect(String(area.longitude).split('.')[1]!.length).toBeLessThanOrEqual(5)
  })
})

describe('searchAreaQuery', () => {
  it('replaces the place by the circle, keeps filters and sort, and goes back to the first page', () => {
    const next = searchAreaQuery(
      { place: 'annecy', beds: 3, types: [4], sort: 'price', page: 3, extra: { utm_source: ['mail'] } },
      { latitude: 45.9, longitude: 6.1, radius: 40 },
    )
    expect(next).toEqual({
      beds: 3,
      types: [4],
      sort: 'price',
      extra: { utm_source: ['mail'] },
      latitude: 45.9,
      longitude: 6.1,
      radius: 40,
    })
    expect(isMapAreaSearch(next)).toBe(true)
  })

  it('tells a map area from a place or a position without radius', () => {
    expect(isMapAreaSearch({ place: 'annecy', latitude: 45.9, longitude: 6.1, radius: 30 })).toBe(false)
    expect(isMapAreaSearch({ latitude: 45.9, longitude: 6.1 })).toBe(false)
  })
})
