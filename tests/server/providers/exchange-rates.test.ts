import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEcbExchangeRates,
  parseEcbDailyRates,
} from '../../../src/server/providers/exchange-rates/ecb-exchange-rates'
import { ExchangeRatesError } from '../../../src/server/providers/exchange-rates/exchange-rate-provider'
import {
  createSandboxExchangeRates,
  SANDBOX_RATES,
} from '../../../src/server/providers/exchange-rates/sandbox-exchange-rates'

// The European Central Bank's daily file as it publishes it (shortened to four currencies).
const ECB_DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2026-12-04'>
			<Cube currency='USD' rate='1.0812'/>
			<Cube currency='JPY' rate='162.37'/>
			<Cube currency='GBP' rate='0.84215'/>
			<Cube currency='CHF' rate='0.9381'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`

describe('exchange rate adapters', () => {
  let server: Server
  let base: string
  let answer: { status: number; body: string }

  beforeAll(async () => {
    // A stand-in for the bank's web server: the adapter's HTTP and parsing run for real against it.
    server = createServer((request, response) => {
      response.writeHead(answer.status, { 'content-type': 'text/xml' })
      response.end(request.url === '/stats/eurofxref/eurofxref-daily.xml' ? answer.body : '')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('ecb: reads the day and every rate as the decimal the bank wrote', async () => {
    answer = { status: 200, body: ECB_DAILY }
    const provider = createEcbExchangeRates({ url: `${base}/stats/eurofxref/eurofxref-daily.xml` })
    expect(await provider.latestRates()).toEqual({
      day: '2026-12-04',
      perEuro: { USD: '1.0812', JPY: '162.37', GBP: '0.84215', CHF: '0.9381' },
    })
  })

  it('ecb: an error answer, a file that is not the bank’s and an unreachable server are ExchangeRatesErrors', async () => {
    const provider = createEcbExchangeRates({ url: `${base}/stats/eurofxref/eurofxref-daily.xml` })
    answer = { status: 503, body: 'down' }
    await expect(provider.latestRates()).rejects.toThrow(new ExchangeRatesError('The reference rates answered 503.'))
    answer = { status: 200, body: '<html><body>Maintenance</body></html>' }
    await expect(provider.latestRates()).rejects.toThrow(ExchangeRatesError)
    const unreachable = createEcbExchangeRates({ url: 'http://127.0.0.1:1/rates.xml', timeoutMs: 2_000 })
    await expect(unreachable.latestRates()).rejects.toThrow(ExchangeRatesError)
  })

  it('ecb: skips a rate that is no positive decimal rather than store it', () => {
    const odd = ECB_DAILY.replace("rate='162.37'", "rate='-1'").replace("currency='CHF'", "currency='chf'")
    expect(parseEcbDailyRates(odd).perEuro).toEqual({ USD: '1.0812', GBP: '0.84215' })
    expect(() => parseEcbDailyRates(ECB_DAILY.replace("time='2026-12-04'", ''))).toThrow(
      'The reference rates carry no day.',
    )
  })

  it('sandbox: its fixed table, dated the day it is asked', async () => {
    const provider = createSandboxExchangeRates(() => new Date('2026-12-07T09:00:00Z'))
    expect(await provider.latestRates()).toEqual({ day: '2026-12-07', perEuro: SANDBOX_RATES })
  })
})
