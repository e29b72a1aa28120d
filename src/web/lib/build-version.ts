// Spec 1 §4: notice a newer deployment by polling the build manifest, and recover from chunks that
// vanished with the previous deployment by reloading the page the user was going to.

const DEFAULT_POLL_MS = 60_000
const RELOAD_GUARD_KEY = 'roam:chunk-reload-at'
const RELOAD_GUARD_MS = 10_000

type UpdateListener = (latestId: string) => void

/**
 * Polls `/latest.json?t=<now>` and calls `onUpdate` when the manifest names a build other than this one (once per new id).
 * Failures (offline, dev server without manifest) are ignored. Returns the stop function.
 */
export function watchBuildVersion(
  onUpdate: UpdateListener,
  options: { intervalMs?: number; currentId?: string } = {},
): () => void {
  const currentId = options.currentId ?? __BUILD_ID__
  let announcedId = currentId
  const check = async () => {
    try {
      const response = await fetch(`/latest.json?t=${Date.now()}`, { cache: 'no-store' })
      if (!response.ok) return
      const { id } = (await response.json()) as { id?: unknown }
      // Announce each newer build once, not on every poll.
      if (typeof id === 'string' && id !== announcedId) {
        announcedId = id
        onUpdate(id)
      }
    } catch {
      // Spec: failures are ignored; the next poll tries again.
    }
  }
  const timer = setInterval(() => void check(), options.intervalMs ?? DEFAULT_POLL_MS)
  return () => clearInterval(timer)
}

/**
 * After a failed dynamic import: full reload of the page being opened, so the browser fetches the
 * new build. At most once per 10 s (sessionStorage) so a really broken chunk cannot loop. Returns
 * whether it reloaded.
 */
export function reloadOnChunkError(targetPath: string): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0)
  if (Date.now() - last < RELOAD_GUARD_MS) return false
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()))
  window.location.assign(targetPath)
  return true
}
