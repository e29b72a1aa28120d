import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { getChatHandler, listChatsHandler, markChatMessageRead, postChatMessage } from './chats.handlers'
import { getChatRoute, listChatsRoute, markChatMessageReadRoute, postChatMessageRoute } from './chats.routes'

export function registerChatsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listChatsRoute, listChatsHandler)
  app.openapi(markChatMessageReadRoute, markChatMessageRead)
  app.openapi(getChatRoute, getChatHandler)
  app.openapi(postChatMessageRoute, postChatMessage)
}
