import type { Env } from '../../env'
import type { RentalCoverProvider } from './rental-cover-provider'
import { createSandboxRentalCover } from './sandbox-rental-cover'

/** The adapter RENTAL_COVER_PROVIDER names; the sandbox is the default (and, for now, the only one). */
export function rentalCoverProvider(env: Env): RentalCoverProvider {
  switch (env.RENTAL_COVER_PROVIDER) {
    case 'sandbox':
      return createSandboxRentalCover({
        available: env.RENTAL_COVER_SANDBOX === 'up',
        delayMs: env.RENTAL_COVER_SANDBOX_DELAY_MS,
      })
  }
}
