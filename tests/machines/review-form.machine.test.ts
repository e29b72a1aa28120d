import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { reviewFormMachine } from '../../machines/review-form.machine'
import type { ReviewFormFailure, ReviewFormInput } from '../../machines/review-form.machine'
import type { ReviewDraft, ReviewSide } from '../../src/domain/review-rules'

function start(input: ReviewFormInput, answer: () => Promise<void>) {
  const sent: Array<{ side: ReviewSide; draft: ReviewDraft }> = []
  const actor = createActor(
    reviewFormMachine.provide({
      actors: {
        submit: fromPromise<void, { side: ReviewSide; draft: ReviewDraft }>(
          ({ input }) => (sent.push(input), answer()),
        ),
      },
    }),
    { input },
  ).start()
  return { actor, sent }
}

describe('review form machine', () => {
  it('walks the guest through every step, keeps an incomplete step in place, and sends the whole review once', async () => {
    const { actor, sent } = start({ side: 'guest', step: 'booking' }, async () => {})
    actor.send({ type: 'user.rate', value: 5 })
    actor.send({ type: 'user.next' })
    // The public comment is still empty.
    expect(actor.getSnapshot().context.step).toBe('booking')
    actor.send({ type: 'user.write', text: 'Lovely.' })
    actor.send({ type: 'user.next' })
    expect(actor.getSnapshot().context.step).toBe('end')
    actor.send({ type: 'user.rate', value: 4 })
    actor.send({ type: 'user.next' })
    actor.send({ type: 'user.rate', value: 3 })
    actor.send({ type: 'user.next' })
    expect(actor.getSnapshot().context.step).toBe('owner-private')
    actor.send({ type: 'user.next' })
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'))
    expect(sent).toEqual([
      { side: 'guest', draft: { rating: 5, comment: 'Lovely.', endRating: 4, targetRating: 3, privateComment: '' } },
    ])
  })

  it('blocks a step opened by its address until the earlier ones are done, and follows the address back', () => {
    const { actor } = start({ side: 'owner', step: 'guest' }, async () => {})
    expect(actor.getSnapshot().value).toBe('blocked')
    actor.send({ type: 'url.step', step: 'booking' })
    expect(actor.getSnapshot().matches('filling')).toBe(true)
    actor.send({ type: 'user.rate', value: 2 })
    actor.send({ type: 'user.write', text: 'Late return.' })
    actor.send({ type: 'user.next' })
    actor.send({ type: 'url.step', step: 'booking' })
    expect(actor.getSnapshot().context).toMatchObject({
      step: 'booking',
      draft: { rating: 2, comment: 'Late return.' },
    })
  })

  it('shows the server’s words on a refusal, and ends on already reviewed for a 409', async () => {
    const answers: Array<() => Promise<void>> = [
      async () => {
        throw {
          alreadyReviewed: false,
          messages: ['The review window of this booking is over.'],
        } satisfies ReviewFormFailure
      },
      async () => {
        throw {
          alreadyReviewed: true,
          messages: ['You have already reviewed this booking.'],
        } satisfies ReviewFormFailure
      },
    ]
    const { actor } = start({ side: 'owner', step: 'booking' }, () => answers.shift()!())
    actor.send({ type: 'user.rate', value: 4 })
    actor.send({ type: 'user.write', text: 'Fine.' })
    actor.send({ type: 'user.next' })
    actor.send({ type: 'user.rate', value: 4 })
    actor.send({ type: 'user.next' })
    actor.send({ type: 'user.rate', value: 4 })
    actor.send({ type: 'user.next' })
    await waitFor(actor, (snapshot) => snapshot.context.failed)
    expect(actor.getSnapshot().context).toMatchObject({
      step: 'guest',
      messages: ['The review window of this booking is over.'],
    })
    expect(actor.getSnapshot().matches('filling')).toBe(true)
    actor.send({ type: 'user.next' })
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyReviewed'))
    expect(actor.getSnapshot().context.messages).toEqual(['You have already reviewed this booking.'])
  })
})
