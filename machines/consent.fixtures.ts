import type { CatalogueEntry } from './catalogue-entry'
import type { consentMachine } from './consent.machine'

type ConsentEntry = CatalogueEntry<typeof consentMachine>

export const consentEventFixtures: ConsentEntry['events'] = [
  { type: 'user.acceptAll' },
  { type: 'user.refuseAll' },
  { type: 'user.customise' },
  { type: 'user.toggle', category: 'analytics', enabled: true },
  { type: 'user.toggle', category: 'marketing', enabled: true },
  { type: 'user.save' },
  { type: 'user.openPreferences' },
  { type: 'user.close' },
]

export const consentChecks: ConsentEntry['checks'] = [
  {
    state: 'undecided',
    description: 'no choice is in force (the banner asks)',
    holds: (snapshot) => snapshot.context.saved === null,
  },
  { state: 'decided', description: 'a choice is in force', holds: (snapshot) => snapshot.context.saved !== null },
  {
    state: 'preferences',
    description: 'the dialog shows only the two optional categories',
    holds: (snapshot) => Object.keys(snapshot.context.draft).sort().join() === 'analytics,marketing',
  },
]

/** Paths tell states apart by state and whether a choice is in force: the draft's combinations would only repeat them. */
export const serializeConsentState: NonNullable<ConsentEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.saved !== null])
