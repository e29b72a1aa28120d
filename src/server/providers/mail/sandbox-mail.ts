import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { sandboxMails } from '../../db/schema'
import type { MailMessage, MailProvider } from './mail-provider'

/** The built-in stand-in for a mail service: every message goes to the database, shown at /sandbox/mail. */
export function createSandboxMail(db: Database, from: string): MailProvider {
  return {
    async send(message: MailMessage) {
      const [row] = await db
        .insert(sandboxMails)
        .values({
          fromAddress: from,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers ?? {},
        })
        .returning({ id: sandboxMails.id })
      return { messageId: `sandbox-${row!.id}` }
    },
  }
}

/** The sandbox inbox, newest first (a mail catcher page, not a mailbox: everyone's mail together). */
export function listSandboxMails(db: Database, limit = 200) {
  return db
    .select({
      id: sandboxMails.id,
      toAddress: sandboxMails.toAddress,
      subject: sandboxMails.subject,
      createdAt: sandboxMails.createdAt,
    })
    .from(sandboxMails)
    .orderBy(desc(sandboxMails.createdAt), desc(sandboxMails.id))
    .limit(limit)
}

export async function sandboxMail(db: Database, id: number) {
  const [row] = await db.select().from(sandboxMails).where(eq(sandboxMails.id, id))
  return row
}
