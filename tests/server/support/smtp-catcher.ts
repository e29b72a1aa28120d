import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it, its MIME parts decoded. */
export interface CaughtMail {
  envelopeFrom: string
  envelopeTo: string[]
  headers: Record<string, string>
  text: string
  html: string
}

/** What the server does with the next messages: take them, refuse them with a 5xx, or drop the connection. */
export type CatcherMode = 'accept' | 'refuse' | 'drop'

export interface SmtpCatcher {
  url: string
  mails: CaughtMail[]
  mode: CatcherMode
  close(): Promise<void>
}

function decodePart(body: string, encoding: string | undefined) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return body
}

function splitHeaders(raw: string) {
  const end = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: raw.slice(end + 4) }
}

/** Enough MIME for nodemailer's multipart/alternative: the text and HTML parts, decoded. */
function parse(raw: string) {
  const { headers, body } = splitHeaders(raw)
  const parts = { text: '', html: '' }
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]
  for (const chunk of chunks) {
    const part = splitHeaders(chunk.replace(/^\r\n/, ''))
    const decoded = decodePart(part.body.replace(/\r\n$/, ''), part.headers['content-transfer-encoding'])
    if (part.headers['content-type']?.startsWith('text/html')) parts.html = decoded
    else if (part.headers['content-type']?.startsWith('text/plain')) parts.text = decoded
  }
  return { headers, ...parts }
}

/** A real SMTP server in the test process, on a free local port, without TLS or authentication. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher: SmtpCatcher = { url: '', mails: [], mode: 'accept', close: async () => {} }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (catcher.mode === 'drop') {
        // A server that goes away mid-conversation, like a crash or a network cut.
        for (const connection of server.connections) connection._socket.destroy()
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (catcher.mode === 'refuse') {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          return callback(error)
        }
        catcher.mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          ...parse(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  catcher.url = `smtp://127.0.0.1:${port}`
  catcher.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return catcher
}
