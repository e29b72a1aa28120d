import type { CatalogueEntry } from './catalogue-entry'
import { firstIncompleteStepBefore, type reviewFormMachine, type ReviewFormFailure } from './review-form.machine'
import { isReviewStepComplete, REVIEW_FORM_STEPS } from '../src/domain/review-rules'

type ReviewFormEntry = CatalogueEntry<typeof reviewFormMachine>

export const guestReviewFormInput: ReviewFormEntry['input'] = { side: 'guest', step: 'booking' }
// The owner's form opened on its last step by its address: blocked until the first steps are done.
export const ownerReviewFormInput: ReviewFormEntry['input'] = { side: 'owner', step: 'guest' }

export const reviewFormEventFixtures: ReviewFormEntry['events'] = [
  // The path generator keeps one fixture per event type: the field is the step's own.
  { type: 'user.rate', value: 5 },
  { type: 'user.write', text: 'A clean camper and a kind host.' },
  { type: 'user.next' },
  { type: 'url.step', step: 'booking' },
  { type: 'url.step', step: 'end' },
  { type: 'xstate.done.actor.submit', output: undefined },
  {
    type: 'xstate.error.actor.submit',
    error: { alreadyReviewed: true, messages: ['You have already reviewed this booking.'] } satisfies ReviewFormFailure,
  },
  {
    type: 'xstate.error.actor.submit',
    error: {
      alreadyReviewed: false,
      messages: ['The review window of this booking is over.'],
    } satisfies ReviewFormFailure,
  },
  { type: 'xstate.error.actor.submit', error: new Error('Network Error') },
]

/** Paths tell states apart by state, step, which answers are given, and whether an error shows (not by its words). */
export const serializeReviewFormState: NonNullable<ReviewFormEntry['serializeState']> = (snapshot) => {
  const { step, draft, failed } = snapshot.context
  return JSON.stringify([
    snapshot.value,
    step,
    Object.values(draft).map((answer) => answer !== null && answer !== ''),
    failed,
  ])
}

export const reviewFormChecks: ReviewFormEntry['checks'] = [
  {
    state: 'filling',
    description: 'every earlier step is complete',
    holds: (snapshot) =>
      firstIncompleteStepBefore(snapshot.context.side, snapshot.context.step, snapshot.context.draft) === null,
  },
  {
    state: 'blocked',
    description: 'an earlier step is left empty',
    holds: (snapshot) =>
      firstIncompleteStepBefore(snapshot.context.side, snapshot.context.step, snapshot.context.draft) !== null,
  },
  {
    state: 'submitting',
    description: 'only a complete review on the last step is sent, without an old error',
    holds: ({ context }) =>
      !context.failed &&
      REVIEW_FORM_STEPS[context.side].every((entry) => isReviewStepComplete(entry, context.draft)) &&
      REVIEW_FORM_STEPS[context.side].at(-1) === context.step,
  },
  {
    state: 'submitted',
    description: 'the sent review was complete',
    holds: ({ context }) =>
      REVIEW_FORM_STEPS[context.side].every((entry) => isReviewStepComplete(entry, context.draft)),
  },
]
