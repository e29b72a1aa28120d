import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createHttpIcalFetch } from '../../../src/server/providers/ical-fetch/http-ical-fetch'
import { IcalFetchError } from '../../../src/server/providers/ical-fetch/ical-fetch-provider'
import { createSandboxIcalFetch } from '../../../src/server/providers/ical-fetch/sandbox-ical-fetch'

describe('iCal fetch adapters', () => {
  it('http: refuses addresses of the server’s own network before any request', async () => {
    const fetcher = createHttpIcalFetch()
    for (const url of [
      'http://127.0.0.1:4103/3/products/',
      'http://10.1.2.3/a.ics',
      'http://[::1]/a.ics',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.1/x.ics',
    ]) {
      await expect(fetcher.fetchCalendar(url), url).rejects.toThrow(
        new IcalFetchError('This address is not a public calendar.'),
      )
    }
  })

  it('sandbox: answers a URL with the file of its last path segment, and a missing one as a 404', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'roam-ical-fetch-'))
    try {
      await writeFile(join(directory, 'van.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR')
      const fetcher = createSandboxIcalFetch(directory)
      expect(await fetcher.fetchCalendar('https://other.example/cal/van.ics?key=1')).toBe(
        'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      )
      await expect(fetcher.fetchCalendar('https://other.example/cal/bus.ics')).rejects.toThrow(
        'The calendar answered 404.',
      )
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })
})
