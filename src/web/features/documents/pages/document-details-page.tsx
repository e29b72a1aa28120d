import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { documentTypeLabel } from '../../../lib/document-labels'
import { documentQueryOptions } from '../api/get-document'
import { updateDocument } from '../api/update-document'
import { FormAlert, formMessagesOf, OwnerField } from '../components/owner-form'

type Detail = 'date' | 'idn'

function DocumentDetailsForm({ detail }: { detail: Detail }) {
  const { t, i18n } = useLingui()
  usePageHead({ title: detail === 'date' ? t`Document dates · Roam` : t`Document number · Roam` })
  const id = Number(useParams().idDoc)
  const formId = useId()
  const queryClient = useQueryClient()
  const document = useQuery(documentQueryOptions(id))
  const save = useMutation({
    mutationFn: (form: FormData) => {
      const value = (name: string) => String(form.get(name) ?? '').trim() || null
      return updateDocument(
        id,
        detail === 'date'
          ? { real_edition_date: value('real_edition_date'), expiration_date: value('expiration_date') }
          : { idn: value('idn') },
      )
    },
    onSuccess: (saved) => queryClient.setQueryData(documentQueryOptions(id).queryKey, saved),
  })
  const errors = formMessagesOf(save.error, t`The document could not be saved. Please try again.`)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  return (
    <section className="page">
      <LocalizedLink to={paths.documentOwner.href(id)}>
        <Trans>Back to the document</Trans>
      </LocalizedLink>
      <h1 className="page-title">
        {document.data ? documentTypeLabel(i18n, document.data.document_type) : <Trans>Your document</Trans>}
      </h1>
      {document.isPending && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {document.isError && (
        <p role="alert">
          <Trans>The document could not be loaded.</Trans>
        </p>
      )}
      {document.data && (
        <form
          className="account-form card"
          onSubmit={submit}
          aria-label={detail === 'date' ? t`Document dates` : t`Document number`}
        >
          <FormAlert messages={errors.general} />
          {save.isSuccess && (
            <p className="account-notice account-notice--success" role="status">
              <Trans>The document is saved.</Trans>
            </p>
          )}
          {detail === 'date' ? (
            <>
              <OwnerField
                id={formId}
                name="real_edition_date"
                type="date"
                label={<Trans>Date of issue</Trans>}
                errors={errors.fields}
                defaultValue={document.data.real_edition_date}
              />
              <OwnerField
                id={formId}
                name="expiration_date"
                type="date"
                label={<Trans>Expiration date</Trans>}
                errors={errors.fields}
                defaultValue={document.data.expiration_date}
              />
            </>
          ) : (
            <OwnerField
              id={formId}
              name="idn"
              label={<Trans>Document number</Trans>}
              errors={errors.fields}
              defaultValue={document.data.idn}
            />
          )}
          <button className="button button--primary" type="submit" disabled={save.isPending}>
            <Trans>Save</Trans>
          </button>
        </form>
      )}
    </section>
  )
}

/** /d/account/documents-owner/:idDoc/date: the document's date of issue and expiration date. */
export function DocumentDatePage() {
  return <DocumentDetailsForm detail="date" />
}

/** /d/account/documents-owner/:idDoc/idn: the document's number. */
export function DocumentIdnPage() {
  return <DocumentDetailsForm detail="idn" />
}
