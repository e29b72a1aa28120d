import type { CatalogueEntry } from './catalogue-entry'
import type { extensionMachine } from './extension.machine'
import { isExtensionPayable } from '../src/domain/booking-extras'
import type { ExtensionState } from '../src/domain/booking-extras'

type ExtensionEntry = CatalogueEntry<typeof extensionMachine>

export const extensionEventFixtures: ExtensionEntry['events'] = [
  { type: 'guest.validate' },
  { type: 'guest.cancel' },
  { type: 'owner.accept' },
  { type: 'owner.refuse' },
  { type: 'payment.succeeded' },
]

export const extensionChecks: ExtensionEntry['checks'] = [
  {
    state: '*',
    description: 'the chart lets it be paid exactly when the spec says it is payable (ACCEPTED)',
    holds: (snapshot) =>
      snapshot.can({ type: 'payment.succeeded' }) === isExtensionPayable(snapshot.value as ExtensionState),
  },
  {
    state: '*',
    description: 'only a request sent to the owner waits for the owner',
    holds: (snapshot) => snapshot.can({ type: 'owner.accept' }) === snapshot.matches('GUEST_ASK'),
  },
  { state: 'CONFIRMED', description: 'a paid extension is over', holds: (snapshot) => snapshot.status === 'done' },
  {
    state: 'CANCEL_OWNER',
    description: 'a refused extension is over',
    holds: (snapshot) => snapshot.status === 'done',
  },
  {
    state: 'CANCEL_GUEST',
    description: 'a withdrawn extension is over',
    holds: (snapshot) => snapshot.status === 'done',
  },
]
