import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  camperPictureProblem,
  MAX_CAMPER_PICTURES,
  moveItem,
  orderProblem,
  PICTURE_MAX_BYTES,
  rotatedSize,
  sniffPictureType,
} from '../../src/domain/camper-picture-rules'

const jpeg = { bytes: 2_000_000, type: 'image/jpeg', width: 1600, height: 1067 }

describe('camper picture rules (spec 2 §3, §9)', () => {
  it('accepts a JPEG, PNG or WebP of at least 638 × 426 and at most 10 MB', () => {
    expect(camperPictureProblem(jpeg)).toBeNull()
    expect(camperPictureProblem({ ...jpeg, type: 'image/png', width: 638, height: 426 })).toBeNull()
    expect(camperPictureProblem({ ...jpeg, type: 'image/webp', bytes: PICTURE_MAX_BYTES })).toBeNull()
  })

  it('names what is wrong', () => {
    expect(camperPictureProblem({ ...jpeg, bytes: PICTURE_MAX_BYTES + 1 })).toBe('too_large')
    expect(camperPictureProblem({ ...jpeg, type: 'image/gif' })).toBe('not_an_image')
    expect(camperPictureProblem({ ...jpeg, type: null })).toBe('not_an_image')
    expect(camperPictureProblem({ ...jpeg, width: null })).toBe('not_an_image')
    expect(camperPictureProblem({ ...jpeg, width: 637 })).toBe('too_small')
    expect(camperPictureProblem({ ...jpeg, height: 425 })).toBe('too_small')
    expect(camperPictureProblem(jpeg, MAX_CAMPER_PICTURES - 1)).toBeNull()
    expect(camperPictureProblem(jpeg, MAX_CAMPER_PICTURES)).toBe('too_many')
  })

  it('reads the type from the magic bytes only', () => {
    expect(sniffPictureType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffPictureType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffPictureType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffPictureType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    expect(sniffPictureType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffPictureType(new Uint8Array())).toBeNull()
  })

  it('swaps the dimensions on a quarter turn only', () => {
    expect(rotatedSize({ width: 1600, height: 900 }, 90)).toEqual({ width: 900, height: 1600 })
    expect(rotatedSize({ width: 1600, height: 900 }, 180)).toEqual({ width: 1600, height: 900 })
    expect(rotatedSize({ width: 1600, height: 900 }, 270)).toEqual({ width: 900, height: 1600 })
  })

  it('takes a new order only when it lists every picture exactly once', () => {
    expect(orderProblem([1, 2, 3], [3, 1, 2])).toBeNull()
    expect(orderProblem([1, 2, 3], [3, 3, 1])).toBe('duplicate')
    expect(orderProblem([1, 2, 3], [3, 1, 4])).toBe('unknown')
    expect(orderProblem([1, 2, 3], [3, 1])).toBe('missing')
  })

  it('moves one item and keeps all the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c'])
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1 }), fc.nat(), fc.nat(), (items, a, b) => {
        const from = a % items.length
        const moved = moveItem(items, from, b)
        expect([...moved].sort()).toEqual([...items].sort())
        expect(moved[Math.min(b, items.length - 1)]).toBe(items[from])
        expect(orderProblem(items, moved)).toBeNull()
      }),
    )
  })
})
