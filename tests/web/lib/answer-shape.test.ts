import { describe, expect, it } from 'vitest'
import {
  arrayOf,
  expectShape,
  InvalidAnswerError,
  isBoolean,
  isNumber,
  isString,
  nonEmptyString,
  nullable,
  objectWith,
  oneOf,
  optional,
} from '../../../src/web/lib/answer-shape'

const camper = objectWith({
  id: isNumber,
  title: nonEmptyString,
  instant: isBoolean,
  owner: objectWith({ picture: nullable(objectWith({ url: isString })) }),
  photos: arrayOf(objectWith({ url: isString })),
  note: optional(isString),
  total: oneOf(isString, isNumber),
})

const valid = {
  id: 1,
  title: 'Van',
  instant: false,
  owner: { picture: null },
  photos: [{ url: '/a.jpg' }],
  total: 12,
  extra: 'kept',
}

describe('answer shape', () => {
  it('accepts an answer that fits, with fields it does not check, and returns it as it is', () => {
    expect(camper(valid)).toBeUndefined()
    expect(camper({ ...valid, note: 'hi', total: '12.00', owner: { picture: { url: '/p.jpg' } } })).toBeUndefined()
    expect(expectShape(valid, camper, 'camper')).toBe(valid)
  })

  it('names where an answer does not fit', () => {
    expect(camper(null)).toBe('not an object')
    expect(camper([])).toBe('not an object')
    expect(camper({ ...valid, id: '1' })).toBe('id: not a number')
    expect(camper({ ...valid, title: '' })).toBe('title: empty')
    expect(camper({ ...valid, instant: undefined })).toBe('instant: not a boolean')
    expect(camper({ ...valid, owner: { picture: { url: 3 } } })).toBe('owner: picture: url: not a string')
    expect(camper({ ...valid, photos: [{ url: '/a.jpg' }, {}] })).toBe('photos: [1] url: not a string')
    expect(camper({ ...valid, photos: {} })).toBe('photos: not an array')
    expect(camper({ ...valid, note: null })).toBe('note: not a string')
    expect(camper({ ...valid, total: true })).toBe('total: no expected type')
  })

  it('throws a 500 for the error page when the answer does not fit', () => {
    const attempt = () => expectShape({ ...valid, photos: null }, camper, 'camper')
    expect(attempt).toThrow(InvalidAnswerError)
    expect(attempt).toThrow('The camper answer is not valid (photos: not an array)')
    try {
      attempt()
    } catch (error) {
      expect((error as InvalidAnswerError).status).toBe(500)
    }
  })
})
