// Below the API client, so the error reporter can recognise API failures without importing the client it reports for.
import type { NormalizedApiError } from '../../domain/api-errors'

/** Every failed call throws this, so callers only ever read `data`. */
export class ApiClientError extends Error {
  readonly apiError: NormalizedApiError

  constructor(apiError: NormalizedApiError) {
    super(apiError.message)
    this.name = 'ApiClientError'
    this.apiError = apiError
  }
}
