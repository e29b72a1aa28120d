import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import type { ContextFrom, EventFrom } from 'xstate'
import { toastsMachine } from '../../../machines/toasts.machine'

export type Toast = ContextFrom<typeof toastsMachine>['toasts'][number]
export type ToastInput = Extract<EventFrom<typeof toastsMachine>, { type: 'toast.show' }>['toast']

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
    show: (toast) => send({ type: 'toast.show', toast }),
    dismiss: (timestamp) => send({ type: 'toast.dismiss', timestamp }),
  }), [toasts, send])
  return <ToastsContext.Provider value={value}>{children}</ToastsContext.Provider>
}

export function useToasts(): ToastsApi {
  const value = useContext(ToastsContext)
  if (!value) throw new Error('useToasts needs <ToastsProvider>')
  return value
}
