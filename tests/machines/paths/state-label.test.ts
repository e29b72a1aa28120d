import { describe, expect, it } from 'vitest'
import { stateLabel } from '../../../machines/paths/machine-paths'

describe('stateLabel', () => {
  it('names atomic, nested and parallel state values as dotted leaves', () => {
    expect(stateLabel('ready')).toBe('ready')
    expect(stateLabel({ idle: { payment: 'editing' } })).toBe('idle.payment.editing')
    expect(stateLabel({ upload: 'sending', date: { editing: {} } })).toBe('upload.sending + date.editing')
  })
})
