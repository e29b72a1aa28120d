import { assign, fromPromise, setup } from 'xstate'
import {
  editStep,
  EARNINGS_STEPS,
  EMPTY_EARNINGS_ANSWERS,
  isStepFilled,
  reachableStep,
  simulationKey,
  simulationRequest,
} from '../src/domain/earnings-steps'
import type {
  EarningsAnswers,
  EarningsResult,
  EarningsSimulationRequest,
  EarningsStep,
} from '../src/domain/earnings-steps'
import type { FormErrors } from '../src/domain/form-errors'

/**
 * The earnings simulator /earnings/{step} (spec 2 §2): owner → vehicle → vehicle-properties → about-you →
 * results. A step is reachable only once the earlier ones are filled (a link to a later one lands on the first
 * unfilled step); going back and forth keeps every answer. The results step sends the simulation (only when
 * spec 2 §5's fields are present), and pushes the lead to the CRM once the visitor is signed in.
 */

/** What the page keeps across a reload or a sign-up round trip. */
export interface EarningsSaved {
  answers: EarningsAnswers
  leadSource: number | null
  result: EarningsResult | null
  resultFor: string | null
  pushedFor: string | null
}

export interface EarningsInput {
  /** The step the address asks for. */
  step: EarningsStep
  /** The raw lead_source query, or null without one. */
  leadSourceQuery: string | null
  thisYear: number
  saved?: EarningsSaved
}

export interface EarningsContext extends EarningsSaved {
  wanted: EarningsStep
  leadSourceQuery: string | null
  thisYear: number
  failure: FormErrors | null
}

export type EarningsEvent =
  | { type: 'user.edit'; answers: Partial<EarningsAnswers> }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.goto'; step: EarningsStep }
  | { type: 'user.retry' }
  /** The visitor is signed in while the results show (signed up from them, or was already). */
  | { type: 'session.signed_in' }

/** Placeholder until the web app provides it: the lead source id the API knows, null without a query; rejects an unknown one. */
const checkLeadSource = fromPromise<number | null, { query: string | null }>(async () => {
  throw new Error('earnings machine: provide the checkLeadSource actor')
})
/** Placeholder: POST /v4/campers/earnings-simulation/; rejects with FormErrors. */
const simulate = fromPromise<EarningsResult, EarningsSimulationRequest>(async () => {
  throw new Error('earnings machine: provide the simulate actor')
})
/** Placeholder: POST /v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/ with the simulation's reference. */
const pushLead = fromPromise<void, { reference: string }>(async () => {
  throw new Error('earnings machine: provide the pushLead actor')
})

const NO_FAILURE: FormErrors = { fields: {}, general: [] }
const isFormErrors = (value: unknown): value is FormErrors =>
  typeof value === 'object' && value !== null && 'fields' in value && 'general' in value

type FormStep = Exclude<EarningsStep, 'results'>

export const earningsMachine = setup({
  types: { context: {} as EarningsContext, events: {} as EarningsEvent, input: {} as EarningsInput },
  actors: { checkLeadSource, simulate, pushLead },
  actions: {
    edit: assign({
      answers: ({ context, event }, step: FormStep) =>
        event.type === 'user.edit' ? editStep(context.answers, step, event.answers) : context.answers,
    }),
    want: assign({ wanted: ({ context, event }) => (event.type === 'user.goto' ? event.step : context.wanted) }),
    keepLeadSource: assign({
      leadSource: ({ context, event }) =>
        'output' in event && typeof event.output === 'number' ? event.output : context.leadSource,
    }),
    /** The page removes the rejected query from the address; the simulator goes on without it. */
    dropLeadSource: assign({ leadSource: null, leadSourceQuery: null }),
    keepResult: assign({
      result: ({ context, event }) => ('output' in event ? (event.output as EarningsResult) : context.result),
      resultFor: ({ context }) => simulationKey(simulationRequest(context.answers, context.leadSource)),
      failure: null,
    }),
    setFailure: assign({
      failure: ({ event }) => ('error' in event && isFormErrors(event.error) ? event.error : NO_FAILURE),
    }),
    clearFailure: assign({ failure: null }),
    markPushed: assign({ pushedFor: ({ context }) => context.result?.reference ?? null }),
  },
  guards: {
    filled: ({ context }, step: FormStep) => isStepFilled(step, context.answers, context.thisYear),
    lands: ({ context }, step: EarningsStep) =>
      reachableStep(context.wanted, context.answers, context.thisYear) === step,
    resultIsCurrent: ({ context }) =>
      context.result !== null &&
      context.resultFor !== null &&
      context.resultFor === simulationKey(simulationRequest(context.answers, context.leadSource)),
    leadSourceRefused: ({ context, event }) =>
      context.leadSource !== null &&
      'error' in event &&
      isFormErrors(event.error) &&
      'lead_source' in event.error.fields,
    notPushed: ({ context }) => context.result !== null && context.pushedFor !== context.result.reference,
  },
}).createMachine({
  id: 'earnings',
  initial: 'checkingLeadSource',
  context: ({ input }) => ({
    ...(input.saved ?? {
      answers: EMPTY_EARNINGS_ANSWERS,
      leadSource: null,
      result: null,
      resultFor: null,
      pushedFor: null,
    }),
    wanted: input.step,
    leadSourceQuery: input.leadSourceQuery,
    thisYear: input.thisYear,
    failure: null,
  }),
  states: {
    checkingLeadSource: {
      invoke: {
        id: 'checkLeadSource',
        src: 'checkLeadSource',
        input: ({ context }) => ({ query: context.leadSourceQuery }),
        onDone: { target: 'routing', actions: 'keepLeadSource' },
        onError: { target: 'routing', actions: 'dropLeadSource' },
      },
    },
    // Lands on the wanted step, or on the first unfilled one before it.
    routing: {
      always: [
        { guard: { type: 'lands', params: 'owner' }, target: 'owner' },
        { guard: { type: 'lands', params: 'vehicle' }, target: 'vehicle' },
        { guard: { type: 'lands', params: 'vehicle-properties' }, target: 'vehicle-properties' },
        { guard: { type: 'lands', params: 'about-you' }, target: 'about-you' },
        { target: 'results' },
      ],
    },
    owner: {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'owner' } },
        'user.next': { guard: { type: 'filled', params: 'owner' }, target: 'vehicle' },
        'user.goto': { target: 'routing', actions: 'want' },
      },
    },
    vehicle: {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'vehicle' } },
        'user.next': { guard: { type: 'filled', params: 'vehicle' }, target: 'vehicle-properties' },
        'user.back': { target: 'owner' },
        'user.goto': { target: 'routing', actions: 'want' },
      },
    },
    'vehicle-properties': {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'vehicle-properties' } },
        'user.next': { guard: { type: 'filled', params: 'vehicle-properties' }, target: 'about-you' },
        'user.back': { target: 'vehicle' },
        'user.goto': { target: 'routing', actions: 'want' },
      },
    },
    'about-you': {
      on: {
        'user.edit': { actions: { type: 'edit', params: 'about-you' } },
        'user.next': { guard: { type: 'filled', params: 'about-you' }, target: 'results' },
        'user.back': { target: 'vehicle-properties' },
        'user.goto': { target: 'routing', actions: 'want' },
      },
    },
    results: {
      initial: 'deciding',
      states: {
        // Back and forth with the same answers shows the same simulation: it is not stored twice.
        deciding: {
          always: [{ guard: 'resultIsCurrent', target: 'shown' }, { target: 'estimating' }],
        },
        estimating: {
          invoke: {
            id: 'simulate',
            src: 'simulate',
            // The steps' guards make the request complete here; the empty one would be refused by the server.
            input: ({ context }) => simulationRequest(context.answers, context.leadSource)!,
            onDone: { target: 'shown', actions: 'keepResult' },
            onError: [
              // A lead source the server no longer knows (a saved one, since removed) is dropped: the visitor
              // still gets the estimate.
              { guard: 'leadSourceRefused', target: 'estimating', reenter: true, actions: 'dropLeadSource' },
              { target: 'failed', actions: 'setFailure' },
            ],
          },
        },
        failed: {
          on: {
            'user.retry': { target: 'estimating', actions: 'clearFailure' },
            'user.back': { target: '#earnings.about-you', actions: 'clearFailure' },
          },
        },
        shown: {
          on: {
            'session.signed_in': { guard: 'notPushed', target: 'pushingLead' },
            'user.back': { target: '#earnings.about-you' },
            'user.goto': { target: '#earnings.routing', actions: 'want' },
          },
        },
        pushingLead: {
          invoke: {
            id: 'pushLead',
            src: 'pushLead',
            input: ({ context }) => ({ reference: context.result!.reference }),
            onDone: { target: 'leadPushed', actions: 'markPushed' },
            // The visitor keeps the results; a later sign-in on this page tries again.
            onError: { target: 'shown' },
          },
        },
        // The lead is with the sales team: the answers are final, what is left is the onboarding.
        leadPushed: { type: 'final' },
      },
    },
  },
})

/** The step the page shows for a state (null while the lead source is checked). */
export function earningsStepOf(value: unknown): EarningsStep | null {
  if (typeof value === 'string')
    return (EARNINGS_STEPS as readonly string[]).includes(value) ? (value as EarningsStep) : null
  return value !== null && typeof value === 'object' && 'results' in value ? 'results' : null
}
