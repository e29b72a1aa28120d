import type { CatalogueEntry } from './catalogue-entry'
import type { Toast, toastsMachine } from './toasts.machine'

type ToastsEntry = CatalogueEntry<typeof toastsMachine>

const toast = (timestamp: number, type: Toast['type']): Toast => ({
  timestamp,
  type,
  fields: [
    {
      label: { text: 'Error', needTranslation: false },
      description: { text: `toast ${timestamp}`, needTranslation: false },
    },
  ],
})

export const toastsEventFixtures: ToastsEntry['events'] = [
  { type: 'toast.show', toast: toast(1, 'error') },
  { type: 'toast.show', toast: toast(2, 'success') },
  { type: 'toast.dismiss', timestamp: 1 },
  { type: 'toast.dismiss', timestamp: 2 },
]

export const toastsChecks: ToastsEntry['checks'] = [
  { state: 'idle', description: 'no toast is shown', holds: (snapshot) => snapshot.context.toasts.length === 0 },
  {
    state: 'showing',
    description: 'at least one toast is shown',
    holds: (snapshot) => snapshot.context.toasts.length > 0,
  },
  {
    state: '*',
    description: 'a toast is shown once',
    holds: (snapshot) =>
      new Set(snapshot.context.toasts.map((t) => t.timestamp)).size === snapshot.context.toasts.length,
  },
]
