import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/db/seed/demo-accounts'
import { seedIfEmpty } from '../../../src/server/db/seed/seed'
import { signIn } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

type Needed = {
  count: number
  results: Array<{ booking_id: number; author_type: string; guest_first_name: string; owner_first_name: string }>
}

describe.each(TEST_DATABASES)('the demo trip to review on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedIfEmpty(t.db)
  })
  afterAll(() => t.close())

  const neededFor = async (email: string) => {
    const { access_token: token } = (await (await signIn(t, email, DEMO_PASSWORD)).json()) as { access_token: string }
    return (await (await t.request('/3/reviews-needed/?page_size=50', { token })).json()) as Needed
  }

  it('waits for a review from both the demo guest and the demo owner', async () => {
    const guestSide = await neededFor(DEMO_ACCOUNTS.guest.email)
    const ownerSide = await neededFor(DEMO_ACCOUNTS.owner.email)
    const trip = guestSide.results.find((item) => item.owner_first_name === DEMO_ACCOUNTS.owner.firstName)
    expect(trip).toBeDefined()
    expect(ownerSide.results).toContainEqual(
      expect.objectContaining({ booking_id: trip!.booking_id, author_type: 'owner' }),
    )
  })
})
