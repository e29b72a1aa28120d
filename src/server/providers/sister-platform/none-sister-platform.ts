import type { SisterPlatformProvider } from './sister-platform-provider'

/** No sister platform configured: its search always comes back empty. */
export const noneSisterPlatform: SisterPlatformProvider = {
  searchListings: async () => ({ count: 0, results: [] }),
}
