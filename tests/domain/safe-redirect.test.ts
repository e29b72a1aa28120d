import { describe, expect, it } from 'vitest'
import { safeNextPath } from '../../src/domain/safe-redirect'

describe('safeNextPath', () => {
  it('accepts same-origin relative paths', () => {
    expect(safeNextPath('/d/account?tab=1')).toBe('/d/account?tab=1')
  })
  it('rejects absolute, protocol-relative and empty values', () => {
    for (const next of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(next)).toBe('/')
    }
  })
})
