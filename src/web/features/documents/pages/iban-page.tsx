import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { ibanQueryOptions } from '../api/get-iban'
import { saveIban } from '../api/save-iban'
import { FormAlert, formMessagesOf, formText, OwnerField } from '../components/owner-form'
import './documents.css'

const FIELDS = ['holder_name', 'iban', 'bic', 'address', 'city', 'postal_code', 'country'] as const

/** /d/account/documents-owner/iban: the bank account payouts go to (masked), and a form to register a new one. */
export function IbanPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Bank account · Roam` })
  const id = useId()
  const queryClient = useQueryClient()
  const iban = useQuery(ibanQueryOptions())
  const save = useMutation({
    mutationFn: (form: FormData) => saveIban(formText(form, FIELDS)),
    onSuccess: (saved) => queryClient.setQueryData(ibanQueryOptions().queryKey, saved),
  })
  const errors = formMessagesOf(save.error, t`The bank account could not be saved. Please try again.`)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  return (
    <section className="page">
      <LocalizedLink to={paths.accountDocuments.href()}>
        <Trans>Back to my documents</Trans>
      </LocalizedLink>
      <h1 className="page-title">
        <Trans>Bank account for payouts</Trans>
      </h1>
      {iban.isPending && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {iban.isError && (
        <p role="alert">
          <Trans>Your bank account could not be loaded.</Trans>
        </p>
      )}
      {iban.data === null && (
        <p data-testid="iban-current">
          <Trans>No IBAN yet: add one to receive your payouts.</Trans>
        </p>
      )}
      {iban.data && (
        <p data-testid="iban-current">
          <Trans>
            Payouts go to {iban.data.iban} ({iban.data.bic}), held by {iban.data.holder_name}.
          </Trans>
        </p>
      )}
      <form className="account-form card" onSubmit={submit} aria-label={t`New bank account`}>
        <h2>{iban.data ? <Trans>Change the bank account</Trans> : <Trans>Add a bank account</Trans>}</h2>
        <FormAlert messages={errors.general} />
        {save.isSuccess && (
          <p className="account-notice account-notice--success" role="status">
            <Trans>The bank account is saved.</Trans>
          </p>
        )}
        <OwnerField
          id={id}
          name="holder_name"
          label={<Trans>Account holder</Trans>}
          errors={errors.fields}
          autoComplete="name"
        />
        <OwnerField id={id} name="iban" label={<Trans>IBAN</Trans>} errors={errors.fields} />
        <OwnerField id={id} name="bic" label={<Trans>BIC</Trans>} errors={errors.fields} />
        <OwnerField
          id={id}
          name="address"
          label={<Trans>Holder's address</Trans>}
          errors={errors.fields}
          autoComplete="street-address"
        />
        <OwnerField
          id={id}
          name="postal_code"
          label={<Trans>Postcode</Trans>}
          errors={errors.fields}
          autoComplete="postal-code"
        />
        <OwnerField
          id={id}
          name="city"
          label={<Trans>City</Trans>}
          errors={errors.fields}
          autoComplete="address-level2"
        />
        <OwnerField id={id} name="country" label={<Trans>Country</Trans>} errors={errors.fields} country />
        <button className="button button--primary" type="submit" disabled={save.isPending}>
          <Trans>Save the bank account</Trans>
        </button>
      </form>
    </section>
  )
}
