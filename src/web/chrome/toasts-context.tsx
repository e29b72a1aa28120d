import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Actor, ContextFrom, EventFrom } from 'xstate'
import type { toastsMachine } from '../../../machines/toasts.machine'

export type Toast = ContextFrom<typeof toastsMachine>['toasts'][number]
export type ToastInput = Omit<Extract<EventFrom<typeof toastsMachine>, { type: 'toast.show' }>['toast'], 'timestamp'>

// The timestamp is a toast's identity, so two toasts in the same millisecond must still differ.
let lastTimestamp = 0
const nextTimestamp = () => (lastTimestamp = Math.max(Date.now(), lastTimestamp + 1))

interface ToastsApi {
  toasts: Toast[]
  show: (toast: ToastInput) => void
  dismiss: (timestamp: number) => void
}

const ToastsContext = createContext<ToastsApi | null>(null)

type ToastsActor = Actor<typeof toastsMachine>

/**
 * Runs the toasts machine once at the app root; any component shows a toast through useToasts(). The machine
 * (and XState) load with the first toast, so that pages start without them.
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const actor = useRef<Promise<ToastsActor> | null>(null)
  useEffect(
    () => () => {
      void actor.current?.then((started) => started.stop())
      actor.current = null
    },
    [],
  )
  const value = useMemo<ToastsApi>(() => {
    const send = (event: EventFrom<typeof toastsMachine>) => {
      actor.current ??= Promise.all([import('xstate'), import('../../../machines/toasts.machine')]).then(
        ([{ createActor }, { toastsMachine }]) => {
          const started = createActor(toastsMachine)
          started.subscribe((snapshot) => setToasts(snapshot.context.toasts))
          return started.start()
        },
      )
      void actor.current.then((started) => started.send(event))
    }
    return {
      toasts,
      show: (toast) => send({ type: 'toast.show', toast: { ...toast, timestamp: nextTimestamp() } }),
      dismiss: (timestamp) => send({ type: 'toast.dismiss', timestamp }),
    }
  }, [toasts])
  return <ToastsContext.Provider value={value}>{children}</ToastsContext.Provider>
}

export function useToasts(): ToastsApi {
  const value = useContext(ToastsContext)
  if (!value) throw new Error('useToasts needs <ToastsProvider>')
  return value
}

/** A one-line toast with text already translated by the caller. */
export function simpleToast(type: 'success' | 'error', text: string): ToastInput {
  return {
    type,
    fields: [{ label: { text, needTranslation: false }, description: { text: '', needTranslation: false } }],
  }
}
