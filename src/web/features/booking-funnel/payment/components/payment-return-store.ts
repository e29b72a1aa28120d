// The guest leaves for the bank's or the wallet's page and comes back on payment-callback, a new page load:
// what the funnel knew before leaving (the method and attempt) waits in sessionStorage for its return.

export interface PaymentReturn {
  method: string
  attempt: number
  redirectUrl: string
}

const key = (bookingId: number) => `roam.payment-return.${bookingId}`

export function rememberPaymentReturn(bookingId: number, value: PaymentReturn): void {
  window.sessionStorage.setItem(key(bookingId), JSON.stringify(value))
}

/** What was remembered for this booking (the next redirect overwrites it). */
export function readPaymentReturn(bookingId: number): PaymentReturn | null {
  const raw = window.sessionStorage.getItem(key(bookingId))
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PaymentReturn>
    if (typeof value.method !== 'string' || typeof value.attempt !== 'number' || typeof value.redirectUrl !== 'string')
      return null
    return { method: value.method, attempt: value.attempt, redirectUrl: value.redirectUrl }
  } catch {
    return null
  }
}
