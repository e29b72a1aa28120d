import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { documentQueryOptions, type DocumentWire } from '../api/get-document'
import { updateDocument } from '../api/update-document'
import { DocumentFrame } from '../components/document-frame'
import { FormAlert, formMessagesOf, OwnerField } from '../components/owner-form'
import { useDocumentPlace, type DocumentPlace, type DocumentPlaceKind } from '../document-place'

type Detail = 'date' | 'idn'

function DetailsForm({ detail, place, document }: { detail: Detail; place: DocumentPlace; document: DocumentWire }) {
  const { t } = useLingui()
  const formId = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (form: FormData) => {
      const value = (name: string) => String(form.get(name) ?? '').trim() || null
      return updateDocument(
        document.id,
        detail === 'date'
          ? { real_edition_date: value('real_edition_date'), expiration_date: value('expiration_date') }
          : { idn: value('idn') },
      )
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(documentQueryOptions(document.id).queryKey, saved)
      void queryClient.invalidateQueries({
        queryKey: ['documents'],
        predicate: (query) => query.queryKey[1] !== saved.id,
      })
    },
  })
  const errors = formMessagesOf(save.error, t`The document could not be saved. Please try again.`)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  return (
    <>
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
              defaultValue={document.real_edition_date}
            />
            <OwnerField
              id={formId}
              name="expiration_date"
              type="date"
              label={<Trans>Expiration date</Trans>}
              errors={errors.fields}
              defaultValue={document.expiration_date}
            />
          </>
        ) : (
          <OwnerField
            id={formId}
            name="idn"
            label={<Trans>Document number</Trans>}
            errors={errors.fields}
            defaultValue={document.idn}
          />
        )}
        <button className="button button--primary" type="submit" disabled={save.isPending}>
          <Trans>Save</Trans>
        </button>
      </form>
      <p>
        <LocalizedLink to={place.document}>
          <Trans>See the document</Trans>
        </LocalizedLink>
      </p>
    </>
  )
}

function DetailsScreen({ kind, detail }: { kind: DocumentPlaceKind; detail: Detail }) {
  const { t } = useLingui()
  const place = useDocumentPlace(kind)
  return (
    <DocumentFrame
      key={place.documentId}
      place={place}
      title={(type) => (detail === 'date' ? t`${type}: dates` : t`${type}: number`)}
    >
      {(document) => <DetailsForm detail={detail} place={place} document={document} />}
    </DocumentFrame>
  )
}

/** /d/account/documents-owner/{id_doc}/date: the document's date of issue and expiration date. */
export function DocumentDatePage() {
  return <DetailsScreen kind="owner" detail="date" />
}

/** /d/account/documents-owner/{id_doc}/idn: the document's number. */
export function DocumentIdnPage() {
  return <DetailsScreen kind="owner" detail="idn" />
}

/** /d/campers/{id}/documents/{id_doc}/date: a camper document's dates. */
export function CamperDocumentDatePage() {
  return <DetailsScreen kind="camper" detail="date" />
}
