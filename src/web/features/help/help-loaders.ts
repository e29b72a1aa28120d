import type { LoaderFunctionArgs } from 'react-router'
import { helpQuery } from '../../../domain/help-topics'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'

/** The help pages: the address is the search (?q=) and the filter (?topic=); start loading that answer. */
export function faqLoader({ queryClient, config }: LoaderDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { faqQueryOptions } = await import('./api/get-faq')
    void queryClient.prefetchQuery(faqQueryOptions(localeOf(request, config, params), helpQuery(url.searchParams)))
    return null
  }
}
