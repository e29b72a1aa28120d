import type { DefaultOptions } from '@tanstack/react-query'
import { refusalOf } from '../../domain/api-errors'
import { ApiClientError } from './api-client-error'

/**
 * The app's query defaults. The API client retries what may be retried (spec 1 §7), so queries do not retry on top of
 * it. A read refused for the page (a 403 whose code says why) goes to the route's error page, which says who the page
 * is for, rather than each page's own "could not be loaded".
 */
export const queryDefaults: DefaultOptions = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    throwOnError: (error) => error instanceof ApiClientError && refusalOf(error.apiError) === 'permission',
  },
}
