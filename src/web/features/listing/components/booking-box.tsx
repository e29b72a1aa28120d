import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { startOfDay, subDays } from 'date-fns'
import { lazy, Suspense, useRef, useState } from 'react'
import type { DateRange, Matcher } from 'react-day-picker'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { bookingHours } from '../../../../domain/booking-funnel-routing'
import { isoDay, parseIsoDate } from '../../../../domain/iso-date'
import { lastBookableDay, minimumStay, staySelection } from '../../../../domain/stay-rules'
import { useMediaQuery } from '../../../chrome/use-media-query'
import { useNearViewport } from '../../../chrome/use-near-viewport'
import { isLoggedIn } from '../../../lib/auth-tokens'
import { useDisplayCurrency } from '../../../lib/display-currency'
import { formatDate, formatNumber } from '../../../lib/format'
import { ApiClientError } from '../../../lib/api-client-error'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { createBooking } from '../api/create-booking'
import { availabilitiesQueryOptions } from '../api/get-availabilities'
import { priceQueryOptions, type PriceQuote } from '../api/get-price'
import type { CamperDetail } from '../api/get-camper'
import { UnavailableReasons } from './unavailable-reasons'

const BookingCalendar = lazy(() => import('./booking-calendar').then((module) => ({ default: module.BookingCalendar })))

function readDate(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  try {
    return parseIsoDate(value)
  } catch {
    return undefined
  }
}

/** A figure the server gave; an absent one is the caller's to handle, never shown as zero. */
export function money(amount: string | number, currency: string): string {
  return formatNumber(Number(amount), { style: 'currency', currency })
}

/** Below this width the box sits under the description, far down the page: a bar at the bottom of the screen carries its action. */
const SINGLE_COLUMN_QUERY = '(max-width: 960px)'

/** The calendar, the price of the chosen dates and the call to action. Dates live in the address. */
export function BookingBox({ camper }: { camper: CamperDetail }) {
  const { t } = useLingui()
  const id = String(camper.id)
  const [searchParams, setSearchParams] = useSearchParams()
  const [kmOption, setKmOption] = useState(false)
  // On a phone the box is below the description: its calendar (react-day-picker) loads as the reader scrolls to it.
  const calendarSlot = useRef<HTMLDivElement>(null)
  const calendarNear = useNearViewport(calendarSlot)
  const box = useRef<HTMLElement>(null)
  const singleColumn = useMediaQuery(SINGLE_COLUMN_QUERY)
  const from = readDate(searchParams.get('date_from'))
  const to = readDate(searchParams.get('date_to'))
  const today = startOfDay(new Date())
  const windowFrom = isoDay(today)
  const windowTo = lastBookableDay(windowFrom, camper.max_months_future_rental)
  const lastDay = parseIsoDate(windowTo)
  const availabilities = useQuery(availabilitiesQueryOptions(id, windowFrom, windowTo))
  const minDays = minimumStay(availabilities.data?.min_days, camper.min_days)

  const disabled: Matcher[] = [
    { before: today },
    { after: lastDay },
    ...(availabilities.data?.unavailable ?? []).flatMap((range) => {
      const start = readDate(range.date_from)
      const end = readDate(range.date_to)
      return start && end ? [{ from: start, to: subDays(end, 1) }] : []
    }),
  ]

  const select = (range: DateRange | undefined) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (range?.from) next.set('date_from', isoDay(range.from))
        else next.delete('date_from')
        if (range?.to && range.from && range.to > range.from) next.set('date_to', isoDay(range.to))
        else next.delete('date_to')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const dateFrom = from ? isoDay(from) : ''
  const dateTo = to ? isoDay(to) : ''
  const { complete, tooShort, priceable } = staySelection(dateFrom, dateTo, minDays)
  const currency = useDisplayCurrency()
  const price = useQuery({ ...priceQueryOptions(id, dateFrom, dateTo, kmOption, currency), enabled: priceable })

  const location = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  // Requesting creates the booking, then the funnel takes over: travel details first (spec 2 §2).
  const request = useMutation({
    mutationFn: () =>
      createBooking({
        camper: camper.id,
        date_from: dateFrom,
        date_to: dateTo,
        ...bookingHours(camper.hour_from, camper.hour_to),
        travelers: 1,
        message: '',
      }),
    onSuccess: (booking) => {
      const stepHref = booking.is_instant ? paths.instantRequestStep.href : paths.requestStep.href
      // The kilometres chosen here are preselected on travel-details, where the price is changed.
      return navigate(
        localize(stepHref(camper.id, booking.id, 'travel-details', kmOption ? { km_option: '0' } : undefined)),
      )
    },
  })
  const requestErrors = request.error instanceof ApiClientError ? request.error.apiError.messages : []
  const canBook = priceable && price.data?.available === true
  const ctaLabel = camper.instant_booking ? t`Book now` : t`Request to book`
  const loginHref = paths.login.href(`${location.pathname}${location.search}`)
  const quote = canBook ? price.data : undefined

  return (
    <>
      <aside ref={box} className="booking-box card" aria-labelledby="booking-box-title">
        <h2 id="booking-box-title" className="booking-box__price">
          <DayPrice camper={camper} />
        </h2>
        {camper.converted && (
          <p className="muted booking-box__charged">
            <Trans>Charged in the owner’s currency: {money(camper.price_per_day, camper.currency)} per day</Trans>
          </p>
        )}
        {calendarNear ? (
          <Suspense fallback={<div className="booking-box__calendar-placeholder" />}>
            <BookingCalendar
              selected={{ from, to }}
              onSelect={select}
              disabled={disabled}
              minDays={minDays}
              startMonth={today}
              endMonth={lastDay}
            />
          </Suspense>
        ) : (
          <div ref={calendarSlot} className="booking-box__calendar-placeholder" />
        )}
        <p className="muted booking-box__hint">
          {minDays > 1 ? <Plural value={minDays} one="Minimum rental: # day." other="Minimum rental: # days." /> : null}
        </p>
        {tooShort && (
          <p role="alert" className="booking-box__error">
            <Plural
              value={minDays}
              one="This camper is rented for at least # day."
              other="This camper is rented for at least # days."
            />
          </p>
        )}
        <label className="booking-box__km">
          <input type="checkbox" checked={kmOption} onChange={(event) => setKmOption(event.target.checked)} />
          <Trans>Unlimited kilometres option</Trans>
        </label>
        {priceable && price.isPending && (
          <p className="muted">
            <Trans>Calculating the price…</Trans>
          </p>
        )}
        {price.isError && (
          <p role="alert" className="booking-box__error">
            <Trans>The price could not be calculated.</Trans>
          </p>
        )}
        {priceable && price.data && <PriceBreakdown quote={price.data} />}
        {request.isError && (
          <div role="alert" className="booking-box__error">
            <p>
              <Trans>Your request could not be created.</Trans>
            </p>
            {requestErrors.length > 0 && (
              <ul>
                {requestErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {canBook && !isLoggedIn() ? (
          <LocalizedLink className="button button--primary booking-box__cta" to={loginHref}>
            {ctaLabel}
          </LocalizedLink>
        ) : (
          <button
            type="button"
            className="button button--primary booking-box__cta"
            disabled={!canBook || request.isPending}
            aria-disabled={!canBook || undefined}
            onClick={() => request.mutate()}
          >
            {complete ? ctaLabel : t`Choose your dates`}
          </button>
        )}
      </aside>
      {singleColumn && (
        <div className="booking-bar" role="region" aria-label={t`Booking`}>
          <p className="booking-bar__price">
            {quote ? (
              <Trans>
                <strong>{money(quote.total, quote.currency)}</strong>{' '}
                <span className="muted">
                  <Plural value={quote.nb_days} one="for # day" other="for # days" />
                </span>
              </Trans>
            ) : (
              <DayPrice camper={camper} />
            )}
          </p>
          {/* With bookable dates the bar starts the box's booking; otherwise it takes the reader to the box's calendar, at
              once: a smooth scroll is undone by any scroll the page makes meanwhile (a late image, the router). */}
          {canBook && !isLoggedIn() ? (
            <LocalizedLink className="button button--primary" to={loginHref}>
              {ctaLabel}
            </LocalizedLink>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={request.isPending}
              onClick={() => (canBook ? request.mutate() : box.current?.scrollIntoView({ block: 'start' }))}
            >
              {ctaLabel}
            </button>
          )}
        </div>
      )}
    </>
  )
}

/** The price per day in the visitor's currency when the server converted it (an indication: "≈"), else the camper's. */
function DayPrice({ camper }: { camper: CamperDetail }) {
  const converted = camper.converted
  return converted ? (
    <Trans>
      <strong>≈ {money(converted.price_per_day, converted.currency)}</strong> <span className="muted">per day</span>
    </Trans>
  ) : (
    <Trans>
      <strong>{money(camper.price_per_day, camper.currency)}</strong> <span className="muted">per day</span>
    </Trans>
  )
}

function PriceBreakdown({ quote }: { quote: PriceQuote }) {
  const nights = quote.nb_days
  const perDay = money(quote.price_per_day, quote.currency)
  const hasDiscount = Number(quote.discount) > 0
  const km = quote.km_included
  if (!quote.available) {
    return (
      <div role="alert" className="booking-box__error">
        <p>
          <Trans>This camper is not available for these dates.</Trans>
        </p>
        <UnavailableReasons reasons={quote.reasons} minDays={quote.min_days} />
      </div>
    )
  }
  return (
    <>
      <dl className="details price-breakdown">
        <div>
          <dt>
            <Plural value={nights} one={`${perDay} × # day`} other={`${perDay} × # days`} />
          </dt>
          <dd>{money(quote.original_booking_price ?? quote.final_booking_price, quote.currency)}</dd>
        </div>
        {hasDiscount && (
          <div>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>−{money(quote.discount, quote.currency)}</dd>
          </div>
        )}
        {quote.km_option_price !== null && Number(quote.km_option_price) > 0 && (
          <div>
            <dt>
              <Trans>Kilometres option</Trans>
            </dt>
            <dd>{money(quote.km_option_price, quote.currency)}</dd>
          </div>
        )}
        {km !== null && km !== undefined && (
          <div>
            <dt>
              <Trans>Kilometres included</Trans>
            </dt>
            <dd>{formatNumber(km)} km</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Service fee</Trans>
          </dt>
          <dd>{money(quote.service_fee, quote.currency)}</dd>
        </div>
        <div className="price-breakdown__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(quote.total, quote.currency)}</dd>
        </div>
      </dl>
      {quote.converted && (
        <p className="muted price-breakdown__converted" data-testid="converted-total">
          <Trans>
            About {money(quote.converted.total, quote.converted.currency)} at the reference rate of{' '}
            {formatDate(quote.converted.rate_day, { dateStyle: 'long' })}. You are charged in the owner’s currency,{' '}
            {quote.currency}.
          </Trans>
        </p>
      )}
    </>
  )
}
