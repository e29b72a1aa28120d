import { camperPhotos, campers, reviews, type NewCamperRow, type NewReviewRow } from '../../../src/server/db/schema'
import type { TestApp } from './test-app'

/** Inserts a published camper of `ownerId` with two photos; override any column. */
export async function createCamper(t: TestApp, ownerId: number, overrides: Partial<NewCamperRow> = {}) {
  const [camper] = await t.db
    .insert(campers)
    .values({
      ownerId,
      title: 'VW California near Lyon',
      description: 'A friendly van.',
      vehicleType: 4,
      brand: 'Volkswagen',
      model: 'California',
      year: 2019,
      seats: 4,
      beds: 4,
      addressCity: 'Lyon',
      addressCountry: 'FR',
      latitude: 45.75,
      longitude: 4.85,
      pricePerDay: 8550,
      depositAmount: 150000,
      depositMean: 'card,cash,bitcoin',
      hourFrom: '14:00',
      hourTo: '10:30',
      petsAllowed: 'ALLOWED',
      smokingAllowed: 'NOT_ALLOWED',
      abroadAllowed: 'ON_DEMAND',
      status: 'bookable',
      publishedAt: new Date('2025-03-01T10:00:00Z'),
      ...overrides,
    })
    .returning()
  await t.db.insert(camperPhotos).values([
    { camperId: camper!.id, url: '/api/media/campers/4-2.svg', position: 1 },
    { camperId: camper!.id, url: '/api/media/campers/4-1.svg', position: 0 },
  ])
  return camper!
}

export async function createReview(t: TestApp, review: Omit<NewReviewRow, 'comment'> & { comment?: string }) {
  const [row] = await t.db
    .insert(reviews)
    .values({ comment: 'Great trip.', ...review })
    .returning()
  return row!
}
