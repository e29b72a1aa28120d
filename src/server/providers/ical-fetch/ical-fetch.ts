import type { Env } from '../../env'
import { createHttpIcalFetch } from './http-ical-fetch'
import type { IcalFetchProvider } from './ical-fetch-provider'
import { createSandboxIcalFetch } from './sandbox-ical-fetch'

/** The adapter ICAL_FETCH_PROVIDER names; the sandbox (local files) is the default. */
export function icalFetchProvider(env: Env): IcalFetchProvider {
  switch (env.ICAL_FETCH_PROVIDER) {
    case 'sandbox':
      return createSandboxIcalFetch(env.ICAL_SANDBOX_DIR)
    case 'http':
      return createHttpIcalFetch()
  }
}
