import { assign, fromPromise, setup } from 'xstate'
import { camperPictureProblem, type CamperPictureProblem, type PictureFacts } from '../src/domain/camper-picture-rules'

/** One chosen file and how far it got; `messages` are the server's reasons for refusing it. */
export interface QueuedPicture {
  file: Blob & { name: string }
  status: 'waiting' | 'sending' | 'done' | 'failed'
  problem: CamperPictureProblem | null
  messages: string[]
}

/** The pictures drop zone (owner pictures page, onboarding): each file is measured, checked with the server's rules, then sent, one at a time. */
export interface PictureUploadContext {
  queue: QueuedPicture[]
  /** The file being measured or sent. */
  current: number
  /** Pictures the camper has, so the limit is checked before sending. */
  count: number
}

export type PictureUploadEvent =
  { type: 'user.add'; files: Array<Blob & { name: string }> } | { type: 'pictures.counted'; count: number }

/** Placeholders until the web app provides them: measure reads type and dimensions; upload rejects with the server's messages. */
const measure = fromPromise<PictureFacts, { file: Blob }>(async () => {
  throw new Error('picture-upload machine: provide the measure actor')
})
const upload = fromPromise<unknown, { file: Blob }>(async () => {
  throw new Error('picture-upload machine: provide the upload actor')
})

const setCurrent = (queue: QueuedPicture[], current: number, change: Partial<QueuedPicture>) =>
  queue.map((item, index) => (index === current ? { ...item, ...change } : item))
const queued = (files: Array<Blob & { name: string }>): QueuedPicture[] =>
  files.map((file) => ({ file, status: 'waiting', problem: null, messages: [] }))

export const pictureUploadMachine = setup({
  types: { context: {} as PictureUploadContext, events: {} as PictureUploadEvent, input: {} as { count: number } },
  actors: { measure, upload },
  actions: {
    startQueue: assign({ queue: ({ event }) => (event.type === 'user.add' ? queued(event.files) : []), current: 0 }),
    setCount: assign({
      count: ({ context, event }) => (event.type === 'pictures.counted' ? event.count : context.count),
    }),
    markSending: assign({ queue: ({ context }) => setCurrent(context.queue, context.current, { status: 'sending' }) }),
    markRefused: assign({
      queue: ({ context, event }) => {
        const facts = 'output' in event ? (event.output as PictureFacts) : null
        const problem = facts ? camperPictureProblem(facts, context.count) : 'not_an_image'
        return setCurrent(context.queue, context.current, { status: 'failed', problem })
      },
    }),
    markDone: assign({
      queue: ({ context }) => setCurrent(context.queue, context.current, { status: 'done' }),
      count: ({ context }) => context.count + 1,
    }),
    // The server's messages come as a list of strings; anything else (a network failure) leaves the view its general message.
    markFailed: assign({
      queue: ({ context, event }) => {
        const error = 'error' in event ? event.error : null
        const messages = Array.isArray(error)
          ? error.filter((message): message is string => typeof message === 'string')
          : []
        return setCurrent(context.queue, context.current, { status: 'failed', messages })
      },
    }),
    advance: assign({ current: ({ context }) => context.current + 1 }),
  },
  guards: {
    hasFiles: ({ event }) => event.type === 'user.add' && event.files.length > 0,
    refused: ({ context, event }) =>
      'output' in event && camperPictureProblem(event.output as PictureFacts, context.count) !== null,
    moreFiles: ({ context }) => context.current + 1 < context.queue.length,
  },
}).createMachine({
  id: 'pictureUpload',
  initial: 'idle',
  context: ({ input }) => ({ queue: [], current: 0, count: input.count }),
  // The page's count after each refresh (uploads, deletes) is the truth; the server checks the limit again anyway.
  on: { 'pictures.counted': { actions: 'setCount' } },
  states: {
    idle: {
      on: { 'user.add': { guard: 'hasFiles', target: 'checking', actions: 'startQueue' } },
    },
    // A new choice waits for the current one to settle (the view disables the input meanwhile).
    checking: {
      invoke: {
        id: 'measure',
        src: 'measure',
        input: ({ context }) => ({ file: context.queue[context.current]!.file }),
        onDone: [
          { guard: 'refused', target: 'next', actions: 'markRefused' },
          { target: 'sending', actions: 'markSending' },
        ],
        onError: { target: 'next', actions: 'markRefused' },
      },
    },
    sending: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.queue[context.current]!.file }),
        onDone: { target: 'next', actions: 'markDone' },
        onError: { target: 'next', actions: 'markFailed' },
      },
    },
    next: {
      always: [{ guard: 'moreFiles', target: 'checking', actions: 'advance' }, { target: 'idle' }],
    },
  },
})

/** How many of the chosen files are settled (sent or refused), for the progress bar. */
export const settledCount = (context: PictureUploadContext) =>
  context.queue.filter((item) => item.status === 'done' || item.status === 'failed').length
