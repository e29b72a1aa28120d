/**
 * Spec 2 §3 Chat: the rules a conversation between a booking's guest and the camper's owner follows. An inquiry (a
 * guest's questions about a camper before any booking) follows the same ones.
 */

/** The longest message body, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000

/** How many messages a conversation answers with at once; older ones come page by page with `before`. */
export const CHAT_PAGE_MESSAGES = 50

/** The web app's polling: the open conversation often, the inbox and the menu's unread count less often. */
export const CHAT_POLL_OPEN_MS = 4_000
export const CHAT_POLL_INBOX_MS = 30_000
export const CHAT_POLL_UNREAD_MS = 60_000

export type ChatRole = 'guest' | 'owner' | 'staff'

/** A booking's conversation, or an inquiry: one per guest and camper, opened by the guest's first question. */
export type ChatKind = 'booking' | 'inquiry'

/** Anyone signed in may ask about a camper, except its owner (there is nobody to ask). */
export const canAsk = (camperOwnerId: number, userId: number) => camperOwnerId !== userId

interface Participants {
  guestId: number
  ownerId: number
}

/**
 * The caller's part in a conversation: its guest or owner, staff (reading only, to help either party), or null —
 * an outsider, who must not even learn that the conversation exists.
 */
export function chatRole(chat: Participants, userId: number, isStaff: boolean): ChatRole | null {
  if (chat.guestId === userId) return 'guest'
  if (chat.ownerId === userId) return 'owner'
  return isStaff ? 'staff' : null
}

/** Only the two parties write; staff read. */
export const canWrite = (role: ChatRole | null) => role === 'guest' || role === 'owner'

/** Only the party a message was sent to marks it read: not its sender, not staff. */
export const canMarkRead = (chat: Participants, senderId: number, userId: number) =>
  (chat.guestId === userId || chat.ownerId === userId) && senderId !== userId

/**
 * A message still unread this long after it was sent is emailed to its recipient: one email per conversation for a
 * burst of messages (the unread run from the first one), so a quick exchange in the app sends none.
 */
export const CHAT_EMAIL_DELAY_MS = 15 * 60_000
/** A burst that started longer ago than this (the server was down, messages were imported) is left to the inbox. */
export const CHAT_EMAIL_MAX_AGE_MS = 2 * 86_400_000
/** The most messages one such email quotes (the latest ones); the conversation shows the rest. */
export const CHAT_EMAIL_MESSAGES = 5
