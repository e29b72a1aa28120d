import { describe, expect, it } from 'vitest'
import { catalogue } from '../../../machines/catalogue'
import { generatePaths } from '../../../machines/paths/machine-paths'
import type { MachinePath } from '../../../machines/paths/machine-paths'
import { eventKey, fillPlaceholders, planPath } from '../../../src/web/replay/replay-plan'
import { uiScripts } from '../../../src/web/replay/ui-scripts'
import { pagesFor } from '../../../src/web/replay/scripts/document-upload.ui-script'
import type { ReplayApi, UiRequest, UiScript } from '../../../src/web/replay/ui-script'

// Generating paths takes seconds: once per machine for the whole file.
const generated = new Map<string, MachinePath[]>()
const shortestPaths = (machine: string): MachinePath[] => {
  const entry = catalogue.find((candidate) => candidate.id === machine)
  if (!entry) throw new Error(`no ${machine} in the catalogue`)
  if (!generated.has(machine)) generated.set(machine, generatePaths(entry).filter((path) => path.generator === 'shortest'))
  return generated.get(machine)!
}

const keys = (path: MachinePath) => path.steps.slice(1).map((step) => eventKey(step.event))

describe.each(Object.entries(uiScripts))('the %s UI script', (machine, script) => {
  it('names its catalogue machine', () => {
    expect(script.machine).toBe(machine)
    expect(catalogue.some((entry) => entry.id === machine)).toBe(true)
  })

  it('plans every shortest path: walked with actions and views, or declared unreplayable with a reason', { timeout: 60_000 }, () => {
    const plans = shortestPaths(machine).map((path) => ({ events: keys(path), plan: planPath(script, path) }))
    expect(plans.filter(({ plan }) => plan.kind === 'incomplete')).toEqual([])
    expect(plans.some(({ plan }) => plan.kind === 'walk')).toBe(true)
    for (const { plan } of plans) if (plan.kind === 'unreplayable') expect(plan.reason.length).toBeGreaterThan(20)
  })
})

describe('planning a path', () => {
  const booking = uiScripts.booking!
  const path = (events: string[]) => shortestPaths('booking').find((candidate) => JSON.stringify(keys(candidate)) === JSON.stringify(events))!

  it('walks a request the owner accepts: the owner signs in, the guest then sees it accepted on the trip page', { timeout: 60_000 }, () => {
    const plan = planPath(booking, path(['guest.request {"instant":false,"pro":false}', 'guest.validate', 'owner.accept']))
    expect(plan.kind).toBe('walk')
    if (plan.kind !== 'walk') return
    expect(plan.initial.state).toBe('new')
    expect(plan.steps.map((step) => step.to)).toEqual(['CREATED', 'VALIDATED', 'ACCEPTED'])
    expect(plan.steps[2]!.actions).toContainEqual({ do: 'sign-in', actor: 'owner' })
    expect(plan.steps[2]!.expect).toContainEqual({ see: { text: /Accepted, to pay/ } })
  })

  it('reports a timer event as unreplayable, with where it happens', () => {
    const plan = planPath(booking, path(['guest.request {"instant":false,"pro":false}', 'timer.draft_expired']))
    expect(plan).toMatchObject({ kind: 'unreplayable', event: 'timer.draft_expired', from: 'CREATED' })
  })

  it('prefers the actions for the state the event leaves over the bare event type', { timeout: 60_000 }, () => {
    const funnel = uiScripts['payment-funnel']!
    const toInsurance = shortestPaths('payment-funnel').find((candidate) => candidate.steps.at(-1)?.state.matches('idle.insurance.editing'))!
    const plan = planPath(funnel, toInsurance)
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    const fromTravelDetails = plan.steps.find((step) => step.event === 'user.next' && step.from === 'idle.travelDetails.editing')
    expect(fromTravelDetails?.actions[0]).toEqual({ do: 'fill', target: { label: 'Travelers' }, value: '2' })
  })

  it('names what a script lacks instead of walking blind', () => {
    const bare: UiScript = { ...booking, events: {}, states: { new: [] } }
    const plan = planPath(bare, path(['guest.request {"instant":true,"pro":false}']))
    expect(plan).toEqual({
      kind: 'incomplete',
      problems: ['no user actions for guest.request {"instant":true,"pro":false} (from new)', 'no expectations for the state CREATED'],
    })
  })
})

describe('placeholders', () => {
  it('fills them from the setup answer and refuses one nobody answered', () => {
    expect(fillPlaceholders('/d/trips/{booking}', { booking: '12' })).toBe('/d/trips/12')
    expect(() => fillPlaceholders('/campers/{camper}', {})).toThrow('no value for the placeholder {camper}')
  })
})

/** A demo API no setup under test may call: the setups tested here decide from the path alone. */
const noApi: ReplayApi = {
  as: () => {
    const refuse = () => Promise.reject(new Error('no API in this test'))
    return { get: refuse, post: refuse, patch: refuse, delete: refuse, upload: refuse }
  },
}
const ending = (machine: string, events: string[]) => {
  const found = shortestPaths(machine).find((candidate) => {
    const taken = keys(candidate).map((key) => key.split(' ')[0])
    return JSON.stringify(taken.slice(-events.length)) === JSON.stringify(events)
  })
  if (!found) throw new Error(`no shortest ${machine} path ending with ${events.join(', ')}`)
  return found
}

describe('the extension script', () => {
  it('has the owner accept on his booking page, then the guest pays and sees the extension paid', () => {
    const plan = planPath(uiScripts.extension!, ending('extension', ['guest.validate', 'owner.accept', 'payment.succeeded']))
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    expect(plan.steps[1]!.actions.slice(0, 2)).toEqual([{ do: 'sign-in', actor: 'owner' }, { do: 'goto', path: '/d/bookings/{booking}' }])
    expect(plan.steps[1]!.actions.at(-1)).toEqual({ do: 'goto', path: '/d/trips/{booking}' })
    expect(plan.steps[2]!.expect).toContainEqual({ see: { text: 'Paid' } })
  })
})

describe('the earnings script', () => {
  it('types an email the step accepts and the server refuses when the path fails the simulation', { timeout: 60_000 }, async () => {
    const failing = ending('earnings', ['user.next', 'xstate.error.actor.simulate'])
    const shown = ending('earnings', ['user.next', 'xstate.done.actor.simulate'])
    const setup = uiScripts.earnings!.setup!
    expect(await setup(noApi, { events: keys(failing) })).toEqual({ leadSource: '1', email: 'ada@example.c' })
    expect(await setup(noApi, { events: keys(shown) })).toEqual({ leadSource: '1', email: 'ada@example.com' })
    expect(planPath(uiScripts.earnings!, failing).kind).toBe('walk')
  })
})

describe('the document upload script', () => {
  it('sends the text file the server refuses as the page whose upload the path fails', { timeout: 60_000 }, () => {
    const pages = (events: string[]) => pagesFor({ events: keys(ending('document-upload', events)) })
    expect(pages(['user.upload', 'xstate.error.actor.uploadPage'])).toEqual({ firstPage: 'notes.txt', secondPage: 'page.png' })
    expect(pages(['user.upload', 'xstate.done.actor.uploadPage', 'xstate.error.actor.uploadPage'])).toEqual({ firstPage: 'page.png', secondPage: 'notes.txt' })
    expect(pages(['user.upload', 'xstate.done.actor.uploadPage'])).toEqual({ firstPage: 'page.png', secondPage: 'page.png' })
  })

  it('walks a failed upload to the retry prompt', { timeout: 60_000 }, () => {
    const failed = planPath(uiScripts['document-upload']!, ending('document-upload', ['user.upload', 'xstate.error.actor.uploadPage']))
    if (failed.kind !== 'walk') throw new Error(`expected a walk, got ${failed.kind}`)
    expect(failed.steps.at(-1)).toMatchObject({ to: 'uploadFailed', expect: [{ see: { text: /A page could not be sent\./ } }] })
  })

  it('fails the reads of the document: both on opening the page (the loader and the page), the page\'s after a cancel', { timeout: 60_000 }, () => {
    const read: UiRequest = { method: 'GET', path: /^\/3\/docs\/\d+\/$/ }
    const opening = planPath(uiScripts['document-upload']!, ending('document-upload', ['xstate.error.actor.loadDocument']))
    if (opening.kind !== 'walk') throw new Error(`expected a walk, got ${opening.kind}`)
    expect(opening.initial.actions).toEqual([{ do: 'fail-next-request', request: read, times: 2 }])
    expect(opening.steps).toMatchObject([{ to: 'loadFailed', actions: [], expect: [{ see: { text: /The document could not be loaded\./ } }] }])
    const cancelled = planPath(uiScripts['document-upload']!, ending('document-upload', ['user.cancel', 'xstate.error.actor.loadDocument']))
    if (cancelled.kind !== 'walk') throw new Error(`expected a walk, got ${cancelled.kind}`)
    expect(cancelled.initial.actions).toEqual([])
    expect(cancelled.steps.at(-2)!.actions).toEqual([{ do: 'fail-next-request', request: read }, { do: 'click', target: { role: 'button', name: 'Cancel' } }])
  })
})

describe('failures', () => {
  const funnel = uiScripts['payment-funnel']!

  it('are armed before the action that sends the request, and the failed state shows what follows that failure', { timeout: 60_000 }, () => {
    const plan = planPath(funnel, ending('payment-funnel', ['route.entered', 'xstate.error.actor.synchronise']))
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    expect(plan.steps[0]!.actions).toEqual([
      { do: 'fail-next-request', request: { method: 'GET', path: /^\/3\/my-requests\/\d+\/refund\/$/ } },
      { do: 'goto', path: '/campers/{paidCamper}/payment/{paidBooking}/success' },
    ])
    expect(plan.steps[1]).toMatchObject({ to: 'failed', actions: [], expect: [{ path: /\/success$/ }, { see: { role: 'heading', name: 'Your trip is booked' } }] })
    // A card refused by the server shows its own failure.
    const refused = planPath(funnel, ending('payment-funnel', ['xstate.done.actor.bookInstantly', 'user.pay', 'xstate.error.actor.prepare']))
    if (refused.kind !== 'walk') throw new Error(`expected a walk, got ${refused.kind}`)
    expect(refused.steps.at(-1)!.expect).toEqual([{ see: { text: 'Card not accepted' } }])
    expect(refused.steps.flatMap((step) => step.actions).some((action) => action.do === 'fail-next-request')).toBe(false)
  })

  it('skip the events the page sends on its own to reach the last user action', () => {
    const script: UiScript = {
      ...funnel,
      failures: { 'xstate.error.actor.synchronise @start': { request: { method: 'GET', path: /x/ }, times: 3 } },
      events: { ...funnel.events, 'route.entered {"family":"payment","step":"success"}': [] },
    }
    const plan = planPath(script, ending('payment-funnel', ['route.entered', 'xstate.error.actor.synchronise']))
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    expect(plan.initial.actions).toEqual([{ do: 'fail-next-request', request: { method: 'GET', path: /x/ }, times: 3 }])
    expect(plan.steps.map((step) => step.actions)).toEqual([[], []])
  })
})

describe('the onboarding script', () => {
  const onboarding = uiScripts.onboarding!
  // Sign-up and the pictures step lie on longer paths than the shortest ones: all of them, generated once.
  let all: MachinePath[] | undefined
  const allPaths = () => (all ??= generatePaths(catalogue.find((candidate) => candidate.id === 'onboarding')!))
  const stateAfter = (path: MachinePath, index: number) => String(path.steps[index]!.state.value)
  const walk = (found: MachinePath | undefined) => {
    if (!found) throw new Error('no such onboarding path')
    const plan = planPath(onboarding, found)
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    return plan
  }

  it('walks a signed-in owner from the price link through the pictures to the camper page', { timeout: 120_000 }, () => {
    const plan = walk(allPaths().find((path) => path.steps[1]?.event.type === 'xstate.done.actor.checkSession'
      && path.steps.some((step, index) => step.event.type === 'user.next' && stateAfter(path, index - 1) === 'vehicle-pictures')
      && path.steps.at(-1)!.state.matches({ end: 'done' })))
    expect(plan.steps[0]).toMatchObject({ to: 'vehicle-type' })
    expect(plan.steps[0]!.actions.at(-1)).toEqual({ do: 'click', target: { role: 'button', name: 'Log in' } })
    expect(plan.steps.find((step) => step.from === 'vehicle-pictures' && step.event === 'user.next')?.actions[0])
      .toMatchObject({ do: 'upload', target: { label: 'Choose pictures' }, files: ['camper.jpg'] })
    expect(plan.steps.find((step) => step.from === 'product-price' && step.event === 'user.next')?.actions)
      .toEqual([{ do: 'click', target: { role: 'button', name: 'Create my listing' } }])
    expect(plan.steps.at(-1)).toMatchObject({ to: 'end.done', expect: [{ path: /\/d\/campers\/\d+$/ }] })
  })

  it('has a visitor sign up inside the flow with a fresh address, and come back to the first step', { timeout: 120_000 }, async () => {
    const plan = walk(allPaths().find((path) => JSON.stringify(keys(path).map((key) => key.split(' ')[0]))
      === JSON.stringify(['xstate.error.actor.checkSession', 'session.signed_in'])))
    expect(plan.steps.map((step) => step.to)).toEqual(['signUp', 'vehicle-type'])
    expect(plan.steps[1]!.actions).toContainEqual({ do: 'fill', target: { label: 'Email address' }, value: '{email}' })
    const [first, second] = await Promise.all([onboarding.setup!(noApi, { events: plan.steps.map((step) => step.event) }), onboarding.setup!(noApi)])
    expect(first).toMatchObject({ start: '/onboarding/step/product-price', email: expect.stringMatching(/^replay-onboarding-.+@roam\.test$/) })
    expect(first!.email).not.toBe(second!.email)
  })

  it('opens the sign-in page leading to the link when the session check succeeds', async () => {
    expect(await onboarding.setup!(noApi, { events: ['xstate.done.actor.checkSession {}', 'user.edit {"draft":{"type":4}}'] }))
      .toMatchObject({ start: '/sign-in?next=%2Fonboarding%2Fstep%2Fproduct-price' })
  })

  it('fails the price save sent by "Create my listing", then offers to try again', { timeout: 60_000 }, () => {
    const plan = walk(ending('onboarding', ['user.next', 'xstate.error.actor.finish']))
    expect(plan.steps.at(-2)!.actions).toEqual([
      { do: 'fail-next-request', request: { method: 'PATCH', path: /^\/3\/products\/\d+\/prices-details\/$/ } },
      { do: 'click', target: { role: 'button', name: 'Create my listing' } },
    ])
    expect(plan.steps.at(-1)).toMatchObject({ to: 'end.failed', expect: [{ see: { text: /could not be saved/ } }, { see: { role: 'button', name: 'Try again' } }] })
  })

  it('plans every generated path, not only the shortest', { timeout: 120_000 }, () => {
    const plans = allPaths().map((path) => planPath(onboarding, path))
    expect(plans.filter((plan) => plan.kind === 'incomplete')).toEqual([])
    expect(plans.filter((plan) => plan.kind === 'walk').length).toBeGreaterThan(plans.length / 2)
  })
})
