import type { Database } from '../client'
import { users, type NewUserRow } from '../schema'
import { hashPassword } from '../../services/auth/passwords'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts'

export async function seedUsers(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const rows: NewUserRow[] = [
    { ...DEMO_ACCOUNTS.guest, passwordHash, languages: ['de', 'en'] },
    { ...DEMO_ACCOUNTS.owner, passwordHash, isOwner: true, languages: ['fr', 'en'] },
    { ...DEMO_ACCOUNTS.pro, passwordHash, isOwner: true, isPro: true, professionalType: 'BUSINESS', languages: ['it', 'en', 'de'] },
    { ...DEMO_ACCOUNTS.staff, passwordHash, isStaff: true, languages: ['en'] },
  ]
  return db.insert(users).values(rows).returning({ id: users.id, email: users.email })
}
