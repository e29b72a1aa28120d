import { describe, expect, it } from 'vitest'
import { avatarBadgeSize, avatarDiameter, avatarFace } from '../../src/domain/avatar'

describe('avatar rules', () => {
  it('shows a real picture', () => {
    expect(avatarFace({ firstName: 'Ana', picture: 'https://cdn/a.jpg' })).toEqual({
      kind: 'picture',
      url: 'https://cdn/a.jpg',
    })
  })
  it('treats a no-profile picture as missing: initial letter, else default', () => {
    expect(avatarFace({ firstName: 'ana', picture: 'https://cdn/no-profile.png' })).toEqual({
      kind: 'initial',
      letter: 'A',
    })
    expect(avatarFace({ firstName: '', picture: null })).toEqual({ kind: 'default' })
  })
  it('sizes: diameter twice the radius (default 35), badge at least 18', () => {
    expect(avatarDiameter()).toBe(70)
    expect(avatarDiameter(20)).toBe(40)
    expect(avatarBadgeSize()).toBe(18)
    expect(avatarBadgeSize(60)).toBe(30)
  })
})
