import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import sharp from 'sharp'
import { as, token } from './support/api'
import { DEMO_PASSWORD, signIn } from './support/session'

// Pictures: the demo owner uploads a real picture to a camper, moves it, turns it and deletes it.

test('the demo owner uploads, reorders, rotates and deletes a camper picture', async ({ page, request }) => {
  const owner = await token(request, 'owner@roam.test')
  const owned = await request.get('/v4/bookings-owner/?page_size=1', { headers: as(owner) })
  const camperId = ((await owned.json()) as { results: Array<{ camper: { id: number } }> }).results[0]!.camper.id
  const photosUrl = `/v4/vehicles/${camperId}/photos/`
  const before = ((await (await request.get(photosUrl, { headers: as(owner) })).json()) as unknown[]).length

  await signIn(page, 'owner@roam.test', DEMO_PASSWORD, `/d/campers/${camperId}/pictures`)
  const pictures = page.getByTestId('camper-picture')
  await expect(pictures).toHaveCount(before, { timeout: 15_000 })

  // A real 1200 × 800 JPEG, made here: half orange, half teal.
  const half = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f2874a' } })
    .png()
    .toBuffer()
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f5e57' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg()
    .toBuffer()
  await page.getByLabel('Choose pictures').setInputFiles({ name: 'our-van.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(pictures).toHaveCount(before + 1, { timeout: 15_000 })
  const added = pictures.last()
  const photoId = await added.getAttribute('data-photo-id')
  await expect(added.getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`/api/media/camper-photos/${photoId}-1-card\\.webp$`),
  )

  // One place earlier, with the move button.
  await added.getByRole('button', { name: /earlier$/ }).click()
  await expect(pictures.nth(before - 1)).toHaveAttribute('data-photo-id', photoId!)

  // A quarter turn: the stored picture becomes 800 × 1200 and gets new addresses.
  const moved = pictures.nth(before - 1)
  await moved.getByRole('button', { name: /^Rotate picture/ }).click()
  await expect(moved.getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`/api/media/camper-photos/${photoId}-2-card\\.webp$`),
  )
  const listed = (await (await request.get(photosUrl, { headers: as(owner) })).json()) as Array<{
    id: number
    width: number
    height: number
  }>
  expect(listed.find((photo) => String(photo.id) === photoId)).toMatchObject({ width: 800, height: 1200 })
  const served = await request.get(`/api/media/camper-photos/${photoId}-2-card.webp`)
  expect(served.headers()['content-type']).toBe('image/webp')

  // Deleted after confirmation.
  await moved.getByRole('button', { name: /^Delete picture/ }).click()
  await page
    .getByRole('dialog', { name: 'Delete this picture?' })
    .getByRole('button', { name: 'Delete the picture' })
    .click()
  await expect(pictures).toHaveCount(before)
  await expect(page.locator(`[data-photo-id="${photoId}"]`)).toHaveCount(0)
})
