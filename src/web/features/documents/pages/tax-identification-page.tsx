import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { taxIdentificationQueryOptions } from '../api/get-tax-identification'
import { saveTaxIdentification } from '../api/save-tax-identification'
import { FormAlert, formMessagesOf, formText, OwnerField } from '../components/owner-form'

/** /d/account/documents-owner/tax_identification_number: the owner's tax number, checked against its country. */
export function TaxIdentificationPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Tax identification number · Roam` })
  const id = useId()
  const queryClient = useQueryClient()
  const current = useQuery(taxIdentificationQueryOptions())
  const save = useMutation({
    mutationFn: (form: FormData) => saveTaxIdentification(formText(form, ['country', 'number'] as const)),
    onSuccess: (saved) => queryClient.setQueryData(taxIdentificationQueryOptions().queryKey, saved),
  })
  const errors = formMessagesOf(save.error, t`The tax identification number could not be saved. Please try again.`)
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
        <Trans>Tax identification number</Trans>
      </h1>
      {current.isError && (
        <p role="alert">
          <Trans>Your tax identification number could not be loaded.</Trans>
        </p>
      )}
      {current.isSuccess && (
        <form
          key={current.data?.updated_at ?? 'new'}
          className="account-form card"
          onSubmit={submit}
          aria-label={t`Tax identification number`}
        >
          <FormAlert messages={errors.general} />
          {save.isSuccess && (
            <p className="account-notice account-notice--success" role="status">
              <Trans>The tax identification number is saved.</Trans>
            </p>
          )}
          <OwnerField
            id={id}
            name="country"
            label={<Trans>Country of tax residence</Trans>}
            errors={errors.fields}
            country
            defaultValue={current.data?.country}
          />
          <OwnerField
            id={id}
            name="number"
            label={<Trans>Tax identification number</Trans>}
            errors={errors.fields}
            defaultValue={current.data?.number}
          />
          <button className="button button--primary" type="submit" disabled={save.isPending}>
            <Trans>Save</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
