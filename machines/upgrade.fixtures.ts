import type { CatalogueEntry } from './catalogue-entry'
import type { upgradeMachine } from './upgrade.machine'
import { isUpgradePayable } from '../src/domain/booking-extras'
import type { UpgradeState } from '../src/domain/booking-extras'

type UpgradeEntry = CatalogueEntry<typeof upgradeMachine>

export const upgradeEventFixtures: UpgradeEntry['events'] = [{ type: 'guest.validate' }, { type: 'guest.cancel' }, { type: 'payment.succeeded' }]

export const upgradeChecks: UpgradeEntry['checks'] = [
  {
    state: '*',
    description: 'the chart lets it be paid exactly when it is payable (ACCEPTED)',
    holds: (snapshot) => snapshot.can({ type: 'payment.succeeded' }) === isUpgradePayable(snapshot.value as UpgradeState),
  },
  { state: 'CONFIRMED', description: 'a paid upgrade is over', holds: (snapshot) => snapshot.status === 'done' },
  { state: 'CANCEL_GUEST', description: 'a withdrawn upgrade is over', holds: (snapshot) => snapshot.status === 'done' },
]
