import type { CatalogueEntry } from './catalogue-entry'
import type { earningsMachine } from './earnings.machine'
import { EARNINGS_STEPS, firstUnfilledStep, simulationKey, simulationRequest } from '../src/domain/earnings-steps'
import type { EarningsResult } from '../src/domain/earnings-steps'

type EarningsEntry = CatalogueEntry<typeof earningsMachine>

const THIS_YEAR = 2026

// A deep link to the results with a lead source: gating sends the visitor back to the owner step.
export const earningsInput: EarningsEntry['input'] = { step: 'results', leadSourceQuery: '12', thisYear: THIS_YEAR }

const result: EarningsResult = {
  reference: 'c0ffee00-0000-4000-8000-000000000001',
  minDaily: 80,
  maxDaily: 110,
  minYearly: 2400,
  maxYearly: 3300,
  currency: 'EUR',
  comparables: 6,
  criteria: ['vehicle_type', 'country', 'seats'],
  occupancyRate: 0.3,
  offeredDays: 86,
}

export const earningsEventFixtures: EarningsEntry['events'] = [
  { type: 'xstate.done.actor.checkLeadSource', output: 12 },
  { type: 'xstate.error.actor.checkLeadSource', error: new Error('Not found.') },
  {
    type: 'user.edit',
    answers: { isProfessional: false, vehicleAvailability: 'some_weeks', numberOfWeeks: 10, numberOfWeekends: 8 },
  },
  { type: 'user.edit', answers: { vehicleType: 'campervan', vehicleRegistrationCountry: 'FR' } },
  { type: 'user.edit', answers: { numberOfSeats: 4, vehicleRegisteredYear: 2019 } },
  { type: 'user.edit', answers: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
  { type: 'user.next' },
  { type: 'user.back' },
  // A link to the results lands on the first unfilled step: with the answers filled in order, this takes every routing branch.
  { type: 'user.goto', step: 'results' },
  { type: 'xstate.done.actor.simulate', output: result },
  { type: 'xstate.error.actor.simulate', error: { fields: { email: ['Enter a valid email address.'] }, general: [] } },
  // The simulation refuses a lead source that the check let through (deleted since): it is dropped and asked again.
  { type: 'xstate.error.actor.simulate', error: { fields: { lead_source: ['Unknown lead source.'] }, general: [] } },
  { type: 'user.retry' },
  { type: 'session.signed_in' },
  { type: 'xstate.done.actor.pushLead', output: undefined },
  { type: 'xstate.error.actor.pushLead', error: new Error('Network Error') },
]

/**
 * Paths tell states apart by state, the first unfilled step, and whether a result is kept, current and pushed: what
 * the guards read. The wanted step is read only by the transient routing state, right after it is set.
 */
export const serializeEarningsState: NonNullable<EarningsEntry['serializeState']> = (snapshot) => {
  const { answers, leadSource, result: kept, resultFor, pushedFor, failure } = snapshot.context
  const current = resultFor !== null && resultFor === simulationKey(simulationRequest(answers, leadSource))
  return JSON.stringify([
    snapshot.value,
    firstUnfilledStep(answers, THIS_YEAR),
    kept !== null,
    current,
    pushedFor !== null,
    failure !== null,
  ])
}

const stepIndex = (step: string) => (EARNINGS_STEPS as readonly string[]).indexOf(step)

export const earningsChecks: EarningsEntry['checks'] = [
  {
    state: '*',
    description: 'no step after the first unfilled one is ever shown',
    holds: (snapshot) => {
      const value = snapshot.value
      const step = typeof value === 'string' ? value : 'results'
      return stepIndex(step) < 0 || stepIndex(step) <= stepIndex(firstUnfilledStep(snapshot.context.answers, THIS_YEAR))
    },
  },
  {
    state: 'results',
    description: 'the results come only with the simulation’s required fields present (spec 2 §5)',
    holds: (snapshot) => simulationRequest(snapshot.context.answers, snapshot.context.leadSource) !== null,
  },
  {
    state: 'results.estimating',
    description: 'a simulation is being sent',
    holds: (snapshot) => snapshot.children.simulate !== undefined,
  },
  {
    state: 'results.shown',
    description: 'a result is shown',
    holds: (snapshot) => snapshot.context.result !== null && snapshot.context.failure === null,
  },
  {
    state: 'results.failed',
    description: 'the failure is shown',
    holds: (snapshot) => snapshot.context.failure !== null,
  },
  {
    state: 'results.leadPushed',
    description: 'the shown simulation is the pushed one',
    holds: (snapshot) =>
      snapshot.context.pushedFor !== null && snapshot.context.pushedFor === snapshot.context.result?.reference,
  },
  {
    state: 'owner',
    description: 'a rejected lead source is gone, a known one kept',
    holds: (snapshot) => snapshot.context.leadSource === null || snapshot.context.leadSource === 12,
  },
]
