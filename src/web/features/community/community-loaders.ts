import { replace, type LoaderFunctionArgs } from 'react-router'
import { readCommunityPage } from '../../../domain/community-rules'
import type { CommunityReviewsKind } from './api/list-community-reviews'
import type { LoaderDeps } from '../../lib/route-loader'

/** /community/all-reviews and /community/pictures-wall: an empty or invalid page goes to page 1 (spec 1 §2). */
export function communityLoader({ queryClient }: LoaderDeps, kind: CommunityReviewsKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { page, redirectTo } = readCommunityPage(url.searchParams)
    if (redirectTo !== null) throw replace(`${url.pathname}${redirectTo}`)
    const { communityReviewsQueryOptions } = await import('./api/list-community-reviews')
    void queryClient.prefetchQuery(communityReviewsQueryOptions(kind, page))
    return null
  }
}
