import type { Env } from '../../env'
import { noneSisterPlatform } from './none-sister-platform'
import type { SisterPlatformProvider } from './sister-platform-provider'

/** The adapter SISTER_PLATFORM_PROVIDER names; "none" (no sister listings) is the default and, for now, the only one. */
export function sisterPlatformProvider(env: Env): SisterPlatformProvider {
  switch (env.SISTER_PLATFORM_PROVIDER) {
    case 'none':
      return noneSisterPlatform
  }
}
