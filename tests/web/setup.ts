import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { resetState, state } from './support/state'

vi.mock('../../src/web/lib/api-client', () => import('./support/mock-api-client'))
vi.mock('../../src/web/lib/runtime-config', () => ({ getConfig: () => state.config }))
vi.mock('../../src/web/lib/auth-tokens', () => ({ isLoggedIn: () => state.loggedIn, storeTokens: vi.fn() }))
vi.mock('../../src/web/lib/staff-session', () => ({
  keepStaffSession: vi.fn(),
  returnToStaffSession: vi.fn(async () => true),
}))
vi.mock('../../src/web/lib/i18n', () => ({
  activateLocale: vi.fn(async () => {}),
  loadCatalogPart: vi.fn(async () => {}),
  getCurrentLocale: () => 'en',
}))
vi.mock('../../src/web/lib/locale-cookie', () => ({ readLocaleCookie: () => null, writeLocaleCookie: vi.fn() }))
vi.mock('../../src/web/lib/build-version', () => ({
  watchBuildVersion: vi.fn(() => () => {}),
  reloadOnChunkError: vi.fn(),
}))
vi.mock('../../src/web/lib/error-reporting', () => ({
  initErrorReporting: vi.fn(),
  reportWarning: vi.fn(),
  reportErrorAsWarning: vi.fn(),
}))

i18n.loadAndActivate({ locale: 'en', messages: {} })

// Dialogs, menus and below-the-fold sections load their chunks on first use; on a busy machine a cold transform of
// such a chunk takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks what Radix reaches for.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}

// /s is a heavy lazy route (filters, calendar): load its chunk once per file so renderApp's 1 s wait
// for the page does not race a cold transform.
beforeAll(async () => {
  await import('../../src/web/features/search/pages/search-page')
}, 30_000)

beforeEach(() => {
  resetState()
  vi.clearAllMocks()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})
