import { setup } from 'xstate'

/** Where a request to change the account's email address stands (the `email_changes.status` column). */
export type EmailChangeStatus = 'pending' | 'confirmed' | 'expired' | 'cancelled'

export type EmailChangeEvent =
  /** The link emailed to the new address was opened: the account takes the new address. */
  | { type: 'user.confirm' }
  /** The account holder cancelled the change from the account page. */
  | { type: 'user.cancel' }
  /** A newer request or a resent link took its place: only the newest link of an account works. */
  | { type: 'user.replace' }
  /** The link outlived its 48 hours. */
  | { type: 'clock.expire' }

/**
 * A change of the account's email address, from the request (the current password given, a link emailed to the new
 * address) to its end. The address changes only on `confirmed`; every other end leaves the account as it was. The
 * server moves `email_changes.status` through this machine (services/users/email-changes.ts).
 */
export const emailChangeMachine = setup({
  types: { events: {} as EmailChangeEvent },
}).createMachine({
  id: 'emailChange',
  initial: 'pending',
  states: {
    pending: {
      on: {
        'user.confirm': { target: 'confirmed' },
        'user.cancel': { target: 'cancelled' },
        'user.replace': { target: 'cancelled' },
        'clock.expire': { target: 'expired' },
      },
    },
    confirmed: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
