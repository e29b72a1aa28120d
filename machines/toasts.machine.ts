import { assign, setup } from 'xstate'

/** Spec 1 §9: a toast stays 4 s after the last one shown. */
export const TOAST_AUTO_DISMISS_MS = 4000

/** A text shown in a toast: a Lingui message id to translate, or text shown as is. */
export interface ToastText {
  text: string
  needTranslation: boolean
  translationParams?: Record<string, string | number>
}

/** Spec 1 §3 Toast. The timestamp is the toast's identity. */
export interface Toast {
  timestamp: number
  type: 'error' | 'success'
  fields: Array<{ label: ToastText; description: ToastText }>
}

export interface ToastsContext {
  toasts: Toast[]
}

export type ToastsEvent = { type: 'toast.show'; toast: Toast } | { type: 'toast.dismiss'; timestamp: number }

/**
 * The toast queue. Auto-removal takes the oldest toast one at a time; each new toast restarts the
 * 4 s wait (debounce, spec 1 §4), a manual dismissal does not.
 */
export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  actions: {
    add: assign({
      toasts: ({ context, event }) =>
        event.type === 'toast.show' && !context.toasts.some((toast) => toast.timestamp === event.toast.timestamp)
          ? [...context.toasts, event.toast]
          : context.toasts,
    }),
    remove: assign({
      toasts: ({ context, event }) =>
        event.type === 'toast.dismiss'
          ? context.toasts.filter((toast) => toast.timestamp !== event.timestamp)
          : context.toasts,
    }),
    removeOldest: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
  },
  guards: {
    isEmpty: ({ context }) => context.toasts.length === 0,
  },
}).createMachine({
  id: 'toasts',
  initial: 'idle',
  context: { toasts: [] },
  states: {
    idle: {
      on: { 'toast.show': { target: 'showing', actions: 'add' } },
    },
    showing: {
      always: { guard: 'isEmpty', target: 'idle' },
      after: {
        [TOAST_AUTO_DISMISS_MS]: { target: 'showing', reenter: true, actions: 'removeOldest' },
      },
      on: {
        'toast.show': { target: 'showing', reenter: true, actions: 'add' },
        'toast.dismiss': { actions: 'remove' },
      },
    },
  },
})
