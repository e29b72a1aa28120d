import { assign, fromPromise, setup } from 'xstate'
import {
  editOnboardingStep,
  EMPTY_ONBOARDING_DRAFT,
  isOnboardingStepFilled,
  isVehicleSaved,
  ONBOARDING_STEPS,
  reachableOnboardingStep,
  stepOfErrors,
  vehicleBody,
  vehicleKey,
} from '../src/domain/onboarding-vehicle'
import type {
  OnboardingDraft,
  OnboardingFormStep,
  OnboardingStep,
  OnboardingVehicleBody,
} from '../src/domain/onboarding-vehicle'
import type { FormErrors } from '../src/domain/form-errors'

/**
 * The vehicle onboarding /onboarding/step/{step} (spec 2 §2): vehicle-type → vehicle-properties → vehicle-location →
 * vehicle-pictures → product-price → end. Only a signed-up user goes through it (a visitor is sent to sign up and
 * comes back to the same step). A step is reachable only once the earlier ones are done; going back keeps every
 * answer. The vehicle (and its camper) is created when the pictures step is reached, because uploads need its id;
 * a change made afterwards is saved again on the way back to the pictures. The end sets the daily price; a field the
 * server refuses sends the owner back to the step that shows it.
 */

export interface OnboardingInput {
  /** The step the address asks for. */
  step: OnboardingStep
  saved?: OnboardingDraft
}

export interface OnboardingContext {
  draft: OnboardingDraft
  wanted: OnboardingStep
  failure: FormErrors | null
}

export type OnboardingEvent =
  | { type: 'user.edit'; draft: Partial<OnboardingDraft> }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.goto'; step: OnboardingStep }
  | { type: 'user.retry' }
  | { type: 'session.signed_in' }

/** Placeholder until the web app provides it: resolves for a signed-up user, rejects for a visitor. */
const checkSession = fromPromise<void, void>(async () => {
  throw new Error('onboarding machine: provide the checkSession actor')
})
/** Placeholder: POST /v4/vehicles/ (no id yet) or PATCH /v4/vehicles/{id}/; the vehicle id; rejects with FormErrors. */
const saveVehicle = fromPromise<number, { vehicleId: number | null; body: OnboardingVehicleBody }>(async () => {
  throw new Error('onboarding machine: provide the saveVehicle actor')
})
/** Placeholder: PATCH /3/products/{id}/prices-details/ with the daily price; rejects with FormErrors. */
const finish = fromPromise<void, { vehicleId: number; pricePerDay: number }>(async () => {
  throw new Error('onboarding machine: provide the finish actor')
})

const NO_FAILURE: FormErrors = { fields: {}, general: [] }
const isFormErrors = (value: unknown): value is FormErrors =>
  typeof value === 'object' && value !== null && 'fields' in value && 'general' in value
const failureOf = (event: { error?: unknown }) => (isFormErrors(event.error) ? event.error : NO_FAILURE)

export const onboardingMachine = setup({
  types: { context: {} as OnboardingContext, events: {} as OnboardingEvent, input: {} as OnboardingInput },
  actors: { checkSession, saveVehicle, finish },
  actions: {
    edit: assign({
      draft: ({ context, event }, step: OnboardingFormStep) =>
        event.type === 'user.edit' ? editOnboardingStep(context.draft, step, event.draft) : context.draft,
    }),
    want: assign({
      wanted: ({ context, event }, step?: OnboardingStep) =>
        step ?? (event.type === 'user.goto' ? event.step : context.wanted),
    }),
    keepVehicle: assign({
      draft: ({ context, event }) =>
        'output' in event && typeof event.output === 'number'
          ? { ...context.draft, vehicleId: event.output, savedFor: vehicleKey(context.draft) }
          : context.draft,
      failure: null,
    }),
    /** A refused field sends the owner to the step that shows it; anything else stays where it happened. */
    failTo: assign(({ event }, fallback: OnboardingStep) => {
      const failure = failureOf(event as { error?: unknown })
      return { failure, wanted: stepOfErrors(failure, fallback) }
    }),
    setFailure: assign({ failure: ({ event }) => failureOf(event as { error?: unknown }) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    filled: ({ context }, step: OnboardingStep) => isOnboardingStepFilled(step, context.draft),
    lands: ({ context }, step: OnboardingStep) => reachableOnboardingStep(context.wanted, context.draft) === step,
    // Routing reaches this only past the location, with the first three steps done.
    unsaved: ({ context }) => !isVehicleSaved(context.draft),
    priceRefused: ({ event }) => stepOfErrors(failureOf(event as { error?: unknown }), 'end') === 'product-price',
  },
}).createMachine({
  id: 'onboarding',
  initial: 'gate',
  context: ({ input }) => ({ draft: input.saved ?? EMPTY_ONBOARDING_DRAFT, wanted: input.step, failure: null }),
  states: {
    gate: {
      invoke: { id: 'checkSession', src: 'checkSession', onDone: { target: 'routing' }, onError: { target: 'signUp' } },
    },
    // The page sends the visitor to sign up with this step as the return address.
    signUp: {
      on: { 'session.signed_in': { target: 'routing' } },
    },
    // Lands on the wanted step, or on the first one not done before it; the vehicle is saved before its pictures.
    routing: {
      always: [
        { guard: { type: 'lands', params: 'vehicle-type' }, target: 'vehicle-type' },
        { guard: { type: 'lands', params: 'vehicle-properties' }, target: 'vehicle-properties' },
        { guard: { type: 'lands', params: 'vehicle-location' }, target: 'vehicle-location' },
        { guard: 'unsaved', target: 'savingVehicle' },
        { guard: { type: 'lands', params: 'vehicle-pictures' }, target: 'vehicle-pictures' },
        { guard: { type: 'lands', params: 'product-price' }, target: 'product-price' },
        { target: 'end' },
      ],
    },
    'vehicle-type': {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'vehicle-type' } },
        'user.next': {
          guard: { type: 'filled', params: 'vehicle-type' },
          target: 'vehicle-properties',
          actions: 'clearFailure',
        },
        'user.goto': { target: 'routing', actions: ['clearFailure', 'want'] },
      },
    },
    'vehicle-properties': {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'vehicle-properties' } },
        'user.next': {
          guard: { type: 'filled', params: 'vehicle-properties' },
          target: 'vehicle-location',
          actions: 'clearFailure',
        },
        'user.back': { target: 'vehicle-type', actions: 'clearFailure' },
        'user.goto': { target: 'routing', actions: ['clearFailure', 'want'] },
      },
    },
    'vehicle-location': {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'vehicle-location' } },
        'user.next': {
          guard: { type: 'filled', params: 'vehicle-location' },
          target: 'routing',
          actions: ['clearFailure', { type: 'want', params: 'vehicle-pictures' }],
        },
        'user.back': { target: 'vehicle-properties', actions: 'clearFailure' },
        'user.goto': { target: 'routing', actions: ['clearFailure', 'want'] },
      },
    },
    savingVehicle: {
      invoke: {
        id: 'saveVehicle',
        src: 'saveVehicle',
        input: ({ context }) => ({ vehicleId: context.draft.vehicleId, body: vehicleBody(context.draft) }),
        onDone: { target: 'routing', actions: 'keepVehicle' },
        onError: { target: 'routing', actions: { type: 'failTo', params: 'vehicle-location' } },
      },
    },
    'vehicle-pictures': {
      on: {
        'user.next': { target: 'product-price' },
        'user.back': { target: 'vehicle-location' },
        'user.goto': { target: 'routing', actions: ['clearFailure', 'want'] },
      },
    },
    'product-price': {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'product-price' } },
        'user.next': { guard: { type: 'filled', params: 'product-price' }, target: 'end', actions: 'clearFailure' },
        'user.back': { target: 'vehicle-pictures', actions: 'clearFailure' },
        'user.goto': { target: 'routing', actions: ['clearFailure', 'want'] },
      },
    },
    end: {
      initial: 'finishing',
      states: {
        finishing: {
          invoke: {
            id: 'finish',
            src: 'finish',
            // Routing and the price step's guard make both present here.
            input: ({ context }) => ({ vehicleId: context.draft.vehicleId!, pricePerDay: context.draft.pricePerDay! }),
            onDone: { target: 'done' },
            onError: [
              { guard: 'priceRefused', target: '#onboarding.product-price', actions: 'setFailure' },
              { target: 'failed', actions: 'setFailure' },
            ],
          },
        },
        failed: {
          on: {
            'user.retry': { target: 'finishing', actions: 'clearFailure' },
            'user.back': { target: '#onboarding.product-price', actions: 'clearFailure' },
          },
        },
        // The page clears the stored draft and opens the owner's camper page.
        done: { type: 'final' },
      },
    },
  },
})

/** The step the page shows for a state (null while the session is checked, signing up or saving). */
export function onboardingStepOf(value: unknown): OnboardingStep | null {
  if (typeof value === 'string')
    return (ONBOARDING_STEPS as readonly string[]).includes(value) ? (value as OnboardingStep) : null
  return value !== null && typeof value === 'object' && 'end' in value ? 'end' : null
}
