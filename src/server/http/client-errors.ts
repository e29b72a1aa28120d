import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'

const answer = (status: number, reason: string, detail: string) => {
  const body = JSON.stringify({ detail })
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  )
}

/**
 * Requests Node's parser refuses before any handler sees them (headers or request line too large, malformed HTTP)
 * get an answer in the spec's error shape instead of Node's empty one; the connection then closes, as it must.
 */
export function answerClientErrors(server: Pick<Server, 'on'>) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection the client already dropped has no one to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) return
    socket.end(
      error.code === 'HPE_HEADER_OVERFLOW'
        ? answer(431, 'Request Header Fields Too Large', 'The request line and headers are too large.')
        : answer(400, 'Bad Request', 'The request is not valid HTTP.'),
    )
  })
}
