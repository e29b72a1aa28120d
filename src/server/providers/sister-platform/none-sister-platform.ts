import { SisterPlatformNotConfiguredError } from './sister-platform-provider'
import type { SisterPlatformProvider } from './sister-platform-provider'

/** No sister platform configured: its search always comes back empty and no listing can be imported. */
export const noneSisterPlatform: SisterPlatformProvider = {
  searchListings: async () => ({ count: 0, results: [] }),
  getListing: async () => {
    throw new SisterPlatformNotConfiguredError()
  },
}
