import { describe, expect, it } from 'vitest'
import { formErrors } from '../../src/domain/form-errors'

describe('formErrors', () => {
  it('puts field → messages next to fields', () => {
    expect(formErrors({ email: ['This email is already used.'], password: ['Too short.', 'Too common.'] })).toEqual({
      fields: { email: ['This email is already used.'], password: ['Too short.', 'Too common.'] },
      general: [],
    })
  })
  it('puts detail, non_field_errors, __all__ and error_description on top', () => {
    expect(formErrors({ detail: 'Nope' }).general).toEqual(['Nope'])
    expect(formErrors({ non_field_errors: ['A'], __all__: [{ code: 108, message: 'B' }] }).general).toEqual(['A', 'B'])
    expect(formErrors({ error: 'invalid_grant', error_description: 'Invalid credentials given.' })).toEqual({
      fields: {},
      general: ['Invalid credentials given.'],
    })
    expect(formErrors(['one', 'two']).general).toEqual(['one', 'two'])
  })
  it('falls back when the body says nothing usable', () => {
    expect(formErrors(null, ['Request failed'])).toEqual({ fields: {}, general: ['Request failed'] })
  })
})
