import { formatDate, formatNumber } from '../../../lib/format'

/** The API's money is a decimal string in `currency` ("512.40"). */
export const formatAmount = (amount: string, currency: string) =>
  formatNumber(Number(amount), { style: 'currency', currency })

/** date_time_from / date_time_to carry no zone: they are the camper's local time, shown as written. */
export const formatDateTime = (value: string) =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
