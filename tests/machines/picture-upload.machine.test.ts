import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PictureFacts } from '../../src/domain/camper-picture-rules'
import { pictureUploadMachine, settledCount } from '../../machines/picture-upload.machine'

const file = (name: string) => Object.assign(new Blob([name]), { name })
const facts = (name: string): PictureFacts =>
  name.startsWith('small')
    ? { bytes: 1000, type: 'image/jpeg', width: 600, height: 400 }
    : { bytes: 1000, type: 'image/jpeg', width: 1600, height: 1000 }

function start(count: number, answer: (name: string) => Promise<unknown>) {
  const sent: string[] = []
  const actor = createActor(
    pictureUploadMachine.provide({
      actors: {
        measure: fromPromise<PictureFacts, { file: Blob }>(async ({ input }) =>
          facts((input.file as Blob & { name: string }).name),
        ),
        upload: fromPromise<unknown, { file: Blob }>(({ input }) => {
          const { name } = input.file as Blob & { name: string }
          sent.push(name)
          return answer(name)
        }),
      },
    }),
    { input: { count } },
  ).start()
  return { actor, sent }
}

describe('picture upload machine', () => {
  it('sends only the files that pass the checks, one after the other, and keeps the server’s reasons', async () => {
    const { actor, sent } = start(0, async (name) => {
      if (name === 'refused.jpg') throw ['The picture is too large: at most 10 MB.']
      if (name === 'offline.jpg') throw new Error('Network Error')
    })
    actor.send({
      type: 'user.add',
      files: [file('small.jpg'), file('good.jpg'), file('refused.jpg'), file('offline.jpg')],
    })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    const { context } = actor.getSnapshot()
    expect(sent).toEqual(['good.jpg', 'refused.jpg', 'offline.jpg'])
    expect(context.queue.map((item) => [item.status, item.problem, item.messages])).toEqual([
      ['failed', 'too_small', []],
      ['done', null, []],
      ['failed', null, ['The picture is too large: at most 10 MB.']],
      ['failed', null, []],
    ])
    expect(context.count).toBe(1)
    expect(settledCount(context)).toBe(4)
  })

  it('stops at the camper’s limit and takes a new count from the page', async () => {
    const { actor, sent } = start(29, async () => {})
    actor.send({ type: 'user.add', files: [file('one.jpg'), file('two.jpg')] })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(sent).toEqual(['one.jpg'])
    expect(actor.getSnapshot().context.queue[1]).toMatchObject({ status: 'failed', problem: 'too_many' })
    actor.send({ type: 'pictures.counted', count: 3 })
    actor.send({ type: 'user.add', files: [] })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'user.add', files: [file('three.jpg')] })
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue[0]?.status === 'done')
    expect(sent).toEqual(['one.jpg', 'three.jpg'])
  })
})
