import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { readCommunityPage } from '../../../../domain/community-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { communityPageSize, communityReviewsQueryOptions } from '../api/list-community-reviews'
import { CommunityLayout } from '../components/community-layout'
import { CommunityPagination } from '../components/community-pagination'
import { CommunityResults } from '../components/community-results'

/** /community/pictures-wall: travellers' photos from their reviews, each opening its camper. */
export function PicturesWallPage() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const { page } = readCommunityPage(params)
  const pictures = useQuery(communityReviewsQueryOptions('pictures', page))
  usePageHead({
    title: t`Travellers' pictures`,
    description: t`Road-trip photos shared by travellers who rented a camper on Roam.`,
  })
  return (
    <CommunityLayout>
      <h2 className="community__section-title">
        <Trans>Travellers' pictures</Trans>
      </h2>
      <CommunityResults
        result={pictures}
        firstPage={paths.communityPictures.href()}
        empty={<Trans>No picture yet.</Trans>}
      >
        {(found) => (
          <>
            <ul className="pictures-wall" aria-busy={pictures.isFetching}>
              {found.results.flatMap((review) => {
                if (!review.photo) return []
                const author = review.author.first_name
                const camper = review.camper_title
                return [
                  <li key={review.id}>
                    <LocalizedLink className="pictures-wall__item" to={paths.listing.href(review.camper_id)}>
                      <img
                        src={review.photo.url}
                        alt={t`${author}'s trip with ${camper}`}
                        loading="lazy"
                        width={320}
                        height={240}
                      />
                      <span className="pictures-wall__caption">
                        {author} · {camper}
                      </span>
                    </LocalizedLink>
                  </li>,
                ]
              })}
            </ul>
            <CommunityPagination
              page={page}
              count={found.count}
              pageSize={communityPageSize('pictures')}
              href={paths.communityPictures.href}
            />
          </>
        )}
      </CommunityResults>
    </CommunityLayout>
  )
}
