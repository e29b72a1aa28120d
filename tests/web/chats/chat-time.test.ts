import { describe, expect, it } from 'vitest'
import { formatSendTime } from '../../../src/web/features/chats/components/chat-time'

describe('formatSendTime', () => {
  const sent = '2027-03-10T22:30:00Z'

  it('shows the send time in the viewer’s time zone', () => {
    const now = new Date('2027-03-10T23:00:00Z')
    expect(formatSendTime(sent, 'Europe/London', 'en-gb', now)).toBe('22:30')
    expect(formatSendTime(sent, 'America/New_York', 'en-us', now)).toBe('5:30 PM')
  })

  it('adds the date when the message was sent on another day of the viewer’s calendar', () => {
    // Sent at 23:30 on the 10th in Paris (UTC+1), read at 00:30 on the 11th there: another day.
    expect(formatSendTime(sent, 'Europe/Paris', 'en-gb', new Date('2027-03-10T23:30:00Z'))).toBe('10 Mar 2027 23:30')
    // In Tokyo (UTC+9) it was sent at 07:30 on the 11th: the same day as an 08:00 "now" there.
    expect(formatSendTime(sent, 'Asia/Tokyo', 'en-gb', new Date('2027-03-10T23:00:00Z'))).toBe('07:30')
  })

  it('uses the storefront locale', () => {
    expect(formatSendTime(sent, 'Europe/Paris', 'fr', new Date('2027-03-20T10:00:00Z'))).toBe('10 mars 2027 23:30')
  })
})
