import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import { askOwner, getChat, listChats, markRead, postMessage } from '../../services/chats/chats'
import type {
  askOwnerRoute,
  getChatRoute,
  listChatsRoute,
  markChatMessageReadRoute,
  postChatMessageRoute,
} from './chats.routes'

const caller = (c: Context<AppEnv>) => ({ userId: requireUser(c), isStaff: c.var.isStaff })

export const listChatsHandler: RouteHandler<typeof listChatsRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query')
  const { count, unread_total, results } = await listChats(c.var.db, requireUser(c), query)
  return c.json({ count, ...pageLinks(c.req.url, query.page, query.page_size, count), unread_total, results }, 200)
}

export const getChatHandler: RouteHandler<typeof getChatRoute, AppEnv> = async (c) => {
  return c.json(await getChat(c.var.db, c.req.valid('param').id, caller(c), c.req.valid('query')), 200)
}

export const postChatMessage: RouteHandler<typeof postChatMessageRoute, AppEnv> = async (c) => {
  return c.json(await postMessage(c.var.db, c.req.valid('param').id, caller(c), c.req.valid('json').body), 201)
}

export const markChatMessageRead: RouteHandler<typeof markChatMessageReadRoute, AppEnv> = async (c) => {
  return c.json(await markRead(c.var.db, c.req.valid('param').id, caller(c)), 200)
}

export const askOwnerHandler: RouteHandler<typeof askOwnerRoute, AppEnv> = async (c) => {
  const { camper, body } = c.req.valid('json')
  return c.json(await askOwner(c.var.db, camper, requireUser(c), body), 201)
}
