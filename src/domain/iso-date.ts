// Spec 1 §5: the only date formats the client accepts from the API.

const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar day (local time) of `date` as yyyy-MM-dd. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function valid(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new Error('dateString format is not valid')
  return date
}

/**
 * Full timestamp → that instant; timestamp without zone → read as UTC; plain date → that calendar
 * day at `hours` o'clock local time (a booking's day and hour are wall-clock values).
 */
export function parseIsoDate(dateString: string, hours = 0): Date {
  if (WITH_ZONE.test(dateString)) {
    // "+0200" is valid ISO 8601 but not every engine's Date parses it.
    return valid(new Date(dateString.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')))
  }
  if (WITHOUT_ZONE.test(dateString)) return valid(new Date(`${dateString}Z`))
  const plain = PLAIN_DATE.exec(dateString)
  if (plain) {
    const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])]
    const date = new Date(year, month - 1, day, hours)
    // Date rolls 2024-02-31 over to March: reject instead.
    if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
      throw new Error('dateString format is not valid')
    }
    return date
  }
  throw new Error('dateString format is not valid')
}
