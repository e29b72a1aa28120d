import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { availabilitiesFixture, camperFixture, priceFixture, reviewsPage } from '../listing/fixtures'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/reviews/pages/reviews-page')
  await import('../../../src/web/features/listing/pages/listing-page')
}, 30_000)

function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'guest@roam.test',
    first_name: 'Lena',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
  state.responses['GET /3/reviews-needed/'] = { count: 0, next: null, previous: null, results: [] }
}

const review = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  booking_id: 31,
  camper_id: 42,
  camper_title: 'Blue Horizon Van',
  author_type: 'guest',
  author: { id: 2, first_name: 'Lena', profile_picture: { url: null } },
  target_id: 3,
  rating: 4,
  comment: 'Lovely van.',
  end_rating: 3,
  target_rating: 5,
  private_comment: null,
  language: null,
  photo: null,
  published_date: null,
  publication_deadline: '2026-11-28T00:00:00.000Z',
  editable: true,
  created_at: '2026-11-16T10:00:00.000Z',
  updated_at: '2026-11-16T10:00:00.000Z',
  ...overrides,
})

const page = (...results: unknown[]) => ({ count: results.length, next: null, previous: null, results })
const file = (name: string, type: string, size: number) => {
  const made = new File(['x'], name, { type })
  Object.defineProperty(made, 'size', { value: size })
  return made
}

describe('editing a sent review', () => {
  it('prefills the form with the review, sends the changes with PATCH and lists the new text', async () => {
    signedIn()
    let current = review()
    const sent: unknown[] = []
    state.responses['GET /3/reviews/me/'] = () => page(current)
    state.responses['PATCH /3/review/{idReview}/'] = (body: unknown, init: unknown) => {
      sent.push({ id: (init as { params: { path: { idReview: number } } }).params.path.idReview, body })
      current = review({ ...(body as object) })
      return current
    }
    await renderApp('/d/reviews?box=sent')
    fireEvent.click(await screen.findByRole('button', { name: 'Edit my review' }, SLOW))
    const form = screen.getByRole('form', { name: 'Edit my review' })
    const comment = within(form).getByLabelText('Your review (public)')
    expect(comment).toHaveValue('Lovely van.')
    expect(
      within(within(form).getByRole('group', { name: 'How was your trip in Blue Horizon Van?' })).getByRole('radio', {
        name: '4 out of 5',
      }),
    ).toBeChecked()
    expect(
      within(within(form).getByRole('group', { name: 'How was the owner as a host?' })).getByRole('radio', {
        name: '5 out of 5',
      }),
    ).toBeChecked()
    fireEvent.change(comment, { target: { value: 'Lovely van, spotless.' } })
    fireEvent.click(
      within(within(form).getByRole('group', { name: 'How did the return of the camper go?' })).getByRole('radio', {
        name: '5 out of 5',
      }),
    )
    fireEvent.click(within(form).getByRole('button', { name: 'Save my review' }))
    await waitFor(() => expect(sent).toHaveLength(1), SLOW)
    await waitFor(() => expect(screen.getByText('Lovely van, spotless.')).toBeInTheDocument(), SLOW)
    expect(sent).toEqual([
      {
        id: 7,
        body: { rating: 4, comment: 'Lovely van, spotless.', end_rating: 5, target_rating: 5, private_comment: null },
      },
    ])
    expect(screen.queryByRole('form', { name: 'Edit my review' })).not.toBeInTheDocument()
  }, 20_000)

  it('shows the server’s field errors next to their field, and offers no edit once published', async () => {
    signedIn()
    state.responses['GET /3/reviews/me/'] = () =>
      page(
        review(),
        review({ id: 8, comment: 'Already public.', editable: false, published_date: '2026-11-17T10:00:00.000Z' }),
      )
    state.responses['PATCH /3/review/{idReview}/'] = () => apiError(400, { comment: ['Write a few words.'] })
    await renderApp('/d/reviews?box=sent')
    const cards = await screen.findAllByTestId('review-card', {}, SLOW)
    expect(within(cards[1]!).queryByRole('button', { name: 'Edit my review' })).not.toBeInTheDocument()
    expect(within(cards[1]!).queryByLabelText('Add a photo of your trip')).not.toBeInTheDocument()
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Edit my review' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save my review' }))
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent('Write a few words.')
    expect(alert.parentElement).toContainElement(screen.getByLabelText('Your review (public)'))
  }, 20_000)
})

describe('the photo of a sent guest review', () => {
  it('refuses a wrong type or a too-large file before sending, then uploads a good one as multipart', async () => {
    signedIn()
    let current = review()
    const uploads: FormData[] = []
    state.responses['GET /3/reviews/me/'] = () => page(current)
    state.responses['PATCH /3/review/{idReview}/photo/'] = (_body: unknown, init: unknown) => {
      uploads.push((init as { bodySerializer: () => FormData }).bodySerializer())
      current = review({ photo: { url: '/api/media/reviews/7-1.jpg' } })
      return current
    }
    await renderApp('/d/reviews?box=sent')
    const input = await screen.findByLabelText('Add a photo of your trip', {}, SLOW)
    fireEvent.change(input, { target: { files: [file('trip.gif', 'image/gif', 1000)] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo.')
    fireEvent.change(input, { target: { files: [file('trip.jpg', 'image/jpeg', 6 * 1024 * 1024)] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be at most 5 MB.')
    expect(uploads).toHaveLength(0)
    const photo = file('trip.jpg', 'image/jpeg', 2000)
    fireEvent.change(input, { target: { files: [photo] } })
    expect(
      await screen.findByText('Your photo is added; it shows once the review is published.', {}, SLOW),
    ).toBeInTheDocument()
    expect(uploads).toHaveLength(1)
    expect(uploads[0]!.get('photo')).toBe(photo)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Replace the photo')).toBeInTheDocument()
  }, 20_000)

  it('shows the server’s 400 next to the photo field', async () => {
    signedIn()
    state.responses['GET /3/reviews/me/'] = () => page(review())
    state.responses['PATCH /3/review/{idReview}/photo/'] = () =>
      apiError(400, { photo: ['Upload a JPEG, PNG or WebP photo.'] })
    await renderApp('/d/reviews?box=sent')
    const input = await screen.findByLabelText('Add a photo of your trip', {}, SLOW)
    fireEvent.change(input, { target: { files: [file('trip.png', 'image/png', 2000)] } })
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent('Upload a JPEG, PNG or WebP photo.')
    expect(alert.parentElement).toContainElement(input)
  }, 20_000)

  it('is not offered on an owner review', async () => {
    signedIn()
    state.responses['GET /3/reviews/me/'] = () => page(review({ author_type: 'owner' }))
    await renderApp('/d/reviews?box=sent')
    expect(await screen.findByRole('button', { name: 'Edit my review' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByLabelText('Add a photo of your trip')).not.toBeInTheDocument()
  }, 20_000)
})

describe('reporting a review', () => {
  it('reports a received review with a reason and a message from an accessible dialog', async () => {
    signedIn()
    const reports: unknown[] = []
    state.responses['GET /3/reviews/me/'] = () =>
      page(
        review({
          id: 9,
          author: { id: 3, first_name: 'Oscar', profile_picture: { url: null } },
          author_type: 'owner',
          comment: 'Late return.',
          editable: false,
          published_date: '2026-11-17T10:00:00.000Z',
        }),
      )
    state.responses['PATCH /3/review/{idReview}/report/'] = (body: unknown, init: unknown) => {
      reports.push({ id: (init as { params: { path: { idReview: number } } }).params.path.idReview, body })
      return { id: 9, reported: true }
    }
    await renderApp('/d/reviews')
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' })
    const send = within(dialog).getByRole('button', { name: 'Send the report' })
    expect(send).toBeDisabled()
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['offensive', 'false', 'personal_data', 'spam', 'other'])
    fireEvent.click(within(dialog).getByRole('radio', { name: 'False or misleading' }))
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: 'The van came back on time.' },
    })
    fireEvent.click(send)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW)
    expect(reports).toEqual([{ id: 9, body: { reason: 'false', message: 'The van came back on time.' } }])
    expect(await screen.findByText('Thank you. Our team will read this review again.', {}, SLOW)).toBeInTheDocument()
  }, 20_000)

  it('says so when the user already reported the review (409)', async () => {
    signedIn()
    state.responses['GET /3/reviews/me/'] = () =>
      page(
        review({
          id: 9,
          author: { id: 3, first_name: 'Oscar', profile_picture: { url: null } },
          author_type: 'owner',
          editable: false,
          published_date: '2026-11-17T10:00:00.000Z',
        }),
      )
    state.responses['PATCH /3/review/{idReview}/report/'] = () =>
      apiError(409, { detail: 'You have already reported this review.', code: 'already_reported' })
    await renderApp('/d/reviews')
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'You have already reported this review.',
    )
    expect(within(dialog).getByRole('button', { name: 'Send the report' })).toBeDisabled()
  }, 20_000)

  it('is offered on the listing’s reviews to a signed-in reader, except on their own review, and not to visitors', async () => {
    state.responses['GET /3/products/{id}/'] = camperFixture()
    state.responses['GET /v4/reviews/'] = () => reviewsPage(1, 2)
    state.responses['GET /3/products/{id}/availabilities/'] = availabilitiesFixture
    state.responses['GET /3/products/{id}/price/'] = priceFixture
    const visitor = await renderApp('/campers/42')
    expect(await screen.findByText('Review number 2', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument()
    visitor.unmount()
    signedIn()
    // Review 2 is by user 101: make it the reader's own.
    state.responses['GET /3/users/me/'] = {
      id: 101,
      email: 'guest@roam.test',
      first_name: 'Guest2',
      is_owner: false,
      is_staff: false,
      is_pro: false,
    }
    await renderApp('/campers/42')
    const own = (await screen.findByText('Review number 2', {}, SLOW)).closest('li')!
    const other = screen.getByText('Review number 1').closest('li')!
    await waitFor(() => expect(within(other).getByRole('button', { name: 'Report' })).toBeInTheDocument(), SLOW)
    expect(within(own).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument()
    fireEvent.click(within(other).getByRole('button', { name: 'Report' }))
    expect(await screen.findByRole('dialog', { name: 'Report this review' })).toBeInTheDocument()
  }, 20_000)
})
