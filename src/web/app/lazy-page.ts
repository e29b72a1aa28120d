import type { ComponentType } from 'react'
import type { createBrowserRouter } from 'react-router'
import { reloadOnChunkError } from '../lib/build-version'

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
