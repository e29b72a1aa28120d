import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { guestWallets, users, type GuestWalletRow } from '../../db/schema'
import type { PaymentProvider } from '../../providers/payments/payment-provider'

/** The provider key of a guest's wallet: one wallet per guest, however many requests open it at once. */
const walletKey = (userId: number) => `wallet-user-${userId}`

/** The guest's wallet as kept here, or null before its first use. */
export async function findGuestWallet(db: Database, userId: number): Promise<GuestWalletRow | null> {
  const [row] = await db.select().from(guestWallets).where(eq(guestWallets.userId, userId))
  return row ?? null
}

/**
 * The guest's wallet, opened at the provider on first use (in `currency`, in the guest's name) and kept with its IBAN.
 * The provider's idempotency key and the unique user make two first uses at once end with one wallet.
 */
export async function openGuestWallet(
  deps: { db: Database; provider: PaymentProvider },
  userId: number,
  currency: string,
): Promise<GuestWalletRow> {
  const existing = await findGuestWallet(deps.db, userId)
  if (existing) return existing
  const [user] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  const holder = `${user!.firstName} ${user!.lastName}`.trim()
  const wallet = await deps.provider.openWallet({ idempotencyKey: walletKey(userId), holder, currency })
  await deps.db
    .insert(guestWallets)
    .values({
      userId,
      providerWalletId: wallet.id,
      iban: wallet.iban,
      bic: wallet.bic,
      holder: wallet.holder,
      currency: wallet.currency,
    })
    .onConflictDoNothing({ target: guestWallets.userId })
  return (await findGuestWallet(deps.db, userId))!
}
