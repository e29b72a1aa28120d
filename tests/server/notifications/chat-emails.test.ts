import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_EMAIL_DELAY_MS } from '../../../src/domain/chat-rules'
import { chatMessages, chats, outbox } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { runChatEmails } from '../../../src/server/services/notifications/chat-emails'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const MINUTE = 60_000
const render = outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })

describe.each(TEST_DATABASES)('emails of unread chat messages on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string }
  let owner: { id: number; email: string }
  let chatId: number
  const start = new Date(Date.now() - 60 * MINUTE)
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE)

  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await createUser(t, { firstName: 'Camille', locale: 'fr' })
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true })
    const camper = await createCamper(t, owner.id, { title: 'Le Petit Nomade' })
    const [chat] = await t.db
      .insert(chats)
      .values({ guestId: guest.id, ownerId: owner.id, camperId: camper.id })
      .returning()
    chatId = chat!.id
  })
  afterAll(() => t.close())

  const send = (senderId: number, body: string, sentAt: Date) =>
    t.db.insert(chatMessages).values({ chatId, senderId, body, sentAt })
  const emails = async () =>
    (await t.db.select().from(outbox)).filter((row) => row.template === 'chat_unread').sort((a, b) => a.id - b.id)

  it('emails a burst still unread after 15 minutes once, quoting it, in the recipient’s language', async () => {
    await send(guest.id, 'Bonjour, le van a-t-il un auvent ?', at(0))
    await send(guest.id, 'Et des chaises ?', at(2))
    expect(await runChatEmails(t.db, new Date(at(0).getTime() + CHAT_EMAIL_DELAY_MS - 1))).toBe(0)
    expect(await runChatEmails(t.db, at(15))).toBe(1)
    // More messages of the same unread burst, and the next runs: no second email.
    await send(guest.id, 'Merci !', at(20))
    expect(await runChatEmails(t.db, at(40))).toBe(0)
    const [email] = await emails()
    expect(email).toMatchObject({ recipient: owner.email, locale: 'en' })
    const rendered = await render(email!)
    expect(rendered.subject).toBe('Camille wrote to you about Le Petit Nomade')
    expect(rendered.text).toContain('Bonjour, le van a-t-il un auvent ?')
    expect(rendered.text).toContain('Et des chaises ?')
    expect(rendered.text).toContain(`https://roam.example/en/d/chats/${chatId}`)
  })

  it('sends nothing for messages read in time, and a new email for a burst after the recipient read the last one', async () => {
    await t.db
      .update(chatMessages)
      .set({ readAt: at(41) })
      .where(eq(chatMessages.chatId, chatId))
    await send(owner.id, 'Yes, an awning and four chairs.', at(42))
    await t.db
      .update(chatMessages)
      .set({ readAt: at(43) })
      .where(eq(chatMessages.senderId, owner.id))
    expect(await runChatEmails(t.db, at(60))).toBe(0)

    await send(guest.id, 'Parfait, je réserve.', at(44))
    expect(await runChatEmails(t.db, at(60))).toBe(1)
    expect((await emails()).map((row) => row.recipient)).toEqual([owner.email, owner.email])
  })

  it('tells the guest in French of the owner’s unread answer', async () => {
    await send(owner.id, 'See you on Saturday!', new Date(Date.now() - 20 * MINUTE))
    expect(await runChatEmails(t.db)).toBe(1)
    const email = (await emails()).at(-1)!
    expect(email).toMatchObject({ recipient: guest.email, locale: 'fr' })
    const rendered = await render(email)
    expect(rendered.subject).toBe('Jonas vous a écrit à propos de Le Petit Nomade')
  })
})
