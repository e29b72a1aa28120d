// How old a person or a driving licence is on a given day: the one age calculation, for sign-up, payouts, insurance
// conditions and payment.

/** Whole years from `since` to `on` (both yyyy-MM-dd): an anniversary counts on the day itself, 29 February's on 1 March. */
export function ageOn(since: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(since.slice(0, 4))
  return on.slice(5) < since.slice(5) ? years - 1 : years
}
