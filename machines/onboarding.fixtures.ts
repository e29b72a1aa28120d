import type { CatalogueEntry } from './catalogue-entry'
import type { onboardingMachine } from './onboarding.machine'
import { firstUnfilledOnboardingStep, isVehicleSaved, ONBOARDING_STEPS } from '../src/domain/onboarding-vehicle'

type OnboardingEntry = CatalogueEntry<typeof onboardingMachine>

// A visitor follows a link to the price step: sign-up first, then gating sends them back to the vehicle type.
export const onboardingInput: OnboardingEntry['input'] = { step: 'product-price' }

const lyon = {
  city: 'Lyon',
  country: 'FR',
  street: '12 rue de la République',
  zipcode: '69002',
  latitude: 45.764,
  longitude: 4.8357,
}

export const onboardingEventFixtures: OnboardingEntry['events'] = [
  { type: 'xstate.done.actor.checkSession', output: undefined },
  { type: 'xstate.error.actor.checkSession', error: new Error('Not signed in') },
  { type: 'session.signed_in' },
  { type: 'user.edit', draft: { type: 4 } },
  { type: 'user.edit', draft: { seatbelts: 4, beds: 2 } },
  { type: 'user.edit', draft: { location: lyon } },
  { type: 'user.edit', draft: { pricePerDay: 85 } },
  { type: 'user.next' },
  { type: 'user.back' },
  // A link to the end lands on the first step not done: with the steps filled in order, this takes every routing branch.
  { type: 'user.goto', step: 'end' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.saveVehicle', output: 41 },
  { type: 'xstate.error.actor.saveVehicle', error: { fields: { street: ['This field is required.'] }, general: [] } },
  { type: 'xstate.done.actor.finish', output: undefined },
  { type: 'xstate.error.actor.finish', error: { fields: { price_per_day: ['A day costs at least 1.'] }, general: [] } },
  { type: 'xstate.error.actor.finish', error: new Error('Network Error') },
]

/**
 * Paths tell states apart by state, the first step not done and whether the vehicle is saved: what the guards read.
 * The wanted step matters only while the vehicle is saved (routing reads it right after); elsewhere it is set just before routing.
 */
export const serializeOnboardingState: NonNullable<OnboardingEntry['serializeState']> = (snapshot) => {
  const { draft, wanted } = snapshot.context
  return JSON.stringify([
    snapshot.value,
    firstUnfilledOnboardingStep(draft),
    isVehicleSaved(draft),
    snapshot.value === 'savingVehicle' ? wanted : null,
  ])
}

const stepIndex = (step: string) => (ONBOARDING_STEPS as readonly string[]).indexOf(step)

export const onboardingChecks: OnboardingEntry['checks'] = [
  {
    state: '*',
    description: 'no step after the first one not done is ever shown',
    holds: (snapshot) => {
      const value = snapshot.value
      const step = typeof value === 'string' ? value : 'end'
      return stepIndex(step) < 0 || stepIndex(step) <= stepIndex(firstUnfilledOnboardingStep(snapshot.context.draft))
    },
  },
  {
    state: 'signUp',
    description: 'the visitor signs up with the wanted step kept for the way back',
    holds: (snapshot) => snapshot.context.wanted === 'product-price',
  },
  {
    state: 'vehicle-pictures',
    description: 'pictures go to a saved vehicle with the current data',
    holds: (snapshot) => isVehicleSaved(snapshot.context.draft),
  },
  {
    state: 'savingVehicle',
    description: 'the vehicle is being saved',
    holds: (snapshot) => snapshot.children.saveVehicle !== undefined,
  },
  {
    state: 'end.finishing',
    description: 'the listing is finished with a saved vehicle and a price',
    holds: (snapshot) => isVehicleSaved(snapshot.context.draft) && snapshot.context.draft.pricePerDay !== null,
  },
  { state: 'end.failed', description: 'the failure is shown', holds: (snapshot) => snapshot.context.failure !== null },
]
