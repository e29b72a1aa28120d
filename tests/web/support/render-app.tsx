import { render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { createTestRouter } from '../../../src/web/app/router'
import { ToastsProvider } from '../../../src/web/chrome/toasts-context'
import { queryDefaults } from '../../../src/web/lib/query-defaults'
import { state } from './state'

/** Renders the whole app (routes, chrome, loaders) at an address, against the mocked lib modules. */
export async function renderApp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: queryDefaults })
  const router = createTestRouter({ queryClient, config: state.config }, [url])
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastsProvider>
          <RouterProvider router={router} />
        </ToastsProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 5000 })
  await waitFor(() => expect(document.querySelector('.site')).not.toBeNull(), { timeout: 5000 })
  return { ...view, router, queryClient }
}

/** Makes the xl media query match (dropdown menu) or not (side panel). */
export function setXl(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('1280') ? matches : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
}
