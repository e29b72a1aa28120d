import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './chats.handlers'
import * as routes from './chats.routes'

export function registerChatsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.listChatsRoute, handlers.listChatsHandler)
  app.openapi(routes.askOwnerRoute, handlers.askOwnerHandler)
  app.openapi(routes.markChatMessageReadRoute, handlers.markChatMessageRead)
  app.openapi(routes.getChatRoute, handlers.getChatHandler)
  app.openapi(routes.postChatMessageRoute, handlers.postChatMessage)
}
