import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { usePageHead } from '../../../../lib/page-head'
import { LocalizedLink, useLocale } from '../../../../lib/locale-context'
import { paths } from '../../../../lib/paths'
import { paymentFlow } from '../../../../../domain/payment-rules'
import type { PaymentMethod } from '../../../../../domain/payment-rules'
import { CARD_FORM_INVALID, decimalToMinor } from '../../../../../domain/payment-step'
import { formatDate, formatMoney } from '../../../../lib/format'
import { paymentDataQueryOptions } from '../api/get-payment-data'
import type { PaymentData } from '../api/get-payment-data'
import { referentialQueryOptions } from '../../../../api/get-referential'
import { refundPlanQueryOptions } from '../../../../api/get-refund-plan'
import type { RefundPlan } from '../../../../api/get-refund-plan'
import { CardChoice, defaultCardChoice } from '../components/card-choice'
import type { CardChoiceValue } from '../components/card-choice'
import { InstalmentPlan } from '../components/instalment-plan'
import { PaymentErrorNotice, type PaymentErrorTexts } from '../components/payment-error-notice'
import { BankWireDetails } from '../components/bank-wire-details'
import { WalletDetails } from '../components/wallet-details'
import { usePaymentRoute } from '../components/payment-route'
import { usePaymentFunnel } from '../components/use-payment-funnel'
import './payment.css'

/** The funnel's payment step: choose a method (card, instalments, wallets, mbway, bank transfer, wallet) and pay. */
export function PaymentPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Payment` })
  const route = usePaymentRoute()
  const { locale } = useLocale()
  const bookingId = route.bookingId ?? 0
  const enabled = route.bookingId !== null
  const data = useQuery({ ...paymentDataQueryOptions(bookingId), enabled })
  const refund = useQuery({ ...refundPlanQueryOptions(bookingId), enabled })
  const errors = useQuery({ ...referentialQueryOptions(locale), select: (referential) => referential.payment_errors })
  if (route.bookingId === null) return <Navigate to={route.tripsTodoHref} replace />
  // Spec 2 §2: a booking that fails to load goes to the trips to do; one that cannot be paid to its trip page.
  if (data.isError) return <Navigate to={route.tripsTodoHref} replace />
  // Mandatory documents not validated close to the start (104, 110): say so here rather than offer a form the server refuses.
  if (data.data?.unpayable_reason)
    return <DocumentsBlockPayment code={data.data.unpayable_reason.code} errorTexts={errors.data} />
  if (data.data && !data.data.payable) return <Navigate to={route.tripHref} replace />
  if (!data.data || !refund.data)
    return (
      <p className="payment-step payment-step--loading" role="status">
        <Trans>Loading the payment…</Trans>
      </p>
    )
  return <PaymentForm data={data.data} refund={refund.data} errorTexts={errors.data} />
}

function DocumentsBlockPayment({ code, errorTexts }: { code: number; errorTexts: PaymentErrorTexts | undefined }) {
  return (
    <section className="payment-step">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      <PaymentErrorNotice code={String(code)} texts={errorTexts} />
      <p>
        <LocalizedLink to={paths.accountDocuments.href()} className="button button--primary">
          <Trans>Go to my documents</Trans>
        </LocalizedLink>
      </p>
    </section>
  )
}

function PaymentForm({
  data,
  refund,
  errorTexts,
}: {
  data: PaymentData
  refund: RefundPlan
  errorTexts: PaymentErrorTexts | undefined
}) {
  const { t } = useLingui()
  const [search, setSearch] = useSearchParams()
  const { state, send, setDetails, cardErrors } = usePaymentFunnel()
  const pending = data.pending_payment
  const [chosen, setChosen] = useState<PaymentMethod | null>(
    data.methods.find((plan) => plan.method === pending?.method)?.method ?? data.methods[0]?.method ?? null,
  )
  const [cardChoice, setCardChoice] = useState<CardChoiceValue>(() => defaultCardChoice(data.cards))
  const formId = useId()
  const onPaymentStep = state.matches({ idle: 'payment' })
  // A reload while an mbway, transfer or wallet payment waits: await it again, once (the guest may then choose another method).
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current || !pending || !onPaymentStep) return
    resumed.current = true
    send({ type: 'payment.resumed', method: pending.method, paymentId: String(pending.id) })
  }, [pending, onPaymentStep, send])
  const busy = !state.matches('idle') && !state.matches('failed')
  // A failure that came back from payment-callback is in the address until the next try.
  const errorCode = state.matches('failed')
    ? state.context.errorCode
    : state.matches('idle')
      ? search.get('error_code')
      : null
  const money = (amount: string) => formatMoney(decimalToMinor(amount), data.currency)
  const names: Record<PaymentMethod, string> = {
    card: t`Card`,
    card_2: t`Card in 2 instalments`,
    cred_4: t`4 instalments`,
    ho_vou: t`Holiday vouchers`,
    transfer: t`Bank transfer`,
    transfer_wallet: t`Bank transfer wallet`,
    sofort: t`Sofort`,
    paypal: t`PayPal`,
    klarna: t`Klarna`,
    ideal: t`iDEAL`,
    mbway: t`MB WAY`,
  }
  const flow = chosen ? paymentFlow(chosen) : null

  // A failure's code in the address (a failed return) is shown until the guest acts on it.
  function dropErrorCode() {
    if (!search.has('error_code')) return
    const next = new URLSearchParams(search)
    next.delete('error_code')
    setSearch(next, { replace: true })
  }

  function pay(form: HTMLFormElement) {
    if (!chosen) return
    const fields = new FormData(form)
    const value = (name: string) => String(fields.get(name) ?? '').replace(/\s/g, '')
    const card = () =>
      cardChoice === 'new'
        ? {
            card: {
              number: value('card_number'),
              expiry: value('card_expiry').replace('/', ''),
              cvx: value('card_cvx'),
            },
          }
        : { cardId: cardChoice }
    setDetails(
      flow === 'card'
        ? card()
        : flow === 'async'
          ? { phoneNumber: String(fields.get('phone_number') ?? '').trim() }
          : {},
    )
    dropErrorCode()
    if (state.matches('failed') && state.context.method === chosen) send({ type: 'user.retry' })
    else {
      if (state.matches('failed')) send({ type: 'user.back' })
      send({ type: 'user.pay', method: chosen })
    }
  }

  return (
    <section className="payment-step">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      <dl className="payment-step__amounts">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(data.amount)}</dd>
        {decimalToMinor(data.paid) > 0 && (
          <>
            <dt>
              <Trans>Already paid</Trans>
            </dt>
            <dd>{money(data.paid)}</dd>
          </>
        )}
        <dt>
          <Trans>To pay</Trans>
        </dt>
        <dd>{money(data.remaining)}</dd>
      </dl>
      <p className="payment-step__refund">
        {refund.plan === 'ON_TIME' ? (
          <Trans>Cancel until {formatDate(refund.on_time_until)} and everything you paid is refunded.</Trans>
        ) : (
          <Trans>Cancelling now is no longer fully refunded.</Trans>
        )}
      </p>
      {errorCode && errorCode !== CARD_FORM_INVALID && (
        <PaymentErrorNotice
          code={errorCode}
          texts={errorTexts}
          onRetry={state.matches('failed') ? () => send({ type: 'user.retry' }) : undefined}
          onChooseAnother={
            state.matches('failed')
              ? () => {
                  dropErrorCode()
                  send({ type: 'user.back' })
                }
              : undefined
          }
        />
      )}
      <form
        id={formId}
        className="payment-step__form"
        onSubmit={(event) => {
          event.preventDefault()
          pay(event.currentTarget)
        }}
      >
        <fieldset disabled={busy}>
          <legend>
            <Trans>Payment method</Trans>
          </legend>
          {data.methods.map((plan) => (
            <div key={plan.method} className="payment-step__method">
              <label>
                <input
                  type="radio"
                  name="method"
                  value={plan.method}
                  checked={chosen === plan.method}
                  onChange={() => setChosen(plan.method)}
                />{' '}
                {names[plan.method]}
              </label>
              {plan.instalments.length > 1 && <InstalmentPlan plan={plan} currency={data.currency} />}
            </div>
          ))}
        </fieldset>
        {flow === 'card' && (
          <CardChoice
            cards={data.cards}
            choice={cardChoice}
            onChoose={setCardChoice}
            disabled={busy}
            errors={errorCode === CARD_FORM_INVALID ? cardErrors : {}}
          />
        )}
        {chosen === 'transfer_wallet' && !state.matches('awaitingMobileConfirmation') && (
          <WalletDetails bookingId={data.booking_pk} waiting={null} />
        )}
        {chosen === 'mbway' && (
          <fieldset className="payment-step__phone" disabled={busy}>
            <label>
              <Trans>Phone number for MB WAY</Trans>
              <input name="phone_number" type="tel" autoComplete="tel" required />
            </label>
          </fieldset>
        )}
        <button type="submit" className="button button--primary" disabled={busy || !chosen}>
          <Trans>Pay {money(data.remaining)}</Trans>
        </button>
      </form>
      <div className="payment-step__status" role="status" aria-live="polite">
        {(state.matches('preparation') || state.matches('execution')) && <Trans>Processing your payment…</Trans>}
        {state.matches('redirecting') && <Trans>Taking you to your bank's page…</Trans>}
        {state.matches('awaitingMobileConfirmation') && (
          <>
            {state.context.method === 'transfer' && state.context.paymentId ? (
              <BankWireDetails
                bookingId={data.booking_pk}
                paymentId={Number(state.context.paymentId)}
                restored={pending && String(pending.id) === state.context.paymentId ? pending.bank_wire : null}
              />
            ) : state.context.method === 'transfer_wallet' && state.context.paymentId ? (
              <WalletDetails
                bookingId={data.booking_pk}
                waiting={{
                  paymentId: Number(state.context.paymentId),
                  restored: pending && String(pending.id) === state.context.paymentId ? pending.bank_wire : null,
                }}
              />
            ) : (
              <Trans>Confirm the payment in your MB WAY app.</Trans>
            )}{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => send({ type: 'user.back' })}
            >
              <Trans>Choose another method</Trans>
            </button>
          </>
        )}
        {state.matches('mobileConfirmed') &&
          (state.context.method === 'transfer' ? (
            <Trans>Your transfer has arrived.</Trans>
          ) : state.context.method === 'transfer_wallet' ? (
            <Trans>Your wallet paid the booking.</Trans>
          ) : (
            <Trans>Payment confirmed in your app.</Trans>
          ))}
        {(state.matches('finalization') || state.matches('synchronisation')) && <Trans>Confirming your payment…</Trans>}
      </div>
    </section>
  )
}
