import type { ComponentType } from 'react'
import type { createBrowserRouter } from 'react-router'
import { reloadOnChunkError } from '../lib/build-version'
import { loadCatalogPart } from '../lib/i18n'

let activeRouter: ReturnType<typeof createBrowserRouter> | null = null

export function setActiveRouter(router: ReturnType<typeof createBrowserRouter>): void {
  activeRouter = router
}

/** Where the app is heading: the pending navigation if any, else the current address. */
function targetPath(): string {
  const location = activeRouter?.state.navigation.location
  if (location) return `${location.pathname}${location.search}`
  return `${window.location.pathname}${window.location.search}`
}

/** A lazy route chunk; a chunk that fails to load (new deploy) reloads the target page (spec 1 §4). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) }
    } catch (error) {
      reloadOnChunkError(targetPath())
      throw error
    }
  }
}

/**
 * A lazy page that speaks from the dashboard catalogue: the words load with the chunk, once, so routes without a
 * loader of their own do not gain one (a loader would rerun on every change of the address).
 */
export function lazyDashboardPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const page = lazyPage(load, pick)
  return async () => (await Promise.all([page(), loadCatalogPart('dashboard')]))[0]
}
