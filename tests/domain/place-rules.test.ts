import { describe, expect, it } from 'vitest'
import { placeFailureOutcome, sortAncestors, typedPlaceMatch } from '../../src/domain/place-rules'

describe('place rules', () => {
  it('sorts ancestors COUNTRY, LVL1, LVL2, LOC, SUB, POI', () => {
    const sorted = sortAncestors([
      { place_type: 'LOC' },
      { place_type: 'COUNTRY' },
      { place_type: 'XYZ' },
      { place_type: 'LVL1' },
    ])
    expect(sorted.map((item) => item.place_type)).toEqual(['COUNTRY', 'LVL1', 'LOC', 'XYZ'])
  })

  it('redirects on a 406 carrying a slug, else not found', () => {
    expect(placeFailureOutcome(406, { detail: 'moved', slug: 'lyon' })).toEqual({ kind: 'redirect', slug: 'lyon' })
    expect(placeFailureOutcome(406, { detail: 'moved' })).toEqual({ kind: 'not_found' })
    expect(placeFailureOutcome(404, { code: 'invalid_place' })).toEqual({ kind: 'not_found' })
    expect(placeFailureOutcome(500, null)).toEqual({ kind: 'not_found' })
    expect(placeFailureOutcome(undefined, undefined)).toEqual({ kind: 'not_found' })
  })

  it('reads a typed place: its name or label ignoring accents and case, else the only answer, else none', () => {
    const annecy = { name: 'Annecy', label: 'Annecy, Haute-Savoie, France' }
    const annecyLeVieux = { name: 'Annecy-le-Vieux', label: 'Annecy-le-Vieux, Haute-Savoie, France' }
    expect(typedPlaceMatch(' annecy ', [annecy, annecyLeVieux])).toBe(annecy)
    expect(typedPlaceMatch('ANNECY, haute savoie, France', [annecyLeVieux, annecy])).toBe(annecy)
    expect(typedPlaceMatch('Zurich', [{ name: 'Zürich', label: 'Zürich, Switzerland' }])?.name).toBe('Zürich')
    expect(typedPlaceMatch('Annec', [annecyLeVieux])).toBe(annecyLeVieux)
    expect(typedPlaceMatch('Annec', [annecy, annecyLeVieux])).toBeUndefined()
    expect(typedPlaceMatch('Atlantis', [])).toBeUndefined()
    expect(typedPlaceMatch('  ', [annecy])).toBeUndefined()
  })
})
