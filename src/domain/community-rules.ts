// Spec 1 §2 "/community": all-reviews and pictures-wall both force page 1 when the page is empty. Pure: the
// route loader reads the address with it and replaces it when `redirectTo` is set.

export const COMMUNITY_REVIEWS_PAGE_SIZE = 10
export const COMMUNITY_PICTURES_PAGE_SIZE = 24

export type CommunityPageReading = { page: number; redirectTo: null } | { page: 1; redirectTo: string }

/**
 * The page the address asks for. No `page` is page 1 as it is; a `page` that is empty or not a whole number
 * of at least 1 (`?page=`, `?page=0`, `?page=two`) sends to the same address with page=1, other parameters kept.
 */
export function readCommunityPage(search: string | URLSearchParams): CommunityPageReading {
  const params = new URLSearchParams(search)
  const values = params.getAll('page')
  if (values.length === 0) return { page: 1, redirectTo: null }
  const raw = values[0]!.trim()
  if (values.length === 1 && /^\d+$/.test(raw) && Number(raw) >= 1 && Number.isSafeInteger(Number(raw)))
    return { page: Number(raw), redirectTo: null }
  params.set('page', '1')
  return { page: 1, redirectTo: `?${params}` }
}
