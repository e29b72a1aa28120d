import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/help/pages/help-center-page')
  await import('../../../src/web/features/help/pages/faq-page')
  await import('../../../src/web/features/help/pages/find-answers-page')
  await import('../../../src/web/features/help/pages/discover-process-page')
}, 30_000)

const entry = (key: string, topic: string, question: string, answer: string, extra: Record<string, unknown> = {}) => ({
  id: key.length,
  key,
  topic,
  audiences: ['guest', 'owner', 'pro'],
  featured: false,
  question,
  answer,
  ...extra,
})
const ENTRIES = [
  entry('process-guest-find', 'process', 'Step 1 for guests: find a vehicle', 'Search by place and dates.', {
    audiences: ['guest'],
  }),
  entry('process-owner-list', 'process', 'Step 1 for owners: list it', 'Describe your vehicle.', {
    audiences: ['owner', 'pro'],
  }),
  entry('deposit-amount', 'deposit', 'How much is the deposit?', 'The owner sets it.'),
  entry('deposit-return', 'deposit', 'When is the dépôt given back?', 'At **return**, once the vehicle is checked.', {
    featured: true,
  }),
  entry('payouts-iban', 'payouts', 'How do I add my IBAN?', 'In your account.', { audiences: ['owner', 'pro'] }),
]
const TOPICS = [
  { key: 'process', title: 'How a rental works', count: 2 },
  { key: 'deposit', title: 'Deposit', count: 2 },
  { key: 'payouts', title: 'Payouts', count: 1 },
]

/** GET /3/faq/ filtering like the server, remembering the queries it was asked. */
function serveFaq() {
  const asked: Array<Record<string, string | undefined>> = []
  state.responses['GET /3/faq/'] = (
    _body: unknown,
    init: { params: { query: Record<string, string | undefined> } },
  ) => {
    const query = init.params.query
    asked.push(query)
    const words = (query.q ?? '').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/\s+/).filter(Boolean)
    const matching = ENTRIES.filter((item) =>
      words.every((word) =>
        `${item.question} ${item.answer}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').includes(word),
      ),
    )
    const results = query.topic ? matching.filter((item) => item.topic === query.topic) : matching
    return { lang: query.lang, count: results.length, topics: TOPICS, results }
  }
  return asked
}

describe('help centre', () => {
  it('shows topics and popular questions, and the signed-in user’s own questions', async () => {
    serveFaq()
    state.loggedIn = true
    state.responses['GET /3/users/me/'] = {
      id: 7,
      email: 'o@roam.test',
      first_name: 'Olga',
      is_owner: true,
      is_staff: false,
      is_pro: false,
    }
    const forUser: unknown[] = []
    state.responses['GET /3/faq/user/{id}/'] = (_body: unknown, init: { params: unknown }) => {
      forUser.push(init.params)
      return { audience: 'owner', lang: 'en-us', count: 1, topics: TOPICS, results: [ENTRIES[4]] }
    }
    await renderApp('/help')
    expect(await screen.findByRole('heading', { name: 'How can we help?' }, SLOW)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Deposit' }, SLOW)).toHaveAttribute(
      'href',
      '/help/faq?topic=deposit',
    )
    expect(screen.queryByRole('link', { name: 'How a rental works' })).toBeNull()
    const popular = screen.getByRole('heading', { name: 'Popular questions' }).parentElement!
    expect(within(popular).getByRole('link', { name: 'When is the dépôt given back?' })).toHaveAttribute(
      'href',
      '/help/faq#deposit-return',
    )
    const forYou = (await screen.findByRole('heading', { name: 'For you' }, SLOW)).parentElement!
    expect(within(forYou).getByRole('link', { name: 'How do I add my IBAN?' })).toBeInTheDocument()
    expect(forUser).toEqual([{ path: { id: '7' }, query: { lang: 'en-us' } }])
    await waitFor(() => expect(document.title).toBe('Help centre · Roam'), SLOW)
  })

  it('searches from the help centre: the words go to the address of find-answers', async () => {
    serveFaq()
    const { router } = await renderApp('/fr/help')
    fireEvent.change(await screen.findByRole('searchbox', {}, SLOW), { target: { value: ' depot ' } })
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/fr/help/find-answers?q=depot',
        ),
      SLOW,
    )
  })
})

describe('/help/faq', () => {
  it('groups the questions by topic, filters by ?topic= and opens the #anchor', async () => {
    const asked = serveFaq()
    await renderApp('/help/faq?topic=deposit#deposit-return')
    const group = (await screen.findByRole('heading', { name: 'Deposit', level: 2 }, SLOW)).closest('section')!
    const opened = group.querySelector('details#deposit-return') as HTMLDetailsElement
    expect(opened.open).toBe(true)
    expect(within(opened).getByText('return').tagName).toBe('STRONG')
    expect((group.querySelector('details#deposit-amount') as HTMLDetailsElement).open).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Payouts', level: 2 })).toBeNull()
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page')
    expect(asked.at(-1)).toMatchObject({ topic: 'deposit' })
  })

  it('ignores an unknown topic', async () => {
    const asked = serveFaq()
    await renderApp('/help/faq?topic=weather')
    expect(await screen.findByRole('heading', { name: 'Payouts', level: 2 }, SLOW)).toBeInTheDocument()
    expect(asked.every((query) => query.topic === undefined)).toBe(true)
  })
})

describe('/help/find-answers', () => {
  it('marks the searched words whatever their accents and links each answer', async () => {
    serveFaq()
    await renderApp('/help/find-answers?q=DEPOT%20given')
    const link = await screen.findByRole('link', { name: 'When is the dépôt given back?' }, SLOW)
    expect(link).toHaveAttribute('href', '/help/faq#deposit-return')
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['dépôt', 'given'])
    expect(screen.getByRole('status')).toHaveTextContent('1 answer')
    expect(screen.getByRole('searchbox')).toHaveValue('DEPOT given')
  })

  it('offers the FAQ and a contact link when nothing matches', async () => {
    serveFaq()
    await renderApp('/help/find-answers?q=zeppelin')
    expect(await screen.findByText('No answer for “zeppelin”.', {}, SLOW)).toBeInTheDocument()
    const empty = document.querySelector('.help-empty') as HTMLElement
    expect(within(empty).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://help.roam.test/contact',
    )
    expect(within(empty).getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/help/faq')
  })
})

describe('/help/discover-process', () => {
  it('lists the guest steps and the owner steps', async () => {
    serveFaq()
    await renderApp('/help/discover-process')
    const guests = (await screen.findByRole('heading', { name: 'For guests' }, SLOW)).closest('section')!
    const owners = screen.getByRole('heading', { name: 'For owners' }).closest('section')!
    expect(
      within(guests)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1 for guests: find a vehicle'])
    expect(
      within(owners)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1 for owners: list it'])
  })
})
