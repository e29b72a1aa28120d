import type { LoaderFunctionArgs } from 'react-router'
import type { ContentPageId } from '../../../domain/content-pages'
import { localeOf, type LoaderDeps } from '../../lib/route-loader'

/** A content page (spec 1 §2): its text for the reader's locale is loaded before the page shows. */
export function contentLoader({ queryClient, config }: LoaderDeps, page: ContentPageId) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { contentPageQueryOptions } = await import('./api/get-content-page')
    await queryClient.ensureQueryData(contentPageQueryOptions(page, localeOf(request, config, params)))
    return { page }
  }
}
