import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { daysBetween } from '../../../domain/stay-price'
import { RentalCoverUnavailableError, type RentalCoverProvider } from './rental-cover-provider'

/** The sandbox's tariff, like a real excess-reimbursement insurer's: a daily premium by deductible band, with a minimum. */
const DAILY_PREMIUM_UP_TO_1000 = 590
const DAILY_PREMIUM_ABOVE_1000 = 990
const MINIMUM_PREMIUM = 2500
const MAX_COVER = 300_000

/**
 * The built-in sandbox: quotes from a fixed tariff after `delayMs` (a call over the network). With `available` false
 * (RENTAL_COVER_SANDBOX=down) every call fails as an unreachable service does.
 */
export function createSandboxRentalCover(options: { available: boolean; delayMs: number }): RentalCoverProvider {
  const call = async () => {
    if (options.delayMs > 0) await sleep(options.delayMs)
    if (!options.available)
      throw new RentalCoverUnavailableError('The rental cover sandbox is down (RENTAL_COVER_SANDBOX=down).')
  }
  return {
    async quote(request) {
      await call()
      const daily = request.deductible > 100_000 ? DAILY_PREMIUM_ABOVE_1000 : DAILY_PREMIUM_UP_TO_1000
      return {
        amount: Math.max(MINIMUM_PREMIUM, daily * daysBetween(request.dateFrom, request.dateTo)),
        currency: request.currency,
        reference: `sandbox-${randomUUID()}`,
      }
    },
    async conditions() {
      await call()
      return {
        provider: 'sandbox',
        title: 'Rental cover: your deductible paid back',
        summary:
          'If the vehicle is damaged or stolen during your trip, the rental cover reimburses the deductible you paid under the trip’s ' +
          'insurance, up to 3,000.00 per claim. Glass, tyres, underbody and roof are included. Claims are filed within 30 days of the ' +
          'return with the damage report and proof of payment of the deductible.',
        maxCover: MAX_COVER,
        currency: 'EUR',
        documentUrl: 'https://rental-cover.sandbox.roam.test/conditions.pdf',
        claimsPhone: '+33 1 84 80 00 00',
      }
    },
  }
}
