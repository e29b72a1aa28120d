import type { CatalogueEntry } from './catalogue-entry'
import type { emailChangeMachine } from './email-change.machine'

type EmailChangeEntry = CatalogueEntry<typeof emailChangeMachine>

export const emailChangeEventFixtures: EmailChangeEntry['events'] = [
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.replace' },
  { type: 'clock.expire' },
]

export const emailChangeChecks: EmailChangeEntry['checks'] = [
  {
    state: 'confirmed',
    description: 'only an opened link ends a change confirmed',
    holds: (snapshot) => snapshot.status === 'done',
  },
  {
    state: 'cancelled',
    description: 'a cancelled or replaced change is over: its link can no longer change the address',
    holds: (snapshot) => snapshot.status === 'done',
  },
  {
    state: 'expired',
    description: 'an expired change is over',
    holds: (snapshot) => snapshot.status === 'done',
  },
]
