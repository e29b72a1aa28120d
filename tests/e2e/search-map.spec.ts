import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'

// These tests are about the map: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const API_HEADERS = { 'X-API-KEY': 'roam-public-web-key' }

test('desktop map: dragging offers "Search this area", which searches the visible area and survives a reload', async ({
  page,
  request,
}) => {
  // The map is its own chunk and MapLibre renders in software here: more than the default budget.
  test.slow()
  await page.goto('/s?place=annecy')
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map.locator('.map-price-marker, .map-cluster-marker').first()).toBeVisible({ timeout: 20_000 })
  const searchArea = page.getByRole('button', { name: 'Search this area' })
  await expect(searchArea).toHaveCount(0)

  // Drag the map westwards by a third of its width.
  const box = (await map.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 10, { steps: 5 })
  await page.mouse.move(box.x + box.width / 2 + box.width / 3, box.y + box.height / 2 + 20, { steps: 10 })
  await page.mouse.up()
  await expect(searchArea).toBeVisible()
  await searchArea.click()

  await expect(page).toHaveURL(/latitude=[-\d.]+&longitude=[-\d.]+&radius=\d+/)
  await expect(searchArea).toHaveCount(0)
  const url = new URL(page.url())
  expect(url.searchParams.has('place')).toBe(false)
  const [latitude, longitude, radius] = ['latitude', 'longitude', 'radius'].map((key) =>
    Number(url.searchParams.get(key)),
  )
  // West of Annecy: the view moved.
  expect(longitude).toBeLessThan(6.12)
  const answer = await request.get(`/3/products/?latitude=${latitude}&longitude=${longitude}&radius=${radius}`, {
    headers: API_HEADERS,
  })
  const area = (await answer.json()) as { count: number }
  const countText = new RegExp(`^${area.count} campers?$`)
  await expect(page.getByRole('heading', { level: 2, name: countText })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Area of the map')

  await page.reload()
  await expect(page).toHaveURL(url.toString())
  await expect(page.getByRole('heading', { level: 2, name: countText })).toBeVisible({ timeout: 15_000 })
})

test('desktop map: overlapping pins cluster, a cluster click zooms in, a hovered card lights its pin', async ({
  page,
}) => {
  test.slow()
  await page.goto('/s')
  const map = page.getByRole('region', { name: 'Map of the results' })
  // Twenty campers across Europe on one screen: some pins overlap.
  const cluster = map.locator('.map-cluster-marker').first()
  await expect(cluster).toBeVisible({ timeout: 20_000 })
  const inCluster = Number(await cluster.textContent())
  expect(inCluster).toBeGreaterThan(1)
  // The first card's pin (alone or inside a cluster) lights up while the card is hovered.
  const firstCard = page.locator('.camper-card').first()
  await firstCard.hover()
  await expect(map.locator('.map-marker--hovered')).toHaveCount(1)
  await page.mouse.move(5, 5)
  await expect(map.locator('.map-marker--hovered')).toHaveCount(0)

  // And the reverse: a price pin under the pointer lights its card.
  const pin = map.locator('.map-price-marker').first()
  const camperId = await pin.getAttribute('data-camper-id')
  await pin.hover()
  await expect(page.locator(`#camper-${camperId}`)).toHaveClass(/camper-card--hovered/)
  await page.mouse.move(5, 5)

  // A cluster click zooms in on it: a move of the visitor's, so the map offers to search there.
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0)
  await cluster.click()
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible()
})
