import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { readCommunityPage } from '../../../../domain/community-rules'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { communityPageSize, communityReviewsQueryOptions } from '../api/list-community-reviews'
import { CommunityLayout } from '../components/community-layout'
import { CommunityPagination } from '../components/community-pagination'
import { CommunityResults } from '../components/community-results'
import { CommunityReviewItem } from '../components/community-review'

/** /community/all-reviews: every published guest review, newest first. */
export function AllReviewsPage() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const { page } = readCommunityPage(params)
  const reviews = useQuery(communityReviewsQueryOptions('reviews', page))
  usePageHead({
    title: t`Travellers' reviews`,
    description: t`What travellers say about the campers they rented on Roam.`,
  })
  return (
    <CommunityLayout>
      <h2 className="community__section-title">
        <Trans>Travellers' reviews</Trans>
      </h2>
      <CommunityResults
        result={reviews}
        firstPage={paths.communityReviews.href()}
        empty={<Trans>No review yet.</Trans>}
      >
        {(found) => (
          <>
            <ul className="community-reviews" aria-busy={reviews.isFetching}>
              {found.results.map((review) => (
                <li key={review.id}>
                  <CommunityReviewItem review={review} />
                </li>
              ))}
            </ul>
            <CommunityPagination
              page={page}
              count={found.count}
              pageSize={communityPageSize('reviews')}
              href={paths.communityReviews.href}
            />
          </>
        )}
      </CommunityResults>
    </CommunityLayout>
  )
}
