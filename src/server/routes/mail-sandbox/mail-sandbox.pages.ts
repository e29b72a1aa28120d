import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { listSandboxMails, sandboxMail } from '../../providers/mail/sandbox-mail'

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Mail sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
.badge{display:inline-block;background:#fde68a;border-radius:4px;padding:2px 6px;font-size:.8rem}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
iframe{width:100%;height:70vh;border:1px solid #ccc;border-radius:6px}pre{white-space:pre-wrap;background:#f5f5f4;padding:1rem;border-radius:6px}
@media (max-width:40rem){td:nth-child(3),th:nth-child(3){display:none}}</style></head>
<body><p class="badge">Sandbox: no email leaves this server</p><h1>${escape(title)}</h1>${body}</body></html>`
}

/**
 * The built-in mail sandbox's catcher: every email Roam sent, newest first, each opened with its HTML and its plain
 * text. Outside the API (a browser opens it without the API key); 404 with another mail provider.
 */
export function registerMailSandboxPages(app: OpenAPIHono<AppEnv>) {
  app.get('/sandbox/mail', async (c) => {
    if (c.var.env.MAIL_PROVIDER !== 'sandbox') return c.notFound()
    const mails = await listSandboxMails(c.var.db)
    const rows = mails
      .map(
        (mail) =>
          `<tr><td><a href="/sandbox/mail/${mail.id}">${escape(mail.subject)}</a></td><td>${escape(mail.toAddress)}</td><td><time datetime="${mail.createdAt.toISOString()}">${escape(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></td></tr>`,
      )
      .join('')
    c.header('Cache-Control', 'no-store')
    return c.html(
      page(
        'Mail sandbox',
        mails.length === 0
          ? '<p>No email yet.</p>'
          : `<table><thead><tr><th>Subject</th><th>To</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    )
  })

  app.get('/sandbox/mail/:id{[0-9]+}', async (c) => {
    if (c.var.env.MAIL_PROVIDER !== 'sandbox') return c.notFound()
    const mail = await sandboxMail(c.var.db, Number(c.req.param('id')))
    if (!mail) return c.notFound()
    c.header('Cache-Control', 'no-store')
    return c.html(
      page(
        mail.subject,
        `<p><a href="/sandbox/mail">← All emails</a></p>
<dl><dt>From</dt><dd>${escape(mail.fromAddress)}</dd><dt>To</dt><dd>${escape(mail.toAddress)}</dd><dt>Sent</dt><dd>${escape(mail.createdAt.toISOString())}</dd>${Object.entries(
          mail.headers,
        )
          .map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`)
          .join('')}</dl>
<h2>HTML</h2><iframe title="HTML part" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escape(mail.html)}"></iframe>
<h2>Plain text</h2><pre>${escape(mail.text)}</pre>`,
      ),
    )
  })
}
