import { and, assign, fromPromise, setup } from 'xstate'
import {
  EMPTY_REVIEW_DRAFT,
  isReviewStepComplete,
  nextReviewStep,
  REVIEW_FORM_STEPS,
  type ReviewDraft,
  type ReviewFormStep,
  type ReviewSide,
} from '../src/domain/review-rules'

/**
 * A review form (spec 1 §2): /f/trip/{id} (guest: booking → end → owner → owner-private) and /f/booking/{id}
 * (owner: booking → end → guest). Each step must be complete before the next; a step reached by its address with an
 * earlier one left empty is blocked; the last step sends the review. A 409 means this side already reviewed the
 * booking; any other refusal shows the server's words on the last step.
 */
export interface ReviewFormContext {
  side: ReviewSide
  step: ReviewFormStep
  draft: ReviewDraft
  /** Sending failed, and the server's words about it (may be empty: then a general error is shown). */
  failed: boolean
  messages: string[]
}

export interface ReviewFormInput {
  side: ReviewSide
  /** The step named by the address the form opened on. */
  step: ReviewFormStep
}

/** The rating of each step: booking → rating, end → endRating, owner / guest → targetRating. */
const RATING_OF: Record<ReviewFormStep, 'rating' | 'endRating' | 'targetRating' | null> = {
  booking: 'rating',
  end: 'endRating',
  owner: 'targetRating',
  guest: 'targetRating',
  'owner-private': null,
}

/** The text of each step: the public comment on booking, the private note on owner-private. */
const TEXT_OF: Record<ReviewFormStep, 'comment' | 'privateComment' | null> = {
  booking: 'comment',
  end: null,
  owner: null,
  guest: null,
  'owner-private': 'privateComment',
}

/** Ratings and texts go to the field of the step on screen, so an event cannot fill in a step the user does not see. */
export type ReviewFormEvent =
  | { type: 'user.rate'; value: number }
  | { type: 'user.write'; text: string }
  | { type: 'user.next' }
  /** The address names another step (a link, the browser's back button). */
  | { type: 'url.step'; step: ReviewFormStep }

/** What the submit actor rejects with when the server answered; anything else is a failure without its words. */
export interface ReviewFormFailure {
  alreadyReviewed: boolean
  messages: string[]
}

function failureOf(error: unknown): ReviewFormFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    'alreadyReviewed' in error &&
    'messages' in error &&
    Array.isArray(error.messages)
  ) {
    return {
      alreadyReviewed: error.alreadyReviewed === true,
      messages: error.messages.filter((message) => typeof message === 'string'),
    }
  }
  return { alreadyReviewed: false, messages: [] }
}

/** The first step of the form left incomplete before `step`, or null when every earlier one is done. */
export function firstIncompleteStepBefore(
  side: ReviewSide,
  step: ReviewFormStep,
  draft: ReviewDraft,
): ReviewFormStep | null {
  const steps: readonly ReviewFormStep[] = REVIEW_FORM_STEPS[side]
  return steps.slice(0, steps.indexOf(step)).find((entry) => !isReviewStepComplete(entry, draft)) ?? null
}

/** Placeholder until the page provides it: send the review (rejects with a ReviewFormFailure when refused). */
const submit = fromPromise<void, { side: ReviewSide; draft: ReviewDraft }>(async () => {
  throw new Error('review form machine: provide the submit actor')
})

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
  },
  actors: { submit },
  actions: {
    rate: assign(({ context, event }) => {
      const field = RATING_OF[context.step]
      return event.type === 'user.rate' && field
        ? { draft: { ...context.draft, [field]: event.value }, failed: false, messages: [] }
        : {}
    }),
    write: assign(({ context, event }) => {
      const field = TEXT_OF[context.step]
      return event.type === 'user.write' && field
        ? { draft: { ...context.draft, [field]: event.text }, failed: false, messages: [] }
        : {}
    }),
    goNext: assign({ step: ({ context }) => nextReviewStep(context.side, context.step) ?? context.step }),
    goTo: assign({ step: ({ context, event }) => (event.type === 'url.step' ? event.step : context.step) }),
    clearErrors: assign({ failed: false, messages: [] }),
    setFailure: assign(({ event }) => ({
      failed: true,
      messages: failureOf('error' in event ? event.error : null).messages,
    })),
  },
  guards: {
    stepComplete: ({ context }) => isReviewStepComplete(context.step, context.draft),
    hasNextStep: ({ context }) => nextReviewStep(context.side, context.step) !== null,
    reachable: ({ context }) => firstIncompleteStepBefore(context.side, context.step, context.draft) === null,
    alreadyReviewed: ({ event }) => 'error' in event && failureOf(event.error).alreadyReviewed,
  },
}).createMachine({
  id: 'reviewForm',
  initial: 'routing',
  context: ({ input }) => ({
    side: input.side,
    step: input.step,
    draft: EMPTY_REVIEW_DRAFT,
    failed: false,
    messages: [],
  }),
  states: {
    // Decides whether the step of the address may be filled in yet.
    routing: {
      always: [{ guard: 'reachable', target: 'filling' }, { target: 'blocked' }],
    },
    blocked: {
      on: { 'url.step': { target: 'routing', actions: 'goTo' } },
    },
    filling: {
      on: {
        'user.rate': { actions: 'rate' },
        'user.write': { actions: 'write' },
        'user.next': [
          { guard: and(['stepComplete', 'hasNextStep']), actions: 'goNext' },
          { guard: 'stepComplete', target: 'submitting' },
        ],
        'url.step': { target: 'routing', actions: 'goTo' },
      },
    },
    submitting: {
      entry: 'clearErrors',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ side: context.side, draft: context.draft }),
        onDone: { target: 'submitted' },
        onError: [
          { guard: 'alreadyReviewed', target: 'alreadyReviewed', actions: 'setFailure' },
          { target: 'filling', actions: 'setFailure' },
        ],
      },
    },
    submitted: { type: 'final' },
    alreadyReviewed: { type: 'final' },
  },
})
