import type { Database } from '../client'
import { users, type NewUserRow } from '../schema'
import { DEMO_ACCOUNTS } from './demo-accounts'

/** The four demo accounts; `passwordHash` is the hash of DEMO_PASSWORD, computed once by the caller. */
export async function seedUsers(db: Database, passwordHash: string) {
  const rows: NewUserRow[] = [
    {
      ...DEMO_ACCOUNTS.guest,
      passwordHash,
      languages: ['de', 'en'],
      profilePictureUrl: '/api/media/avatars/lena-schmidt.svg',
    },
    {
      ...DEMO_ACCOUNTS.owner,
      passwordHash,
      isOwner: true,
      // A certified phone, which the demo guest reads on a paid trip.
      phone: '+33612345678',
      phoneVerified: true,
      languages: ['fr', 'en'],
      profilePictureUrl: '/api/media/avatars/pierre-martin.svg',
    },
    {
      ...DEMO_ACCOUNTS.pro,
      passwordHash,
      isOwner: true,
      isPro: true,
      professionalType: 'BUSINESS',
      phone: '+393471234567',
      phoneVerified: true,
      languages: ['it', 'en', 'de'],
      profilePictureUrl: '/api/media/avatars/sofia-rossi.svg',
    },
    { ...DEMO_ACCOUNTS.staff, passwordHash, isStaff: true, languages: ['en'] },
  ]
  return db.insert(users).values(rows).returning({ id: users.id, email: users.email })
}
