import { describe, expect, it } from 'vitest'
import { catalogue } from '../../../machines/catalogue'
import { generatePaths } from '../../../machines/paths/machine-paths'
import type { MachinePath } from '../../../machines/paths/machine-paths'
import { doElsewhere } from '../../../src/web/replay/elsewhere'
import { eventKey, fillPlaceholders, planPath } from '../../../src/web/replay/replay-plan'
import { uiScripts } from '../../../src/web/replay/ui-scripts'
import { pagesFor } from '../../../src/web/replay/scripts/document-upload.ui-script'
import type { ReplayApi, UiRequest, UiScript } from '../../../src/web/replay/ui-script'

// Generating paths takes seconds: once per machine for the whole file.
const generated = new Map<string, MachinePath[]>()
const shortestPaths = (machine: string): MachinePath[] => {
  const entry = catalogue.find((candidate) => candidate.id === machine)
  if (!entry) throw new Error(`no ${machine} in the catalogue`)
  if (!generated.has(machine))
    generated.set(
      machine,
      generatePaths(entry).filter((path) => path.generator === 'shortest'),
    )
  return generated.get(machine)!
}

const keys = (path: MachinePath) => path.steps.slice(1).map((step) => eventKey(step.event))

describe.each(Object.entries(uiScripts))('the %s UI script', (machine, script) => {
  it('names its catalogue machine', () => {
    expect(script.machine).toBe(machine)
    expect(catalogue.some((entry) => entry.id === machine)).toBe(true)
  })

  it(
    'plans every shortest path: walked with actions and views, or declared unreplayable with a reason',
    { timeout: 60_000 },
    () => {
      const plans = shortestPaths(machine).map((path) => ({ events: keys(path), plan: planPath(script, path) }))
      expect(plans.filter(({ plan }) => plan.kind === 'incomplete')).toEqual([])
      expect(plans.some(({ plan }) => plan.kind === 'walk')).toBe(true)
      for (const { plan } of plans) if (plan.kind === 'unreplayable') expect(plan.reason.length).toBeGreaterThan(20)
    },
  )
})

describe('planning a path', () => {
  const booking = uiScripts.booking!
  const path = (events: string[]) =>
    shortestPaths('booking').find((candidate) => JSON.stringify(keys(candidate)) === JSON.stringify(events))!

  it(
    'walks a request the owner accepts: the owner signs in, the guest then sees it accepted on the trip page',
    { timeout: 60_000 },
    () => {
      const plan = planPath(
        booking,
        path(['guest.request {"instant":false,"pro":false}', 'guest.validate', 'owner.accept']),
      )
      expect(plan.kind).toBe('walk')
      if (plan.kind !== 'walk') return
      expect(plan.initial.state).toBe('new')
      expect(plan.steps.map((step) => step.to)).toEqual(['CREATED', 'VALIDATED', 'ACCEPTED'])
      expect(plan.steps[2]!.actions).toContainEqual({ do: 'sign-in', actor: 'owner' })
      expect(plan.steps[2]!.expect).toContainEqual({ see: { text: /Accepted, to pay/ } })
    },
  )

  it('reports an event the script declares unreplayable, with where it happens', () => {
    const blocked: UiScript = {
      ...booking,
      unreplayable: [{ event: 'payment.deferred', reason: 'a reason long enough to be read' }],
    }
    const plan = planPath(
      blocked,
      path(['guest.request {"instant":true,"pro":false}', 'guest.validate', 'payment.deferred']),
    )
    expect(plan).toMatchObject({ kind: 'unreplayable', event: 'payment.deferred', from: 'VALIDATED' })
  })

  it('walks a deferred payment: a transfer started elsewhere, then the trip shows the payment due, until the wire arrives', () => {
    const plan = planPath(
      booking,
      path(['guest.request {"instant":true,"pro":false}', 'guest.validate', 'payment.deferred']),
    )
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    expect(plan.steps.at(-1)).toMatchObject({
      to: 'TO_COME_NOT_PAID',
      actions: [
        { do: 'elsewhere', action: 'transfer started on another device' },
        { do: 'goto', path: '/d/trips/{booking}' },
      ],
      expect: [{ path: /\/d\/trips\/\d+$/ }, { see: { text: /To come, payment due/ } }],
    })
    const expired = planPath(
      booking,
      path([
        'guest.request {"instant":true,"pro":false}',
        'guest.validate',
        'payment.deferred',
        'timer.acceptance_expired',
      ]),
    )
    if (expired.kind !== 'walk') throw new Error(`expected a walk, got ${expired.kind}`)
    expect(expired.steps.at(-1)!.expect).toContainEqual({ see: { text: /Payment time ran out/ } })
  })

  it('lets the wire arrive at the sandbox bank, then has the waiting transfer read so the booking records it', async () => {
    const { api, calls } = recordingApi()
    const answers: Record<string, string> = { booking: '9' }
    await doElsewhere(booking.elsewhere, api, 'transfer started on another device', answers)
    expect(answers.transferTransaction).toBe('sbx-tr-9')
    await doElsewhere(booking.elsewhere, api, 'the wire arrives', answers)
    expect(calls.map(({ actor, method, path }) => `${actor} ${method} ${path}`)).toEqual([
      'guest POST /3/my-requests/9/payment/async/',
      'sandbox POST /sandbox/payments/transfer/sbx-tr-9',
      'guest GET /3/my-requests/9/payment/async/',
    ])
  })

  it('walks a timer as staff running it on the staff booking page, and a staff cancellation from the same page', () => {
    const timer = planPath(booking, path(['guest.request {"instant":false,"pro":false}', 'timer.draft_expired']))
    if (timer.kind !== 'walk') throw new Error(`expected a walk, got ${timer.kind}`)
    expect(timer.steps[1]!.actions.slice(0, 3)).toEqual([
      { do: 'sign-in', actor: 'staff' },
      { do: 'goto', path: '/staff/bookings/{booking}' },
      { do: 'click', target: { role: 'button', name: 'Run the next timer now' } },
    ])
    expect(timer.steps[1]!.expect).toContainEqual({ see: { text: /Request not sent/ } })
    const cancel = planPath(
      booking,
      path(['guest.request {"instant":false,"pro":false}', 'staff.cancel {"both":true}']),
    )
    if (cancel.kind !== 'walk') throw new Error(`expected a walk, got ${cancel.kind}`)
    expect(cancel.steps[1]!.actions).toContainEqual({
      do: 'check',
      target: { role: 'checkbox', name: 'The guest and the owner both asked for it' },
    })
    expect(cancel.steps[1]!.expect).toContainEqual({ see: { text: /· Cancel+ed$/ } })
  })

  it('prefers the actions for the state the event leaves over the bare event type', { timeout: 60_000 }, () => {
    const funnel = uiScripts['payment-funnel']!
    const toInsurance = shortestPaths('payment-funnel').find((candidate) =>
      candidate.steps.at(-1)?.state.matches('idle.insurance.editing'),
    )!
    const plan = planPath(funnel, toInsurance)
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    const fromTravelDetails = plan.steps.find(
      (step) => step.event === 'user.next' && step.from === 'idle.travelDetails.editing',
    )
    expect(fromTravelDetails?.actions[0]).toEqual({ do: 'fill', target: { label: 'Travelers' }, value: '2' })
  })

  it('names what a script lacks instead of walking blind', () => {
    const bare: UiScript = { ...booking, events: {}, states: { new: [] } }
    const plan = planPath(bare, path(['guest.request {"instant":true,"pro":false}']))
    expect(plan).toEqual({
      kind: 'incomplete',
      problems: [
        'no user actions for guest.request {"instant":true,"pro":false} (from new)',
        'no expectations for the state CREATED',
      ],
    })
  })

  it('names an elsewhere action the script does not have', () => {
    const missing: UiScript = {
      ...booking,
      events: {
        ...booking.events,
        'guest.request {"instant":true,"pro":false}': [{ do: 'elsewhere', action: 'a friend books for the guest' }],
      },
    }
    const plan = planPath(missing, path(['guest.request {"instant":true,"pro":false}']))
    expect(plan).toEqual({
      kind: 'incomplete',
      problems: ['no elsewhere action "a friend books for the guest" (for guest.request {"instant":true,"pro":false})'],
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
  answerSandbox: () => Promise.reject(new Error('no sandbox in this test')),
  visitor: { post: () => Promise.reject(new Error('no API in this test')) },
  sandboxMail: () => Promise.reject(new Error('no mail in this test')),
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
    const plan = planPath(
      uiScripts.extension!,
      ending('extension', ['guest.validate', 'owner.accept', 'payment.succeeded']),
    )
    if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
    expect(plan.steps[1]!.actions.slice(0, 2)).toEqual([
      { do: 'sign-in', actor: 'owner' },
      { do: 'goto', path: '/d/bookings/{booking}' },
    ])
    expect(plan.steps[1]!.actions.at(-1)).toEqual({ do: 'goto', path: '/d/trips/{booking}' })
    expect(plan.steps[2]!.expect).toContainEqual({ see: { text: 'Paid' } })
  })
})

describe('the earnings script', () => {
  it(
    'types an email the step accepts and the server refuses when the path fails the simulation',
    { timeout: 60_000 },
    async () => {
      const failing = ending('earnings', ['user.next', 'xstate.error.actor.simulate'])
      const shown = ending('earnings', ['user.next', 'xstate.done.actor.simulate'])
      const setup = uiScripts.earnings!.setup!
      expect(await setup(noApi, { events: keys(failing) })).toEqual({ leadSource: '1', email: 'ada@example.c' })
      expect(await setup(noApi, { events: keys(shown) })).toEqual({ leadSource: '1', email: 'ada@example.com' })
      expect(planPath(uiScripts.earnings!, failing).kind).toBe('walk')
    },
  )
})

describe('the document upload script', () => {
  it('sends the text file the server refuses as the page whose upload the path fails', { timeout: 60_000 }, () => {
    const pages = (events: string[]) => pagesFor({ events: keys(ending('document-upload', events)) })
    expect(pages(['user.upload', 'xstate.error.actor.uploadPage'])).toEqual({
      firstPage: 'notes.txt',
      secondPage: 'page.png',
    })
    expect(pages(['user.upload', 'xstate.done.actor.uploadPage', 'xstate.error.actor.uploadPage'])).toEqual({
      firstPage: 'page.png',
      secondPage: 'notes.txt',
    })
    expect(pages(['user.upload', 'xstate.done.actor.uploadPage'])).toEqual({
      firstPage: 'page.png',
      secondPage: 'page.png',
    })
  })

  it('walks a failed upload to the retry prompt', { timeout: 60_000 }, () => {
    const failed = planPath(
      uiScripts['document-upload']!,
      ending('document-upload', ['user.upload', 'xstate.error.actor.uploadPage']),
    )
    if (failed.kind !== 'walk') throw new Error(`expected a walk, got ${failed.kind}`)
    expect(failed.steps.at(-1)).toMatchObject({
      to: 'uploadFailed',
      expect: [{ see: { text: /A page could not be sent\./ } }],
    })
  })

  it(
    "fails the reads of the document: twice on opening the upload page, the page's after a cancel",
    { timeout: 60_000 },
    () => {
      const read: UiRequest = { method: 'GET', path: /^\/3\/docs\/\d+\/$/ }
      const opening = planPath(
        uiScripts['document-upload']!,
        ending('document-upload', ['xstate.error.actor.loadDocument']),
      )
      if (opening.kind !== 'walk') throw new Error(`expected a walk, got ${opening.kind}`)
      expect(opening.initial.actions).toEqual([{ do: 'fail-next-request', request: read, times: 2 }])
      expect(opening.steps).toMatchObject([
        { to: 'loadFailed', actions: [], expect: [{ see: { text: /The document could not be loaded\./ } }] },
      ])
      const cancelled = planPath(
        uiScripts['document-upload']!,
        ending('document-upload', ['user.cancel', 'xstate.error.actor.loadDocument']),
      )
      if (cancelled.kind !== 'walk') throw new Error(`expected a walk, got ${cancelled.kind}`)
      expect(cancelled.initial.actions).toEqual([])
      expect(cancelled.steps.at(-2)!.actions).toEqual([
        { do: 'fail-next-request', request: read },
        { do: 'click', target: { role: 'button', name: 'Cancel' } },
      ])
    },
  )
})

describe('failures', () => {
  const funnel = uiScripts['payment-funnel']!

  it(
    'are armed before the action that sends the request, and the state after shows what follows that failure',
    { timeout: 60_000 },
    () => {
      const plan = planPath(funnel, ending('payment-funnel', ['route.entered', 'xstate.error.actor.synchronise']))
      if (plan.kind !== 'walk') throw new Error(`expected a walk, got ${plan.kind}`)
      expect(plan.steps[0]!.actions).toEqual([
        { do: 'fail-next-request', request: { method: 'GET', path: /^\/3\/my-requests\/\d+\/refund\/$/ } },
        { do: 'goto', path: '/campers/{paidCamper}/payment/{paidBooking}/success' },
      ])
      expect(plan.steps[1]).toMatchObject({
        to: 'synchronisationFailed',
        actions: [],
        expect: [{ path: /\/success$/ }, { see: { role: 'heading', name: 'We could not confirm your payment yet' } }],
      })
      // A card refused by the server shows its own failure.
      const refused = planPath(
        funnel,
        ending('payment-funnel', ['xstate.done.actor.bookInstantly', 'user.pay', 'xstate.error.actor.prepare']),
      )
      if (refused.kind !== 'walk') throw new Error(`expected a walk, got ${refused.kind}`)
      expect(refused.steps.at(-1)!.expect).toEqual([{ see: { text: 'Card not accepted' } }])
      expect(refused.steps.flatMap((step) => step.actions).some((action) => action.do === 'fail-next-request')).toBe(
        false,
      )
    },
  )

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

  it(
    'walks a signed-in owner from the price link through the pictures to the camper page',
    { timeout: 120_000 },
    () => {
      const plan = walk(
        allPaths().find(
          (path) =>
            path.steps[1]?.event.type === 'xstate.done.actor.checkSession' &&
            path.steps.some(
              (step, index) => step.event.type === 'user.next' && stateAfter(path, index - 1) === 'vehicle-pictures',
            ) &&
            path.steps.at(-1)!.state.matches({ end: 'done' }),
        ),
      )
      expect(plan.steps[0]).toMatchObject({ to: 'vehicle-type' })
      expect(plan.steps[0]!.actions.at(-1)).toEqual({ do: 'click', target: { role: 'button', name: 'Log in' } })
      expect(
        plan.steps.find((step) => step.from === 'vehicle-pictures' && step.event === 'user.next')?.actions[0],
      ).toMatchObject({ do: 'upload', target: { label: 'Choose pictures' }, files: ['camper.jpg'] })
      expect(plan.steps.find((step) => step.from === 'product-price' && step.event === 'user.next')?.actions).toEqual([
        { do: 'click', target: { role: 'button', name: 'Create my listing' } },
      ])
      expect(plan.steps.at(-1)).toMatchObject({ to: 'end.done', expect: [{ path: /\/d\/campers\/\d+$/ }] })
    },
  )

  it(
    'has a visitor sign up inside the flow with a fresh address, and come back to the first step',
    { timeout: 120_000 },
    async () => {
      const plan = walk(
        allPaths().find(
          (path) =>
            JSON.stringify(keys(path).map((key) => key.split(' ')[0])) ===
            JSON.stringify(['xstate.error.actor.checkSession', 'session.signed_in']),
        ),
      )
      expect(plan.steps.map((step) => step.to)).toEqual(['signUp', 'vehicle-type'])
      expect(plan.steps[1]!.actions).toContainEqual({
        do: 'fill',
        target: { label: 'Email address' },
        value: '{email}',
      })
      const [first, second] = await Promise.all([
        onboarding.setup!(noApi, { events: plan.steps.map((step) => step.event) }),
        onboarding.setup!(noApi),
      ])
      expect(first).toMatchObject({
        start: '/onboarding/step/product-price',
        email: expect.stringMatching(/^replay-onboarding-.+@roam\.test$/),
      })
      expect(first!.email).not.toBe(second!.email)
    },
  )

  it('opens the sign-in page leading to the link when the session check succeeds', async () => {
    expect(
      await onboarding.setup!(noApi, {
        events: ['xstate.done.actor.checkSession {}', 'user.edit {"draft":{"type":4}}'],
      }),
    ).toMatchObject({ start: '/sign-in?next=%2Fonboarding%2Fstep%2Fproduct-price' })
  })

  it('fails the price save sent by "Create my listing", then offers to try again', { timeout: 60_000 }, () => {
    const plan = walk(ending('onboarding', ['user.next', 'xstate.error.actor.finish']))
    expect(plan.steps.at(-2)!.actions).toEqual([
      { do: 'fail-next-request', request: { method: 'PATCH', path: /^\/3\/products\/\d+\/prices-details\/$/ } },
      { do: 'click', target: { role: 'button', name: 'Create my listing' } },
    ])
    expect(plan.steps.at(-1)).toMatchObject({
      to: 'end.failed',
      expect: [{ see: { text: /could not be saved/ } }, { see: { role: 'button', name: 'Try again' } }],
    })
  })

  it('plans every generated path, not only the shortest', { timeout: 120_000 }, () => {
    const plans = allPaths().map((path) => planPath(onboarding, path))
    expect(plans.filter((plan) => plan.kind === 'incomplete')).toEqual([])
    expect(plans.filter((plan) => plan.kind === 'walk').length).toBeGreaterThan(plans.length / 2)
  })
})

interface ApiCall {
  actor: string
  method: string
  path: string
  body?: unknown
  headers?: Record<string, string>
}

/** A demo API with one instant camper (5) of the demo owner, always free; each new booking is 9. Records every call. */
function recordingApi(): { api: ReplayApi; calls: ApiCall[] } {
  const calls: ApiCall[] = []
  const answer = (path: string): unknown => {
    if (path === '/3/products/me/paginated/') return { results: [{ id: 5 }] }
    if (path === '/3/products/5/') return { instant_booking: true, seats: 4 }
    if (path.startsWith('/3/products/5/price/')) return { available: true }
    if (path === '/v4/bookings/') return { id: 9 }
    if (path === '/3/my-requests/9/payment/async/') return { payment: { transaction_id: 'sbx-tr-9' } }
    return {}
  }
  const api: ReplayApi = {
    as: (actor) => {
      const call =
        (method: string) =>
        async <T>(path: string, body?: unknown, headers?: Record<string, string>) => {
          calls.push({ actor, method, path, body, headers })
          return answer(path) as T
        }
      return {
        get: call('GET'),
        post: call('POST'),
        patch: call('PATCH'),
        delete: async () => undefined,
        upload: () => Promise.reject(new Error('no upload here')),
      }
    },
    visitor: { post: () => Promise.reject(new Error('no visitor calls here')) },
    sandboxMail: () => Promise.reject(new Error('no mail here')),
    answerSandbox: async (kind, transactionId, decision) => {
      calls.push({
        actor: 'sandbox',
        method: 'POST',
        path: `/sandbox/payments/${kind}/${transactionId}`,
        body: { decision },
      })
    },
  }
  return { api, calls }
}

const daysAhead = (day: string) =>
  Math.round((Date.parse(day) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000)

describe('the payment funnel script', () => {
  const funnel = uiScripts['payment-funnel']!

  it(
    'walks the resumed transfer: started elsewhere, the payment step opened again; back to the methods; the wire arriving',
    { timeout: 60_000 },
    () => {
      const resumed = planPath(funnel, ending('payment-funnel', ['xstate.done.actor.bookInstantly', 'payment.resumed']))
      if (resumed.kind !== 'walk') throw new Error(`expected a walk, got ${resumed.kind}`)
      expect(resumed.steps.at(-1)).toMatchObject({
        to: 'awaitingMobileConfirmation',
        actions: [
          { do: 'elsewhere', action: 'transfer started on another device' },
          { do: 'goto', path: '/d/trips' },
          { do: 'goto', path: '/campers/{resumeCamper}/{resumeRoute}/{resumeBooking}/payment' },
        ],
      })
      expect(resumed.steps.at(-1)!.expect).toContainEqual({ see: { role: 'button', name: 'Choose another method' } })
      const back = planPath(
        funnel,
        ending('payment-funnel', ['xstate.done.actor.bookInstantly', 'payment.resumed', 'user.back']),
      )
      if (back.kind !== 'walk') throw new Error(`expected a walk, got ${back.kind}`)
      expect(back.steps.at(-1)!.actions).toEqual([
        { do: 'click', target: { role: 'button', name: 'Choose another method' } },
      ])
      const arrived = planPath(
        funnel,
        ending('payment-funnel', ['xstate.done.actor.bookInstantly', 'payment.resumed', 'xstate.done.actor.poll']),
      )
      if (arrived.kind !== 'walk') throw new Error(`expected a walk, got ${arrived.kind}`)
      expect(arrived.steps.at(-1)).toMatchObject({
        to: 'mobileConfirmed',
        actions: [{ do: 'elsewhere', action: 'the wire arrives' }],
      })
      expect(arrived.steps.at(-1)!.expect).toEqual([
        { see: { text: /^(Your transfer has arrived|Payment confirmed in your app)\.$/ } },
      ])
    },
  )

  it(
    'prepares a plain instant booking for a path that resumes a transfer, and tells the walk its payment step',
    { timeout: 60_000 },
    async () => {
      const { api, calls } = recordingApi()
      const answers = await funnel.setup!(api, {
        events: keys(ending('payment-funnel', ['xstate.done.actor.bookInstantly', 'payment.resumed'])),
      })
      expect(answers).toMatchObject({
        instantCamper: '5',
        instantBooking: '9',
        resumeCamper: '5',
        resumeRoute: 'instant-request',
        resumeBooking: '9',
      })
      // The walk books it: the setup leaves a draft, and starts no transfer (its price would be frozen before the walk edits it).
      expect(calls.filter((call) => call.method !== 'GET').map(({ method, path }) => `${method} ${path}`)).toEqual([
        'POST /v4/bookings/',
      ])
    },
  )

  it('starts the transfer from the German storefront when the walk asks, keeps its transaction, and answers the bank with it', async () => {
    const { api, calls } = recordingApi()
    const answers: Record<string, string> = { resumeBooking: '9' }
    await doElsewhere(funnel.elsewhere, api, 'transfer started on another device', answers)
    expect(answers).toEqual({ resumeBooking: '9', transferTransaction: 'sbx-tr-9' })
    expect(calls).toEqual([
      {
        actor: 'guest',
        method: 'POST',
        path: '/3/my-requests/9/payment/async/',
        body: { method: 'transfer' },
        // Only the German storefront offers transfers.
        headers: { 'Idempotency-Key': 'replay-transfer-9', 'Accept-Language': 'de' },
      },
    ])
    await doElsewhere(funnel.elsewhere, api, 'the wire arrives', answers)
    expect(calls.at(-1)).toEqual({
      actor: 'sandbox',
      method: 'POST',
      path: '/sandbox/payments/transfer/sbx-tr-9',
      body: { decision: 'approve' },
    })
    await expect(doElsewhere(funnel.elsewhere, api, 'the wire arrives', {})).rejects.toThrow(
      'no transfer was started during this walk',
    )
    await expect(doElsewhere(funnel.elsewhere, api, 'a cheque arrives', answers)).rejects.toThrow(
      'the UI script has no elsewhere action "a cheque arrives"',
    )
  })

  it(
    'books inside the on-time cancellation window for a path whose refund plan is TOO_LATE',
    { timeout: 60_000 },
    async () => {
      const tooLate = 'xstate.done.actor.synchronise {"output":{"planRefund":"TOO_LATE"}}'
      const found = (first: string) =>
        shortestPaths('payment-funnel').find(
          (path) =>
            keys(path)[0] === first &&
            keys(path).at(-1) === tooLate &&
            !keys(path).some((key) => key.includes('error')),
        )!
      const start = async (path: MachinePath) => {
        const { api, calls } = recordingApi()
        await funnel.setup!(api, { events: keys(path) })
        const booking = calls.find((call) => call.method === 'POST' && call.path === '/v4/bookings/')!.body as {
          date_from: string
        }
        return { days: daysAhead(booking.date_from), calls }
      }
      // The instant funnel walked and paid by card: its stay starts after the documents deadline, within 30 days.
      const instant = found('route.entered {"family":"instant-request","step":"travel-details"}')
      const late = planPath(funnel, instant)
      if (late.kind !== 'walk') throw new Error(`expected a walk, got ${late.kind}`)
      expect(late.steps.at(-1)!.expect).toContainEqual({
        see: { text: /^Cancell?ing now is no longer fully refunded\.$/ },
      })
      const { days } = await start(instant)
      expect(days).toBeGreaterThan(3)
      expect(days).toBeLessThan(30)

      // The success page entered directly: a trip paid now by card, starting soon.
      const paidNow = await start(found('route.entered {"family":"payment","step":"success"}'))
      expect(paidNow.days).toBeLessThan(30)
      const confirm = paidNow.calls.find((call) => call.path === '/3/my-requests/9/payment/confirm/')
      expect(confirm).toMatchObject({
        method: 'POST',
        body: { method: 'card' },
        headers: { 'Idempotency-Key': 'replay-card-9' },
      })
    },
  )

  it('books months ahead for a path whose refund plan is ON_TIME', { timeout: 60_000 }, async () => {
    const onTime = shortestPaths('payment-funnel').find(
      (path) =>
        keys(path)[0]?.includes('"family":"instant-request"') && keys(path).at(-1)?.includes('"planRefund":"ON_TIME"'),
    )!
    const { api, calls } = recordingApi()
    await funnel.setup!(api, { events: keys(onTime) })
    const booking = calls.find((call) => call.method === 'POST' && call.path === '/v4/bookings/')!.body as {
      date_from: string
    }
    expect(daysAhead(booking.date_from)).toBeGreaterThanOrEqual(60)
  })
})
