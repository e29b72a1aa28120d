import { createRoute, z } from '@hono/zod-openapi'
import { BOOKING_STATUSES } from '../../../domain/booking-status'
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_MESSAGES } from '../../../domain/chat-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  coercedId,
  DetailErrorSchema,
  idNumber,
  idParam,
  jsonBody,
  jsonContent,
  NOT_AN_ID,
  notSignedIn,
  signedIn,
} from '../../http/openapi-helpers'
import { pageQueryFields } from '../../http/pagination'
import { invalid } from '../../http/validation-hook'

const ChatMessageSchema = z
  .object({
    id: z.number().int(),
    body: z.string(),
    sender_id: z.number().int(),
    is_mine: z.boolean().openapi({ description: 'The caller sent it' }),
    send_on_tz: z.string().openapi({
      format: 'date-time',
      description: "When it was sent (UTC instant); clients show it in the viewer's time zone",
    }),
    is_read: z.boolean().openapi({ description: 'Its recipient has read it' }),
  })
  .openapi('ChatMessage')

const ChatPersonSchema = z
  .object({ id: z.number().int(), first_name: z.string(), photo: z.string().nullable() })
  .openapi('ChatPerson')

const chatHeaderFields = {
  id: z.number().int(),
  role: z
    .enum(['guest', 'owner', 'staff'])
    .openapi({ description: "The caller's part: staff read any conversation, and write none" }),
  kind: z.enum(['booking', 'inquiry']).openapi({
    description: "A booking's conversation, or an inquiry: the guest's questions about the camper before booking",
  }),
  booking: z
    .object({ id: z.number().int(), state: z.enum(BOOKING_STATUSES) })
    .nullable()
    .openapi({ description: 'Null for an inquiry' }),
  date_from: z.string().nullable().openapi({ format: 'date', description: 'Null for an inquiry' }),
  date_to: z
    .string()
    .nullable()
    .openapi({ format: 'date', description: 'The return day (the range is half-open); null for an inquiry' }),
  camper: z.object({ id: z.number().int(), title: z.string(), photo: z.string().nullable() }),
  guest: ChatPersonSchema,
  owner: ChatPersonSchema,
  other_party: ChatPersonSchema.openapi({ description: 'The person the caller talks to (the owner, for staff)' }),
}

const ChatSummarySchema = z
  .object({
    ...chatHeaderFields,
    // A union rather than .nullable(): the registered ChatMessage component itself must stay non-null.
    last_message: z.union([ChatMessageSchema, z.null()]).openapi({ description: 'Null before the first message' }),
    unread_count: z.number().int().openapi({ description: 'Messages sent to the caller and not read yet' }),
  })
  .openapi('ChatSummary')

const ChatListSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable().openapi({ description: 'URL of the next page, or null on the last page' }),
    previous: z.string().nullable().openapi({ description: 'URL of the previous page, or null on the first page' }),
    unread_total: z
      .number()
      .int()
      .openapi({ description: "Unread messages over all of the caller's conversations (the menu badge)" }),
    results: z.array(ChatSummarySchema),
  })
  .openapi('ChatList')

const ChatSchema = z
  .object({
    ...chatHeaderFields,
    can_write: z.boolean(),
    has_older: z
      .boolean()
      .openapi({ description: "Older messages exist: ask again with before = the first message's id" }),
    messages: z.array(ChatMessageSchema).openapi({ description: 'Oldest first' }),
  })
  .openapi('Chat')

const ChatListQuerySchema = z.object({
  ...pageQueryFields(20),
  booking: coercedId()
    .optional()
    .openapi({ description: 'Only the conversation of this booking (links from a trip or a booking)' }),
  camper: coercedId().optional().openapi({ description: 'Only the conversations about this camper' }),
  kind: z
    .enum(['booking', 'inquiry'], invalid('Must be booking or inquiry.'))
    .optional()
    .openapi({ description: 'Only the conversations of this kind' }),
})

const ChatQuerySchema = z.object({
  before: coercedId().optional().openapi({ description: 'Only messages older than this message id' }),
  limit: z.coerce
    .number(invalid(NOT_AN_ID))
    .int(NOT_AN_ID)
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(100, 'Ensure this value is less than or equal to 100.')
    .optional()
    .openapi({ description: `How many messages (default ${CHAT_PAGE_MESSAGES})` }),
})

const messageBody = z
  .string(invalid('Not a valid string.'))
  .trim()
  .min(1, 'This field may not be blank.')
  .max(CHAT_MESSAGE_MAX_LENGTH, `Ensure this field has no more than ${CHAT_MESSAGE_MAX_LENGTH} characters.`)

const NewMessageSchema = z
  .object({
    body: messageBody.openapi({ example: 'Hello! Can we pick the camper up at 10?' }),
  })
  .openapi('NewChatMessage')

const NewInquirySchema = z
  .object({
    camper: idNumber().openapi({ description: 'The camper asked about' }),
    body: messageBody.openapi({ example: 'Hello! Can we take two bikes on the rack?' }),
  })
  .openapi('NewInquiry')

const InquirySentSchema = z
  .object({
    chat: z
      .number()
      .int()
      .openapi({ description: "The caller's inquiry about this camper (new or the same as before)" }),
    message: ChatMessageSchema,
  })
  .openapi('InquirySent')

const MarkReadSchema = z
  .object({ is_read: z.literal(true, invalid('Only true is accepted: a read message stays read.')) })
  .openapi('ChatMessageRead')

const noSuchChat = jsonContent(DetailErrorSchema, "No such conversation among the caller's (outsiders get this too)")
const notAllowed = (what: string) => jsonContent(DetailErrorSchema, `${what} (code forbidden)`)

export const listChatsRoute = createRoute({
  method: 'get',
  path: '/3/chats/',
  tags: ['Chats'],
  summary: "The caller's conversations (one per sent booking request, one per inquiry), the most recent message first",
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { query: ChatListQuerySchema },
  responses: { 200: jsonContent(ChatListSchema, 'One page of conversations'), 400: badBody(), 401: notSignedIn },
})

export const getChatRoute = createRoute({
  method: 'get',
  path: '/3/chats/{id}/',
  tags: ['Chats'],
  summary: 'One conversation with its last messages (its guest, its owner, or staff reading)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: idParam, query: ChatQuerySchema },
  responses: { 200: jsonContent(ChatSchema, 'The conversation'), 400: badBody(), 401: notSignedIn, 404: noSuchChat },
})

export const postChatMessageRoute = createRoute({
  method: 'post',
  path: '/3/chats/{id}/messages/',
  tags: ['Chats'],
  summary: 'Send a message (the guest or the owner of the booking)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(NewMessageSchema) },
  responses: {
    201: jsonContent(ChatMessageSchema, 'The message sent'),
    400: badBody(),
    401: notSignedIn,
    403: notAllowed('Staff read conversations but do not write in them'),
    404: noSuchChat,
  },
})

export const markChatMessageReadRoute = createRoute({
  method: 'patch',
  path: '/3/chats/messages/{id}/',
  tags: ['Chats'],
  summary: 'Mark a message read, with the earlier ones of its conversation (its recipient only)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: idParam, body: jsonBody(MarkReadSchema) },
  responses: {
    200: jsonContent(ChatMessageSchema, 'The message, read'),
    400: badBody(),
    401: notSignedIn,
    403: notAllowed('The caller sent this message, or is staff'),
    404: jsonContent(DetailErrorSchema, "No such message in the caller's conversations"),
  },
})

export const askOwnerRoute = createRoute({
  method: 'post',
  path: '/3/chats/inquiries/',
  tags: ['Chats'],
  summary: "Ask a camper's owner a question before booking (opens the caller's one inquiry about it, or writes in it)",
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(NewInquirySchema) },
  responses: {
    201: jsonContent(InquirySentSchema, 'The question sent, and its conversation'),
    400: badBody(),
    401: notSignedIn,
    403: notAllowed('The caller owns this camper'),
    404: jsonContent(DetailErrorSchema, 'No such public camper'),
  },
})
