import { data, type LoaderFunctionArgs } from 'react-router'
import { displayCurrencyOf } from '../../lib/display-currency'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'

/** The status of a failed call, whatever threw it. */
function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'apiError' in error) {
    const apiError = (error as { apiError?: { status?: number } }).apiError
    return apiError?.status
  }
  return undefined
}

/**
 * /campers/:id: loads the camper before the page shows. Spec 1 §8: not_found (404), deleted (410) and
 * id_not_a_number (404) all give the 404 page; none of them goes to error reporting.
 */
export function camperLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const id = params.id ?? ''
    if (!/^\d+$/.test(id)) throw data({ fingerprint: 'id_not_a_number' }, { status: 404 })
    // The page's API modules (and their validators) load with the page, not in the entry chunk.
    const { camperQueryOptions } = await import('./api/get-camper')
    try {
      await queryClient.ensureQueryData(camperQueryOptions(id, displayCurrencyOf(localeOf(request, config, params))))
    } catch (error) {
      const status = statusOf(error)
      if (status === 404 || status === 410)
        throw data({ fingerprint: status === 410 ? 'deleted' : 'not_found' }, { status: 404 })
      throw error
    }
    return null
  }
}
