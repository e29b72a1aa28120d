import { VISITOR_TOKEN_KEY } from '../../../domain/analytics-events'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage can be disabled (privacy settings): the visit still works, its events share one in-memory token.
    return null
  }
}

let memoryToken: string | undefined

/**
 * The visitor's random token (gb_visitor_token), kept in localStorage across visits. Call it only once the
 * visitor allowed analytics: the first call creates the token.
 */
export function visitorToken(): string {
  const store = storage()
  if (!store) return (memoryToken ??= crypto.randomUUID())
  const existing = store.getItem(VISITOR_TOKEN_KEY)
  if (existing) return existing
  const token = crypto.randomUUID()
  store.setItem(VISITOR_TOKEN_KEY, token)
  return token
}

/** Deletes the token: the visitor withdrew (or never gave) their consent to analytics. */
export function forgetVisitorToken(): void {
  memoryToken = undefined
  storage()?.removeItem(VISITOR_TOKEN_KEY)
}
