import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageSize } from 'image-size'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

type Format = 'jpeg' | 'png' | 'webp'

/** A real picture made with sharp: a gradient-free two-colour image, left half red, so a rotation is visible in the pixels. */
async function picture(width: number, height: number, format: Format = 'jpeg'): Promise<Uint8Array<ArrayBuffer>> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#d00' } })
    .png()
    .toBuffer()
  const image = sharp({ create: { width, height, channels: 3, background: '#06c' } }).composite([
    { input: half, left: 0, top: 0 },
  ])
  return new Uint8Array(await image.toFormat(format).toBuffer())
}

const MIME: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

describe.each(TEST_DATABASES)('camper pictures on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; token: string }
  let camperId: number

  const signedIn = async (extra: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t, extra)
    return { id: user.id, token: (await tokensFor(t, user.email)).access_token }
  }
  const upload = (
    token: string | undefined,
    id: number,
    bytes: Uint8Array<ArrayBuffer> | string,
    type = 'image/jpeg',
  ) => {
    const form = new FormData()
    form.set('photo', new Blob([bytes], { type }), 'van.jpg')
    return t.request(`/v4/vehicles/${id}/photos/`, { method: 'POST', token, body: form })
  }
  const list = async (id = camperId, token = owner.token) =>
    (await t.request(`/v4/vehicles/${id}/photos/`, { token })).json()

  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await signedIn({ isOwner: true })
    // The support camper comes with the two demo illustrations.
    camperId = (await createCamper(t, owner.id)).id
  })
  afterAll(() => t.close())

  it('stores real JPEG, PNG and WebP pictures last in the order, with their sizes served as long-cached WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const response = await upload(owner.token, camperId, await picture(1600, 1000, format), MIME[format])
      expect(response.status, format).toBe(201)
      const photo = await response.json()
      expect(photo).toMatchObject({ width: 1600, height: 1000, content_type: MIME[format] })
      expect(photo.sizes.card).toMatch(new RegExp(`^/api/media/camper-photos/${photo.id}-1-card\\.webp$`))
      expect(photo.url).toBe(photo.sizes.gallery)
    }
    const photos = await list()
    expect(photos.map((photo: { index: number }) => photo.index)).toEqual([0, 1, 2, 3, 4])
    // The demo illustrations answer their one address for every size.
    expect(photos[0].sizes).toEqual({ thumbnail: photos[0].url, card: photos[0].url, gallery: photos[0].url })
    expect(photos[0].content_type).toBeNull()

    const last = photos[4]
    for (const [size, width] of [
      ['thumbnail', 160],
      ['card', 480],
      ['gallery', 1280],
    ] as const) {
      // Image tags send no API key.
      const served = await t.app.request(last.sizes[size])
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(imageSize(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ type: 'webp', width })
    }
    // Never enlarged: a small original keeps its width in the gallery size.
    const small = await (await upload(owner.token, camperId, await picture(700, 500))).json()
    expect(imageSize(new Uint8Array(await (await t.app.request(small.sizes.gallery)).arrayBuffer())).width).toBe(700)
    expect(
      (await t.request(`/v4/vehicles/${camperId}/photos/${small.id}/`, { method: 'DELETE', token: owner.token }))
        .status,
    ).toBe(204)
  })

  it('refuses on the photo field what is too small, too big or not a picture, whatever the client claims', async () => {
    const cases: Array<[Uint8Array<ArrayBuffer> | string, string, string]> = [
      [await picture(637, 900), 'image/jpeg', 'The picture is too small: it must be at least 638 × 426 pixels.'],
      [await picture(900, 425, 'png'), 'image/png', 'The picture is too small: it must be at least 638 × 426 pixels.'],
      ['GIF89a not really a picture', 'image/jpeg', 'Upload a JPEG, PNG or WebP picture.'],
      [
        await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
          .gif()
          .toBuffer()
          .then((b) => new Uint8Array(b)),
        'image/png',
        'Upload a JPEG, PNG or WebP picture.',
      ],
      // A JPEG header with nothing decodable behind it.
      [
        new Uint8Array([...(await picture(800, 600)).subarray(0, 400), ...new Uint8Array(2000)]),
        'image/jpeg',
        'Upload a JPEG, PNG or WebP picture.',
      ],
    ]
    const before = (await list()).length
    for (const [bytes, type, message] of cases) {
      const response = await upload(owner.token, camperId, bytes, type)
      expect(response.status, message).toBe(400)
      expect(await response.json()).toEqual({ photo: [message] })
    }
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(await picture(800, 600))
    const tooBig = await upload(owner.token, camperId, big)
    expect(tooBig.status).toBe(400)
    expect(await tooBig.json()).toEqual({ photo: ['The picture is too large: at most 10 MB.'] })
    const noFile = await t.request(`/v4/vehicles/${camperId}/photos/`, {
      method: 'POST',
      token: owner.token,
      body: new FormData(),
    })
    expect(noFile.status).toBe(400)
    expect(await noFile.json()).toHaveProperty('photo')
    expect((await list()).length).toBe(before)
  })

  it('rotates the stored original: new dimensions, new addresses, the old ones gone', async () => {
    const photo = await (await upload(owner.token, camperId, await picture(1200, 800))).json()
    const rotate = (angle: unknown) =>
      t.request(`/v4/vehicles/${camperId}/photos/${photo.id}/rotate/`, {
        method: 'PATCH',
        token: owner.token,
        json: { angle },
      })
    const turned = await rotate(90)
    expect(turned.status).toBe(200)
    const body = await turned.json()
    expect(body).toMatchObject({ id: photo.id, width: 800, height: 1200, content_type: 'image/jpeg' })
    expect(body.sizes.gallery).toBe(`/api/media/camper-photos/${photo.id}-2-gallery.webp`)
    expect((await t.app.request(photo.sizes.gallery)).status).toBe(404)
    const served = new Uint8Array(await (await t.app.request(body.sizes.card)).arrayBuffer())
    expect(imageSize(served)).toMatchObject({ width: 480, height: 720 })
    // Turned clockwise, the red left half is now on top.
    const { data } = await sharp(served).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(150)
    expect(data[2]).toBeLessThan(100)
    expect(await (await rotate(180)).json()).toMatchObject({ width: 800, height: 1200 })

    const wrong = await rotate(45)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ angle: ['The angle must be 90, 180 or 270.'] })
    // A demo illustration has no original to turn.
    const [demo] = await list()
    const refused = await t.request(`/v4/vehicles/${camperId}/photos/${demo.id}/rotate/`, {
      method: 'PATCH',
      token: owner.token,
      json: { angle: 90 },
    })
    expect(refused.status).toBe(400)
  })

  it('reorders with PUT (the whole order) and PATCH index, replaces a file, deletes one or several and closes the gaps', async () => {
    const camper = await createCamper(t, owner.id)
    const ids: number[] = (await list(camper.id)).map((photo: { id: number }) => photo.id)
    const added = await (await upload(owner.token, camper.id, await picture(900, 600, 'png'), 'image/png')).json()
    ids.push(added.id)

    const put = (photos: unknown) =>
      t.request(`/3/products/${camper.id}/photos/`, { method: 'PUT', token: owner.token, json: { photos } })
    const reordered = await put([added.id, ids[0], ids[1]])
    expect(reordered.status).toBe(200)
    expect((await reordered.json()).map((photo: { id: number; index: number }) => [photo.id, photo.index])).toEqual([
      [added.id, 0],
      [ids[0], 1],
      [ids[1], 2],
    ])
    expect(await (await put([added.id, ids[0]])).json()).toEqual({ photos: ['List every picture of the camper.'] })
    expect(await (await put([added.id, added.id, ids[0]])).json()).toEqual({
      photos: ['Each picture may appear only once.'],
    })
    expect(await (await put([added.id, ids[0], 999_999])).json()).toEqual({ photos: ['Not a picture of this camper.'] })

    // The cover (first) in a card of the search and on the listing uses the card and gallery sizes.
    const detail = await (await t.request(`/3/products/${camper.id}/`)).json()
    expect(detail.photos[0].url).toBe(added.sizes.gallery)
    const search = await (await t.request('/3/products/?page_size=50')).json()
    const card = search.results.find((item: { id: number }) => item.id === camper.id)
    expect(card.photos[0].url).toBe(added.sizes.card)

    const patch = (photoId: number, fields: Record<string, string | Blob>) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      return t.request(`/v4/vehicles/${camper.id}/photos/${photoId}/`, {
        method: 'PATCH',
        token: owner.token,
        body: form,
      })
    }
    expect(await (await patch(added.id, { index: '2' })).json()).toMatchObject({ id: added.id, index: 2 })
    expect((await list(camper.id)).map((photo: { id: number }) => photo.id)).toEqual([ids[0], ids[1], added.id])
    const replaced = await (
      await patch(added.id, { photo: new Blob([await picture(1000, 700, 'webp')], { type: 'image/webp' }) })
    ).json()
    expect(replaced).toMatchObject({ id: added.id, index: 2, width: 1000, height: 700, content_type: 'image/webp' })
    expect(replaced.sizes.card).toBe(`/api/media/camper-photos/${added.id}-2-card.webp`)
    expect((await patch(added.id, {})).status).toBe(400)
    expect(await (await patch(added.id, { index: '-1' })).json()).toHaveProperty('index')

    expect(
      (await t.request(`/v4/vehicles/${camper.id}/photos/${ids[0]}/`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(204)
    expect((await list(camper.id)).map((photo: { id: number; index: number }) => [photo.id, photo.index])).toEqual([
      [ids[1], 0],
      [added.id, 1],
    ])
    const unknown = await t.request(`/3/products/${camper.id}/photos/`, {
      method: 'DELETE',
      token: owner.token,
      json: { photos: [ids[0]] },
    })
    expect(unknown.status).toBe(400)
    const removed = await t.request(`/3/products/${camper.id}/photos/`, {
      method: 'DELETE',
      token: owner.token,
      json: { photos: [ids[1], added.id] },
    })
    expect(await removed.json()).toEqual([])
    expect((await t.app.request(replaced.sizes.card)).status).toBe(404)
  })

  it('lets only the owner change pictures: another owner 404, a guest 403, staff reads only, anonymous 401', async () => {
    const [photo] = await list()
    const other = await signedIn({ isOwner: true })
    await createCamper(t, other.id)
    const guest = await signedIn()
    const staff = await signedIn({ isStaff: true })
    const bytes = await picture(800, 600)

    expect((await t.request(`/v4/vehicles/${camperId}/photos/`, { token: other.token })).status).toBe(404)
    expect((await upload(other.token, camperId, bytes)).status).toBe(404)
    expect(
      (
        await t.request(`/3/products/${camperId}/photos/`, {
          method: 'PUT',
          token: other.token,
          json: { photos: [photo.id] },
        })
      ).status,
    ).toBe(404)
    expect(
      (await t.request(`/v4/vehicles/${camperId}/photos/${photo.id}/`, { method: 'DELETE', token: other.token }))
        .status,
    ).toBe(404)
    expect((await t.request(`/v4/vehicles/${camperId}/photos/`, { token: guest.token })).status).toBe(403)
    expect((await upload(guest.token, camperId, bytes)).status).toBe(403)
    expect((await t.request(`/v4/vehicles/${camperId}/photos/`, { token: staff.token })).status).toBe(200)
    expect((await upload(staff.token, camperId, bytes)).status).toBe(403)
    expect((await t.request(`/v4/vehicles/${camperId}/photos/`)).status).toBe(401)
    expect((await upload(undefined, camperId, bytes)).status).toBe(401)
    expect((await t.request(`/v4/vehicles/999999/photos/`, { token: owner.token })).status).toBe(404)
    // Another camper's picture id is not found through this camper.
    const theirs = await (await upload(other.token, (await createCamper(t, other.id)).id, bytes)).json()
    expect(
      (await t.request(`/v4/vehicles/${camperId}/photos/${theirs.id}/`, { method: 'DELETE', token: owner.token }))
        .status,
    ).toBe(404)
  })
})
