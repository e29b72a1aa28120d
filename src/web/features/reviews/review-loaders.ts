import { replace, type LoaderFunctionArgs } from 'react-router'
import { parseReviewStep, REVIEW_FORM_STEPS, reviewFormId, type ReviewSide } from '../../../domain/review-rules'
import { isLoggedIn } from '../../lib/auth-tokens'
import { paths } from '../../lib/paths'
import { loginRedirect, type LoaderDeps } from '../../lib/route-loader'

/**
 * /f/trip/{id}/{step} (guest) and /f/booking/{id}/{step} (owner): signed in only; a non-numeric id goes to the
 * reviews page, a missing or unknown step to the form's first step (spec 1 §2, §5).
 */
export function reviewFormLoader({ config }: LoaderDeps, side: ReviewSide) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!isLoggedIn()) throw loginRedirect(request, config, params)
    const prefix = params.locale === undefined ? '' : `/${params.locale}`
    const id = reviewFormId(params.id)
    if (id === null) throw replace(`${prefix}${paths.reviews.href()}`)
    if (parseReviewStep(side, params.step) === null) {
      const form = side === 'guest' ? paths.reviewTrip : paths.reviewBooking
      throw replace(`${prefix}${form.href(id, REVIEW_FORM_STEPS[side][0])}`)
    }
    return null
  }
}

/** /f/campers/{id}/...: reviews of a camper live on its listing. */
export function camperReviewsRedirectLoader() {
  return ({ params }: LoaderFunctionArgs) => {
    const prefix = params.locale === undefined ? '' : `/${params.locale}`
    throw replace(`${prefix}${paths.listing.href(params.id ?? '')}`)
  }
}
