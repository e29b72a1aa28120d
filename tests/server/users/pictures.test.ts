import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, me, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

/** The first bytes of a PNG up to its IHDR chunk: enough for any reader of dimensions, padded to `size` bytes. */
function png(width: number, height: number, size = 2048): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, 33))
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes.set([8, 2, 0, 0, 0], 24)
  return bytes
}

describe.each(TEST_DATABASES)('POST /3/users/me/pictures/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const upload = (token: string | undefined, file: Blob, name = 'me.png') => {
    const form = new FormData()
    form.set('picture', file, name)
    return t.request('/3/users/me/pictures/', { method: 'POST', token, body: form })
  }
  const signedIn = async () => {
    const user = await createUser(t)
    return { user, token: (await tokensFor(t, user.email)).access_token }
  }

  it('stores a large enough picture, makes it the profile picture and serves it publicly', async () => {
    const { user, token } = await signedIn()
    const bytes = png(1280, 853)
    const response = await upload(token, new Blob([bytes], { type: 'image/png' }))
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ url: expect.stringMatching(/^\/api\/media\/pictures\/\d+\.png$/), width: 1280, height: 853 })
    expect((await (await me(t, token)).json()).profile_picture).toEqual({ url: body.url })
    expect((await (await t.request(`/3/users/${user.id}/`)).json()).profile_picture).toEqual({ url: body.url })

    // Image tags send no API key.
    const served = await t.app.request(body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)

    // A new upload replaces the old picture, which is gone.
    const next = await (await upload(token, new Blob([png(700, 500)], { type: 'image/png' }))).json()
    expect(next.url).not.toBe(body.url)
    expect((await t.app.request(body.url)).status).toBe(404)
    expect((await t.app.request(next.url)).status).toBe(200)
  })

  it('checks the size on the server whatever the client claims: at least 638 × 426, at most 10 MB, an image', async () => {
    const { token } = await signedIn()
    const cases: Array<[Blob, string]> = [
      [
        new Blob([png(637, 900)], { type: 'image/png' }),
        'The picture is too small: it must be at least 638 × 426 pixels.',
      ],
      [
        new Blob([png(900, 425)], { type: 'image/png' }),
        'The picture is too small: it must be at least 638 × 426 pixels.',
      ],
      [new Blob(['not a picture at all'], { type: 'image/jpeg' }), 'Upload a JPEG, PNG or WebP picture.'],
      [
        new Blob([png(4000, 3000, 10 * 1024 * 1024 + 1)], { type: 'image/png' }),
        'The picture is too large: at most 10 MB.',
      ],
    ]
    for (const [file, message] of cases) {
      const response = await upload(token, file)
      expect(response.status, message).toBe(400)
      expect(await response.json()).toEqual({ picture: [message] })
    }
    expect((await (await me(t, token)).json()).profile_picture).toEqual({ url: null })
    // Exactly the minimum and exactly 10 MB pass.
    expect((await upload(token, new Blob([png(638, 426, 10 * 1024 * 1024)], { type: 'image/png' }))).status).toBe(201)
  })

  it('answers 400 without a file or with another media type, and 401 when anonymous', async () => {
    const { token } = await signedIn()
    const noFile = await t.request('/3/users/me/pictures/', { method: 'POST', token, body: new FormData() })
    expect(noFile.status).toBe(400)
    expect(await noFile.json()).toHaveProperty('picture')
    expect((await t.request('/3/users/me/pictures/', { method: 'POST', token, json: { picture: 'x' } })).status).toBe(
      400,
    )
    expect((await upload(undefined, new Blob([png(800, 600)], { type: 'image/png' }))).status).toBe(401)
    expect((await t.app.request('/api/media/pictures/999999.png')).status).toBe(404)
    expect((await t.app.request('/api/media/pictures/abc.png')).status).toBe(400)
  })

  it('deleting the account removes its picture', async () => {
    const { token } = await signedIn()
    const { url } = await (await upload(token, new Blob([png(800, 600)], { type: 'image/png' }))).json()
    expect((await t.request('/3/users/me/', { method: 'DELETE', token })).status).toBe(204)
    expect((await t.app.request(url)).status).toBe(404)
  })
})
