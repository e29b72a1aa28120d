import { Avatar } from '../../../chrome/avatar'
import { RatingStars } from '../../../chrome/rating-stars'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { formatDate } from '../../../lib/format'
import type { CommunityReview } from '../api/list-community-reviews'

/** The language a review is written in, named in the reader's language. */
function languageName(code: string | null, locale: string): string | null {
  if (!code) return null
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** One traveller's review on the all-reviews page. */
export function CommunityReviewItem({ review }: { review: CommunityReview }) {
  const { locale } = useLocale()
  const language = languageName(review.language, locale)
  return (
    <article className="community-review">
      <header className="community-review__head">
        <Avatar firstName={review.author.first_name} picture={review.author.profile_picture?.url} radius={20} />
        <div>
          <p className="community-review__author">{review.author.first_name}</p>
          <p className="muted community-review__meta">
            <time dateTime={review.published_date}>
              {formatDate(review.published_date, { month: 'long', year: 'numeric' })}
            </time>
            {language && (
              <>
                {' '}
                · <span lang={review.language ?? undefined}>{language}</span>
              </>
            )}
          </p>
        </div>
        <RatingStars rating={review.rating} />
      </header>
      <p className="community-review__comment" lang={review.language ?? undefined}>
        {review.comment}
      </p>
      <p className="community-review__camper">
        <LocalizedLink to={paths.listing.href(review.camper_id)}>{review.camper_title}</LocalizedLink>
      </p>
    </article>
  )
}
