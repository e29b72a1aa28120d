import type { CatalogueEntry } from './catalogue-entry'
import type { upgradeMachine, UpgradeInput } from './upgrade.machine'
import { isUpgradePayable } from '../src/domain/booking-extras'
import type { UpgradeState } from '../src/domain/booking-extras'

type UpgradeEntry = CatalogueEntry<typeof upgradeMachine>

export const upgradeEventFixtures: UpgradeEntry['events'] = [
  { type: 'guest.validate' },
  { type: 'guest.cancel' },
  { type: 'payment.succeeded' },
]

/** The two kinds the chart runs for: each gets its own catalogue entry, so every path is walked with both. */
export const secondDriverUpgradeInput: UpgradeInput = { kind: 'second_driver' }
export const buybackUpgradeInput: UpgradeInput = { kind: 'buyback' }

export const upgradeChecks: UpgradeEntry['checks'] = [
  {
    state: '*',
    description: 'the chart lets it be paid exactly when it is payable (ACCEPTED)',
    holds: (snapshot) =>
      snapshot.can({ type: 'payment.succeeded' }) === isUpgradePayable(snapshot.value as UpgradeState),
  },
  {
    state: '*',
    description: 'the upgrade keeps the kind it was asked with',
    holds: (snapshot) => ['second_driver', 'buyback'].includes(snapshot.context.kind),
  },
  {
    state: 'CONFIRMED',
    description:
      'a paid upgrade is over and says what the booking gains: a buy-back switches the insurance, a second driver is added',
    holds: (snapshot) =>
      snapshot.status === 'done' &&
      snapshot.output?.kind === snapshot.context.kind &&
      snapshot.output.effect === (snapshot.context.kind === 'buyback' ? 'switch_insurance' : 'add_second_driver'),
  },
  {
    state: 'CANCEL_GUEST',
    description: 'a withdrawn upgrade is over and changes nothing',
    holds: (snapshot) => snapshot.status === 'done' && snapshot.output === null,
  },
]
