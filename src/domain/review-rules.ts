/**
 * Review rules (spec 1 §2 review forms, §3 Review and Reviews-needed): who may review a booking, when a
 * review is published, and the client's regrouping of a reviews-needed item.
 */

/** Days after the end of a trip during which both sides may review it; unpublished reviews go public then. */
export const REVIEW_WINDOW_DAYS = 14

export type ReviewSide = 'guest' | 'owner'

/** The steps of each review form, in order: /f/trip/{id}/... for the guest, /f/booking/{id}/... for the owner. */
export const REVIEW_FORM_STEPS = {
  guest: ['booking', 'end', 'owner', 'owner-private'],
  owner: ['booking', 'end', 'guest'],
} as const satisfies Record<ReviewSide, readonly string[]>

export type ReviewFormStep = (typeof REVIEW_FORM_STEPS)[ReviewSide][number]

/** The step after `step` in the form of `side`, or null after the last one. */
export function nextReviewStep(side: ReviewSide, step: ReviewFormStep): ReviewFormStep | null {
  const steps: readonly ReviewFormStep[] = REVIEW_FORM_STEPS[side]
  return steps[steps.indexOf(step) + 1] ?? null
}

/** The step named in an address, or null when the form of `side` has no such step. */
export function parseReviewStep(side: ReviewSide, raw: string | undefined): ReviewFormStep | null {
  const steps: readonly string[] = REVIEW_FORM_STEPS[side]
  return raw !== undefined && steps.includes(raw) ? (raw as ReviewFormStep) : null
}

/** A review in the making: every rating is 1 to 5, the public comment is required (spec of POST /3/review/create/). */
export interface ReviewDraft {
  rating: number | null
  comment: string
  endRating: number | null
  targetRating: number | null
  privateComment: string
}

export const EMPTY_REVIEW_DRAFT: ReviewDraft = {
  rating: null,
  comment: '',
  endRating: null,
  targetRating: null,
  privateComment: '',
}

/** Whether the draft holds what `step` asks for, so the form may move on. */
export function isReviewStepComplete(step: ReviewFormStep, draft: ReviewDraft): boolean {
  switch (step) {
    case 'booking':
      return draft.rating !== null && draft.comment.trim().length > 0
    case 'end':
      return draft.endRating !== null
    case 'owner':
    case 'guest':
      return draft.targetRating !== null
    case 'owner-private':
      return true
  }
}

/** The side a user takes on a booking, or null when they are neither its guest nor its camper's owner. */
export function reviewSideOf(userId: number, parties: { guestId: number; ownerId: number }): ReviewSide | null {
  if (userId === parties.guestId) return 'guest'
  if (userId === parties.ownerId) return 'owner'
  return null
}

/** The moment the review window of a trip closes: REVIEW_WINDOW_DAYS after its last day (yyyy-MM-dd, exclusive end), UTC. */
export function reviewDeadline(dateTo: string): Date {
  return new Date(Date.parse(`${dateTo}T00:00:00Z`) + REVIEW_WINDOW_DAYS * 86_400_000)
}

export type ReviewRefusal = 'not_a_party' | 'booking_not_finished' | 'review_window_closed' | 'already_reviewed'

/** Why a user may not review a booking now, or null when they may. */
export function reviewRefusal(input: {
  side: ReviewSide | null
  status: string
  dateTo: string
  alreadyReviewed: boolean
  now: Date
}): ReviewRefusal | null {
  if (input.side === null) return 'not_a_party'
  if (input.status !== 'DONE') return 'booking_not_finished'
  if (input.now.getTime() >= reviewDeadline(input.dateTo).getTime()) return 'review_window_closed'
  if (input.alreadyReviewed) return 'already_reviewed'
  return null
}

/**
 * A review stays hidden from everyone but its author until both sides have reviewed the booking, or until the
 * review window closes, so neither side can answer the other's review. Returns when it goes public, or null.
 */
export function publicationDate(input: { otherSideReviewed: boolean; now: Date }): Date | null {
  return input.otherSideReviewed ? input.now : null
}

/** Authors may change their review (text, ratings, photo) only while it is unpublished. */
export const isReviewEditable = (review: { publishedDate: Date | string | null }) => review.publishedDate === null

/** One row of GET /3/reviews-needed/ as the server sends it (spec 1 §3). */
export interface ReviewNeededItem {
  booking_id: number
  camper_id: number
  camper_title: string
  author_type: ReviewSide
  date_from: string
  hour_from: number
  date_to: string
  hour_to: number
  guest_id: number
  guest_first_name: string
  guest_picture: string | null
  owner_id: number
  owner_first_name: string
  owner_picture: string | null
  review_deadline: string
}

export interface Party {
  id: number
  firstName: string
  picture: string | null
}

/** The client's model of that row: dates with their hours, and the two parties as people. */
export interface ReviewNeeded {
  bookingId: number
  camperId: number
  camperTitle: string
  side: ReviewSide
  dateTimeFrom: string
  dateTimeTo: string
  guest: Party
  owner: Party
  deadline: string
}

const atHour = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00`

/** Spec 1 §3: date_from + hour_from → date_time_from, date_to + hour_to → date_time_to, guest_* → guest, owner_* → owner. */
export function regroupReviewNeeded(item: ReviewNeededItem): ReviewNeeded {
  return {
    bookingId: item.booking_id,
    camperId: item.camper_id,
    camperTitle: item.camper_title,
    side: item.author_type,
    dateTimeFrom: atHour(item.date_from, item.hour_from),
    dateTimeTo: atHour(item.date_to, item.hour_to),
    guest: { id: item.guest_id, firstName: item.guest_first_name, picture: item.guest_picture },
    owner: { id: item.owner_id, firstName: item.owner_first_name, picture: item.owner_picture },
    deadline: item.review_deadline,
  }
}

/** A review-form address needs a numeric id (spec 1 §5); anything else goes to the reviews page. */
export function reviewFormId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}

/** The photo a guest may add to their review: its formats and size limit (PATCH /3/review/{id}/photo/). */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const MAX_REVIEW_PHOTO_BYTES = 5 * 1024 * 1024

export type ReviewPhotoProblem = 'type' | 'size'

/** Why the server would refuse this file as a review photo, or null when it fits; lets the client say so before sending. */
export function reviewPhotoProblem(file: { type: string; size: number }): ReviewPhotoProblem | null {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size <= 0 || file.size > MAX_REVIEW_PHOTO_BYTES) return 'size'
  return null
}

/** Why a user may report a published review to the moderators. */
export const REVIEW_REPORT_REASONS = ['offensive', 'false', 'personal_data', 'spam', 'other'] as const
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]
