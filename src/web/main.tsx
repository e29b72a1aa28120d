import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { getConfig } from './lib/runtime-config'
import { queryDefaults } from './lib/query-defaults'
import { initErrorReporting } from './lib/error-reporting'
import { activateLocale } from './lib/i18n'
import { formatterWarmUps } from './lib/format'
import { nextTask } from './lib/next-task'
import { ToastsProvider } from './chrome/toasts-context'
import { createAppRouter } from './app/router'
import { initialLocale } from './lib/locale-resolution'
import './styles/base.css'

const config = getConfig()
initErrorReporting(config)

const queryClient = new QueryClient({ defaultOptions: queryDefaults })

// The catalogue, the first page's chunk and its API calls load side by side: the router starts its loaders and lazy
// routes on creation (its root loader activates the locale too), and I18nProvider renders nothing until a locale is active.
const locale = initialLocale(config)
void activateLocale(locale).catch(() => undefined)

/**
 * The boot runs in several short tasks rather than one long one (on a mid-range phone a long task blocks input and
 * counts as blocking time): the entry's modules, then the router (building it and starting the first page's
 * loaders is the largest piece), then one formatter per task while the page's code and data are on the network.
 */
async function boot() {
  await nextTask()
  const router = createAppRouter({ queryClient, config })
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastsProvider>
            <RouterProvider router={router} />
          </ToastsProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
  for (const warmUp of formatterWarmUps(locale)) {
    await nextTask()
    warmUp()
  }
}

void boot()
