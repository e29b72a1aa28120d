import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm'
import { DRAFT_BOOKING_STATUSES } from '../../../domain/booking-rules'
import { CHAT_PAGE_MESSAGES, canAsk, canMarkRead, canWrite, chatRole } from '../../../domain/chat-rules'
import type { ChatKind, ChatRole } from '../../../domain/chat-rules'
import type { Database } from '../../db/client'
import { bookings, campers, chatMessages, chats, users } from '../../db/schema'
import type { ChatMessageRow, ChatRow, UserRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { photosByCamper } from '../listings/camper-cards'
import { PUBLIC_STATUSES } from '../listings/camper-detail'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

interface Caller {
  userId: number
  isStaff: boolean
}

/**
 * A draft is not a request yet: its owner does not know of it, so its conversation shows to nobody. An inquiry has
 * no booking (the left join gives it a null status) and always shows.
 */
const shown = or(isNull(chats.bookingId), notInArray(bookings.status, [...DRAFT_BOOKING_STATUSES]))

/** The conversation of a new booking, in the booking's transaction: every booking has one. */
export async function openChat(
  tx: Tx | Database,
  booking: { id: number; guestId: number; camperId: number; ownerId: number },
  now: Date,
) {
  await tx
    .insert(chats)
    .values({
      bookingId: booking.id,
      guestId: booking.guestId,
      ownerId: booking.ownerId,
      camperId: booking.camperId,
      createdAt: now,
      lastMessageAt: now,
    })
    .onConflictDoNothing({ target: chats.bookingId })
}

/**
 * Opens the missing conversations of bookings made before chats existed (the demo seed, older data); a sent
 * request's message becomes the conversation's first message. Returns how many request messages it carried over.
 */
export async function openMissingChats(db: Database) {
  const opened = (await db.execute(sql`
    WITH opened AS (
      INSERT INTO chats (booking_id, guest_id, owner_id, camper_id, created_at, last_message_at)
      SELECT b.id, b.guest_id, c.owner_id, b.camper_id, b.created_at, LEAST(b.created_at, now())
      FROM bookings b JOIN campers c ON c.id = b.camper_id
      WHERE NOT EXISTS (SELECT 1 FROM chats WHERE chats.booking_id = b.id)
      RETURNING id, booking_id, guest_id
    )
    INSERT INTO chat_messages (chat_id, sender_id, body, sent_at)
    SELECT opened.id, opened.guest_id, left(btrim(b.message), 2000), b.created_at
    FROM opened JOIN bookings b ON b.id = opened.booking_id
    WHERE btrim(b.message) <> '' AND b.status NOT IN (${sql.join(
      DRAFT_BOOKING_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    RETURNING chat_id
  `)) as unknown as { rows: unknown[] }
  return opened.rows.length
}

/**
 * When the guest sends the request (guest.validate), its message to the owner becomes the conversation's first
 * message. Once only: a request sent again after an abandon does not repeat it.
 */
export async function postRequestMessage(db: Database, bookingId: number, now = new Date()) {
  const [row] = await db
    .select({ chat: chats, message: bookings.message })
    .from(chats)
    .innerJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(eq(chats.bookingId, bookingId))
  const body = row?.message.trim() ?? ''
  if (!row || body === '') return
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, row.chat.id))
    if ((existing?.n ?? 0) > 0) return
    await tx.insert(chatMessages).values({ chatId: row.chat.id, senderId: row.chat.guestId, body, sentAt: now })
    await tx.update(chats).set({ lastMessageAt: now }).where(eq(chats.id, row.chat.id))
  })
}

const unreadFor = (userId: number) => and(isNull(chatMessages.readAt), ne(chatMessages.senderId, userId))

function messageView(message: ChatMessageRow, userId: number) {
  return {
    id: message.id,
    body: message.body,
    sender_id: message.senderId,
    is_mine: message.senderId === userId,
    send_on_tz: message.sentAt.toISOString(),
    is_read: message.readAt !== null,
  }
}

const person = (user: UserRow) => ({ id: user.id, first_name: user.firstName, photo: user.profilePictureUrl })

/** The bookings, campers, people and first photos of some conversations, for their views. */
async function related(db: Database, rows: ChatRow[]) {
  if (rows.length === 0)
    return { bookingById: new Map(), camperById: new Map(), userById: new Map(), photos: new Map() }
  const bookingIds = rows.flatMap((row) => (row.bookingId === null ? [] : [row.bookingId]))
  const bookingRows = bookingIds.length ? await db.select().from(bookings).where(inArray(bookings.id, bookingIds)) : []
  const camperRows = await db
    .select()
    .from(campers)
    .where(inArray(campers.id, [...new Set(rows.map((row) => row.camperId))]))
  const userRows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(rows.flatMap((row) => [row.guestId, row.ownerId]))]))
  return {
    bookingById: new Map(bookingRows.map((row) => [row.id, row])),
    camperById: new Map(camperRows.map((row) => [row.id, row])),
    userById: new Map(userRows.map((row) => [row.id, row])),
    photos: await photosByCamper(
      db,
      camperRows.map((row) => row.id),
    ),
  }
}

function chatHeader(chat: ChatRow, role: ChatRole, rel: Awaited<ReturnType<typeof related>>) {
  const booking = chat.bookingId === null ? null : rel.bookingById.get(chat.bookingId)!
  const camper = rel.camperById.get(chat.camperId)!
  const [dateFrom, dateTo] = booking ? (booking.period.slice(1, -1).split(',') as [string, string]) : [null, null]
  const guest = person(rel.userById.get(chat.guestId)!)
  const owner = person(rel.userById.get(chat.ownerId)!)
  return {
    id: chat.id,
    role,
    kind: (booking ? 'booking' : 'inquiry') as ChatKind,
    booking: booking ? { id: booking.id, state: booking.status } : null,
    date_from: dateFrom,
    date_to: dateTo,
    camper: { id: camper.id, title: camper.title, photo: rel.photos.get(camper.id)?.[0]?.url ?? null },
    guest,
    owner,
    // Staff see the conversation from the guest's side.
    other_party: role === 'owner' ? guest : owner,
  }
}

export interface ChatListQuery {
  page: number
  page_size: number
  booking?: number
  camper?: number
  kind?: ChatKind
}

const kindIs = (kind: ChatKind | undefined) =>
  kind === 'inquiry' ? isNull(chats.bookingId) : kind === 'booking' ? isNotNull(chats.bookingId) : undefined

/** GET /3/chats/: the caller's own conversations (as guest or owner), the most recent message first. */
export async function listChats(db: Database, userId: number, query: ChatListQuery) {
  const mine = and(or(eq(chats.guestId, userId), eq(chats.ownerId, userId)), shown)
  const filtered = and(
    mine,
    query.booking ? eq(chats.bookingId, query.booking) : undefined,
    query.camper ? eq(chats.camperId, query.camper) : undefined,
    kindIs(query.kind),
  )
  const [total] = await db
    .select({ n: count() })
    .from(chats)
    .leftJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(filtered)
  const page = await db
    .select({ chat: chats })
    .from(chats)
    .leftJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(filtered)
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  const rows = page.map((row) => row.chat)
  const ids = rows.map((row) => row.id)
  const rel = await related(db, rows)
  const unread = ids.length
    ? await db
        .select({ chatId: chatMessages.chatId, n: count() })
        .from(chatMessages)
        .where(and(inArray(chatMessages.chatId, ids), unreadFor(userId)))
        .groupBy(chatMessages.chatId)
    : []
  const unreadById = new Map(unread.map((row) => [row.chatId, row.n]))
  const last = ids.length
    ? await db
        .selectDistinctOn([chatMessages.chatId])
        .from(chatMessages)
        .where(inArray(chatMessages.chatId, ids))
        .orderBy(chatMessages.chatId, desc(chatMessages.id))
    : []
  const lastById = new Map(last.map((row) => [row.chatId, row]))
  const [allUnread] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(and(mine, unreadFor(userId)))
  return {
    count: total?.n ?? 0,
    unread_total: allUnread?.n ?? 0,
    results: rows.map((chat) => {
      const lastMessage = lastById.get(chat.id)
      return {
        ...chatHeader(chat, chat.guestId === userId ? 'guest' : 'owner', rel),
        last_message: lastMessage ? messageView(lastMessage, userId) : null,
        unread_count: unreadById.get(chat.id) ?? 0,
      }
    }),
  }
}

/** The conversation and the caller's part in it; 404 for an outsider or a draft's conversation. */
async function loadChat(db: Database, id: number, caller: Caller) {
  const [row] = await db
    .select({ chat: chats })
    .from(chats)
    .leftJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(and(eq(chats.id, id), shown))
  const role = row ? chatRole(row.chat, caller.userId, caller.isStaff) : null
  if (!row || !role) throw ApiError.notFound()
  return { chat: row.chat, role }
}

/** GET /3/chats/{id}/: the last messages (oldest first), or those before the message `before`. */
export async function getChat(db: Database, id: number, caller: Caller, query: { before?: number; limit?: number }) {
  const { chat, role } = await loadChat(db, id, caller)
  const limit = query.limit ?? CHAT_PAGE_MESSAGES
  const newestFirst = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), query.before ? lt(chatMessages.id, query.before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1)
  const messages = newestFirst.slice(0, limit).reverse()
  return {
    ...chatHeader(chat, role, await related(db, [chat])),
    can_write: canWrite(role),
    has_older: newestFirst.length > limit,
    messages: messages.map((message) => messageView(message, caller.userId)),
  }
}

/** POST /3/chats/{id}/messages/: the guest or the owner writes; staff and outsiders cannot. */
export async function postMessage(db: Database, id: number, caller: Caller, body: string, now = new Date()) {
  const { chat, role } = await loadChat(db, id, caller)
  if (!canWrite(role)) throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  const message = await db.transaction((tx) => appendMessage(tx, chat.id, caller.userId, body, now))
  return messageView(message, caller.userId)
}

async function appendMessage(tx: Tx, chatId: number, senderId: number, body: string, now: Date) {
  const [row] = await tx.insert(chatMessages).values({ chatId, senderId, body, sentAt: now }).returning()
  await tx.update(chats).set({ lastMessageAt: now }).where(eq(chats.id, chatId))
  return row!
}

/**
 * POST /3/chats/inquiries/: the caller asks the owner of a public camper a question before booking. The question
 * goes into the caller's one inquiry about that camper, opened by the first one: asking again never opens another.
 */
export async function askOwner(db: Database, camperId: number, userId: number, body: string, now = new Date()) {
  const [camper] = await db.select().from(campers).where(eq(campers.id, camperId))
  if (!camper || !PUBLIC_STATUSES.includes(camper.status)) throw ApiError.detail(404, 'Not found.', 'not_found')
  if (!canAsk(camper.ownerId, userId)) {
    throw ApiError.detail(403, 'You cannot ask a question about your own camper.', 'forbidden')
  }
  return db.transaction(async (tx) => {
    const mine = and(eq(chats.camperId, camperId), eq(chats.guestId, userId), isNull(chats.bookingId))
    // Two first questions at once both try to open it: the partial unique index keeps one, both write in it.
    await tx
      .insert(chats)
      .values({
        bookingId: null,
        guestId: userId,
        ownerId: camper.ownerId,
        camperId,
        createdAt: now,
        lastMessageAt: now,
      })
      .onConflictDoNothing({ target: [chats.camperId, chats.guestId], where: isNull(chats.bookingId) })
    const [chat] = await tx.select().from(chats).where(mine)
    const message = await appendMessage(tx, chat!.id, userId, body, now)
    return { chat: chat!.id, message: messageView(message, userId) }
  })
}

/** PATCH /3/chats/messages/{id}/ with is_read true: the recipient marks a message (and every earlier one) read. */
export async function markRead(db: Database, messageId: number, caller: Caller, now = new Date()) {
  const [row] = await db
    .select({ message: chatMessages, chat: chats })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(and(eq(chatMessages.id, messageId), shown))
  if (!row || !chatRole(row.chat, caller.userId, caller.isStaff)) throw ApiError.notFound()
  if (!canMarkRead(row.chat, row.message.senderId, caller.userId)) {
    throw ApiError.detail(403, 'Only the recipient of a message can mark it read.', 'forbidden')
  }
  // Reading a message means having seen the ones before it: one call settles the whole conversation so far.
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(and(eq(chatMessages.chatId, row.chat.id), unreadFor(caller.userId), sql`${chatMessages.id} <= ${messageId}`))
  const [updated] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId))
  return messageView(updated!, caller.userId)
}
