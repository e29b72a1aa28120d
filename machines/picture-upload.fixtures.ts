import type { CatalogueEntry } from './catalogue-entry'
import type { pictureUploadMachine } from './picture-upload.machine'
import { MAX_CAMPER_PICTURES } from '../src/domain/camper-picture-rules'

type PictureUploadEntry = CatalogueEntry<typeof pictureUploadMachine>

export const pictureUploadInput: PictureUploadEntry['input'] = { count: 2 }

const file = (name: string) => Object.assign(new Blob(['picture']), { name })

export const pictureUploadEventFixtures: PictureUploadEntry['events'] = [
  { type: 'user.add', files: [file('front.jpg'), file('back.jpg')] },
  { type: 'user.add', files: [] },
  { type: 'pictures.counted', count: MAX_CAMPER_PICTURES },
  { type: 'pictures.counted', count: 2 },
  { type: 'xstate.done.actor.measure', output: { bytes: 2_000_000, type: 'image/jpeg', width: 1600, height: 1000 } },
  { type: 'xstate.done.actor.measure', output: { bytes: 2_000_000, type: 'image/jpeg', width: 600, height: 400 } },
  { type: 'xstate.error.actor.measure', error: new Error('unreadable') },
  { type: 'xstate.done.actor.upload', output: undefined },
  { type: 'xstate.error.actor.upload', error: ['The picture is too large: at most 10 MB.'] },
  { type: 'xstate.error.actor.upload', error: new Error('Network Error') },
]

/** Paths tell states apart by state, whether files wait after the current one, and whether the camper is full. */
export const serializePictureUploadState: NonNullable<PictureUploadEntry['serializeState']> = (snapshot) => {
  const { queue, current, count } = snapshot.context
  return JSON.stringify([snapshot.value, queue.length - current, count >= MAX_CAMPER_PICTURES])
}

export const pictureUploadChecks: PictureUploadEntry['checks'] = [
  {
    state: 'checking',
    description: 'the current file is being measured',
    holds: (snapshot) =>
      snapshot.children.measure !== undefined && snapshot.context.queue[snapshot.context.current] !== undefined,
  },
  {
    state: 'sending',
    description: 'the current file passed the checks and is being sent',
    holds: (snapshot) =>
      snapshot.context.queue[snapshot.context.current]?.status === 'sending' && snapshot.children.upload !== undefined,
  },
  {
    state: 'idle',
    description: 'every chosen file is settled',
    holds: (snapshot) => snapshot.context.queue.every((item) => item.status === 'done' || item.status === 'failed'),
  },
  {
    state: '*',
    description: 'files are taken in order: every one before the current one is settled',
    holds: (snapshot) =>
      snapshot.context.queue
        .slice(0, snapshot.context.current)
        .every((item) => item.status === 'done' || item.status === 'failed'),
  },
]
