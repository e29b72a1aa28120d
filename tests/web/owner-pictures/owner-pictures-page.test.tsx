import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../support/mock-api-client'
import { renderApp } from '../support/render-app'
import { state } from '../support/state'
import { apiError } from '../support/mock-api-client'

const SLOW = { timeout: 5000 }

beforeAll(async () => {
  await import('../../../src/web/features/owner-pictures/pages/owner-pictures-page')
}, 30_000)

const photo = (id: number, index: number, uploaded = true) => {
  const url = uploaded ? `/api/media/camper-photos/${id}-1-gallery.webp` : '/api/media/campers/4-1.svg'
  return {
    id,
    index,
    url,
    sizes: { thumbnail: url, card: url, gallery: url },
    width: uploaded ? 1600 : null,
    height: uploaded ? 1000 : null,
    content_type: uploaded ? 'image/jpeg' : null,
  }
}
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]
const jpegFile = (name: string) =>
  new File([new Uint8Array([...JPEG_HEAD, ...new Uint8Array(500)])], name, { type: 'image/jpeg' })
/** The browser's decoder, by file name: "small" pictures are below 638 × 426. */
const bitmap = vi.fn(async (file: File) => ({
  width: file.name.includes('small') ? 600 : 1600,
  height: 1000,
  close() {},
}))

beforeEach(() => {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 3,
    email: 'owner@roam.test',
    first_name: 'Pierre',
    is_owner: true,
    is_staff: false,
    is_pro: false,
  }
  state.responses['GET /v4/vehicles/{id}/photos/'] = [photo(10, 0, false), photo(11, 1)]
  vi.stubGlobal('createImageBitmap', bitmap)
})
afterEach(() => vi.unstubAllGlobals())

const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Choose pictures'), { target: { files } })

describe('/d/campers/{id}/pictures', () => {
  it('lists the pictures with the first as the cover, and rotates only uploaded ones', async () => {
    await renderApp('/d/campers/12/pictures')
    const items = await screen.findAllByTestId('camper-picture', {}, SLOW)
    expect(items.map((item) => item.dataset.photoId)).toEqual(['10', '11'])
    expect(within(items[0]!).getByText('Cover')).toBeInTheDocument()
    expect(within(items[0]!).queryByRole('button', { name: /Rotate/ })).toBeNull()
    expect(within(items[0]!).getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled()

    const rotated: unknown[] = []
    state.responses['PATCH /v4/vehicles/{id}/photos/{photoId}/rotate/'] = (body: unknown) => {
      rotated.push(body)
      return photo(11, 1)
    }
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Rotate picture 2 a quarter turn clockwise' }))
    await waitFor(() => expect(rotated).toEqual([{ angle: 90 }]))
  }, 20_000)

  it('checks files in the browser, sends the good ones and shows the server’s message next to a refused one', async () => {
    state.responses['POST /v4/vehicles/{id}/photos/'] = (body: unknown) =>
      (body as { photo: string }).photo === 'refused.jpg'
        ? apiError(400, { photo: ['The picture is too large: at most 10 MB.'] }, 'POST')
        : photo(12, 2)
    await renderApp('/d/campers/12/pictures')
    await screen.findAllByTestId('camper-picture', {}, SLOW)
    choose([
      jpegFile('small.jpg'),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      jpegFile('good.jpg'),
      jpegFile('refused.jpg'),
    ])

    expect(await screen.findByText('Too small: at least 638 × 426 pixels.')).toBeInTheDocument()
    expect(await screen.findByText('Not a JPEG, PNG or WebP picture.')).toBeInTheDocument()
    expect(await screen.findByText('The picture is too large: at most 10 MB.')).toBeInTheDocument()
    const sent = api.POST.mock.calls.map(([, init]) => (init as { body: { photo: string } }).body.photo)
    expect(sent).toEqual(['good.jpg', 'refused.jpg'])
    const progress = screen.getByRole('progressbar', { name: 'Upload progress' })
    await waitFor(() => expect(progress).toHaveAttribute('value', '4'))
    expect(screen.getByText('good.jpg').parentElement).toHaveAttribute('data-status', 'done')
  }, 20_000)

  it('moves a picture with the keyboard-reachable buttons and deletes one after confirmation', async () => {
    const orders: unknown[] = []
    state.responses['PUT /3/products/{id}/photos/'] = (body: unknown) => {
      orders.push(body)
      state.responses['GET /v4/vehicles/{id}/photos/'] = [photo(11, 0), photo(10, 1, false)]
      return state.responses['GET /v4/vehicles/{id}/photos/']
    }
    state.responses['DELETE /v4/vehicles/{id}/photos/{photoId}/'] = null
    await renderApp('/d/campers/12/pictures')
    await screen.findAllByTestId('camper-picture', {}, SLOW)
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }))
    await waitFor(() => expect(orders).toEqual([{ photos: [11, 10] }]))
    await waitFor(() =>
      expect(screen.getAllByTestId('camper-picture').map((item) => item.dataset.photoId)).toEqual(['11', '10']),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Delete picture 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this picture?' })
    expect(api.DELETE).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the picture' }))
    await waitFor(() =>
      expect(api.DELETE).toHaveBeenCalledWith('/v4/vehicles/{id}/photos/{photoId}/', {
        params: { path: { id: 12, photoId: 10 } },
      }),
    )
  }, 20_000)
})
