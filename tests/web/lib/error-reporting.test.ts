import { describe, expect, it, vi } from 'vitest'
import { captureException, captureMessage, init } from '@sentry/react'
import { initErrorReporting, reportErrorAsWarning, reportWarning } from '../../../src/web/lib/error-reporting'

vi.mock('@sentry/react', () => ({ init: vi.fn(), captureMessage: vi.fn(), captureException: vi.fn() }))

// One module state for the whole file: the cases run in order, before and after a DSN starts reporting.
describe('error reporting', () => {
  it('without a DSN neither starts nor loads the SDK, and warnings go nowhere', async () => {
    expect(initErrorReporting({ sentryDsn: null })).toBe(false)
    reportWarning('Token refresh failed')
    reportErrorAsWarning(new Error('No ConsentProvider'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(init).not.toHaveBeenCalled()
    expect(captureMessage).not.toHaveBeenCalled()
    expect(captureException).not.toHaveBeenCalled()
  })

  it('with a DSN loads the SDK, starts it with the filter, then forwards warnings', { timeout: 20_000 }, async () => {
    expect(initErrorReporting({ sentryDsn: 'https://key@sentry.example/1' })).toBe(true)
    await vi.waitFor(
      () =>
        expect(init).toHaveBeenCalledWith(
          expect.objectContaining({ dsn: 'https://key@sentry.example/1', beforeSend: expect.any(Function) }),
        ),
      { timeout: 10_000 },
    )
    reportWarning('Token refresh failed')
    await vi.waitFor(() => expect(captureMessage).toHaveBeenCalledWith('Token refresh failed', 'warning'))
    const error = new Error('No ConsentProvider')
    reportErrorAsWarning(error)
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledWith(error, { level: 'warning' }))
  })
})
