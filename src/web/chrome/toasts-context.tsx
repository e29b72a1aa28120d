import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import type { ContextFrom, EventFrom } from 'xstate'
import { toastsMachine } from '../../../machines/toasts.machine'

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

/** Runs the toasts machine once at the app root; any component shows a toast through useToasts(). */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [state, send] = useMachine(toastsMachine)
  const toasts = state.context.toasts
  const value = useMemo<ToastsApi>(() => ({
    toasts,
    show: (toast) => send({ type: 'toast.show', toast: { ...toast, timestamp: nextTimestamp() } }),
    dismiss: (timestamp) => send({ type: 'toast.dismiss', timestamp }),
  }), [toasts, send])
  return <ToastsContext.Provider value={value}>{children}</ToastsContext.Provider>
}

export function useToasts(): ToastsApi {
  const value = useContext(ToastsContext)
  if (!value) throw new Error('useToasts needs <ToastsProvider>')
  return value
}

/** A one-line toast with text already translated by the caller. */
export function simpleToast(type: 'success' | 'error', text: string): ToastInput {
  return { type, fields: [{ label: { text, needTranslation: false }, description: { text: '', needTranslation: false } }] }
}
