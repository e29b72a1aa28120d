import type { Env } from '../../env'
import { withCallTimeout } from '../provider-unavailable'
import { noneSisterPlatform } from './none-sister-platform'
import { createSandboxSisterPlatform } from './sandbox-sister-platform'
import type { SisterPlatformProvider } from './sister-platform-provider'

/** The adapter SISTER_PLATFORM_PROVIDER names: "none" (no sister listings, no import) is the default, "sandbox" the built-in stand-in. */
export function sisterPlatformProvider(env: Env): SisterPlatformProvider {
  switch (env.SISTER_PLATFORM_PROVIDER) {
    case 'none':
      return noneSisterPlatform
    case 'sandbox':
      return withCallTimeout(
        'The sister platform',
        createSandboxSisterPlatform({ delayMs: env.SISTER_PLATFORM_SANDBOX_DELAY_MS }),
        env.SISTER_PLATFORM_TIMEOUT_MS,
      )
  }
}
