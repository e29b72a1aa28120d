/** What the guest asks the rental cover service to insure: the deductible of the trip's insurance, for its days. */
export interface RentalCoverQuoteRequest {
  /** Half-open [dateFrom, dateTo). */
  dateFrom: string
  dateTo: string
  /** The deductible the cover reimburses, minor units of `currency`. */
  deductible: number
  currency: string
}

export interface RentalCoverQuote {
  /** The premium, minor units of `currency`. */
  amount: number
  currency: string
  /** The provider's quote reference, kept with the booking. */
  reference: string
}

export interface RentalCoverConditions {
  provider: string
  title: string
  summary: string
  /** The most the cover pays back on one claim, minor units of `currency`. */
  maxCover: number
  currency: string
  documentUrl: string
  claimsPhone: string
}

/** The service cannot be reached or refuses to quote: the API answers 503 RENTAL_COVER_SERVICE_UNAVAILABLE (spec 2 §8). */
export class RentalCoverUnavailableError extends Error {}

/** An adapter to a rental cover (deductible reimbursement) service; rejects with RentalCoverUnavailableError. */
export interface RentalCoverProvider {
  quote(request: RentalCoverQuoteRequest): Promise<RentalCoverQuote>
  conditions(): Promise<RentalCoverConditions>
}
