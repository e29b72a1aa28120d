import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { canSubmitUboDeclaration, MAX_UBOS, type UboDeclarationState } from '../../../../domain/payout-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { uboDeclarationQueryOptions, type Ubo } from '../api/get-ubo-declaration'
import { saveUbo } from '../api/save-ubo'
import { submitUboDeclaration } from '../api/submit-ubo-declaration'
import { FormAlert, formMessagesOf, formText, OwnerField } from '../components/owner-form'
import './documents.css'

const UBO_FIELDS = [
  'first_name',
  'last_name',
  'birthday',
  'nationality',
  'birthplace_city',
  'birthplace_country',
  'address',
  'postal_code',
  'city',
  'country',
] as const
const COUNTRY_FIELDS: ReadonlySet<string> = new Set(['nationality', 'birthplace_country', 'country'])

function UboForm({ declarationId, ubo, onDone }: { declarationId: number; ubo: Ubo | null; onDone: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (form: FormData) => saveUbo(declarationId, ubo?.id ?? null, formText(form, UBO_FIELDS)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: uboDeclarationQueryOptions().queryKey })
      onDone()
    },
  })
  const errors = formMessagesOf(save.error, t`The beneficial owner could not be saved. Please try again.`)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  const labels: Record<(typeof UBO_FIELDS)[number], string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    birthday: t`Date of birth`,
    nationality: t`Nationality`,
    birthplace_city: t`City of birth`,
    birthplace_country: t`Country of birth`,
    address: t`Address`,
    postal_code: t`Postcode`,
    city: t`City`,
    country: t`Country`,
  }
  return (
    <form
      className="account-form card"
      onSubmit={submit}
      aria-label={ubo ? t`Change ${ubo.first_name} ${ubo.last_name}` : t`New beneficial owner`}
    >
      <FormAlert messages={errors.general} />
      {UBO_FIELDS.map((name) => (
        <OwnerField
          key={name}
          id={id}
          name={name}
          label={labels[name]}
          errors={errors.fields}
          type={name === 'birthday' ? 'date' : 'text'}
          defaultValue={ubo?.[name]}
          country={COUNTRY_FIELDS.has(name)}
        />
      ))}
      <button className="button button--primary" type="submit" disabled={save.isPending}>
        <Trans>Save the beneficial owner</Trans>
      </button>{' '}
      <button className="button" type="button" onClick={onDone}>
        <Trans>Cancel</Trans>
      </button>
    </form>
  )
}

/** /d/account/documents-owner/ubo-declaration: a business declares up to four ultimate beneficial owners and submits them. */
export function UboDeclarationPage() {
  const { t } = useLingui()
  usePageHead({ title: t`UBO declaration · Roam` })
  const queryClient = useQueryClient()
  const declaration = useQuery(uboDeclarationQueryOptions())
  // Which form is open: a UBO's id, 'new', or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const submit = useMutation({
    mutationFn: submitUboDeclaration,
    onSuccess: (submitted) => queryClient.setQueryData(uboDeclarationQueryOptions().queryKey, submitted),
  })
  const submitErrors = formMessagesOf(submit.error, t`The declaration could not be submitted. Please try again.`)
  const states: Record<UboDeclarationState, string> = {
    CREATED: t`Not submitted yet`,
    VALIDATION_ASKED: t`Being validated`,
    VALIDATED: t`Validated`,
    REFUSED: t`Refused`,
  }
  const data = declaration.data
  return (
    <section className="page">
      <LocalizedLink to={paths.accountDocuments.href()}>
        <Trans>Back to my documents</Trans>
      </LocalizedLink>
      <h1 className="page-title">
        <Trans>Declaration of ultimate beneficial owners</Trans>
      </h1>
      <p className="muted">
        <Trans>Declare every person who holds more than 25 % of the company, up to {MAX_UBOS}.</Trans>
      </p>
      {declaration.isPending && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {declaration.isError && (
        <p role="alert">
          <Trans>The UBO declaration could not be loaded.</Trans>
        </p>
      )}
      {data && (
        <>
          <p data-testid="ubo-status" data-status={data.display_status}>
            <Trans>Status: {states[data.display_status]}</Trans>
          </p>
          {data.refused_reason && <p className="documents__warning">{data.refused_reason}</p>}
          <ul className="documents__list">
            {data.ubos.map((ubo) => (
              <li key={ubo.id} className="card">
                {editing === ubo.id ? (
                  <UboForm declarationId={data.id} ubo={ubo} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <strong>
                      {ubo.first_name} {ubo.last_name}
                    </strong>
                    <span>
                      {' '}
                      {ubo.birthday} · {ubo.city}, {ubo.country}
                    </span>{' '}
                    {data.can_edit && (
                      <button type="button" className="button" onClick={() => setEditing(ubo.id)}>
                        <Trans>Edit</Trans>
                      </button>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
          {data.can_edit && data.ubos.length < MAX_UBOS && editing !== 'new' && (
            <button type="button" className="button" onClick={() => setEditing('new')}>
              <Trans>Add a beneficial owner</Trans>
            </button>
          )}
          {editing === 'new' && <UboForm declarationId={data.id} ubo={null} onDone={() => setEditing(null)} />}
          <FormAlert messages={submitErrors.general} />
          {canSubmitUboDeclaration(data.status, data.ubos.length) && (
            <p>
              <button
                type="button"
                className="button button--primary"
                disabled={submit.isPending}
                onClick={() => submit.mutate()}
              >
                <Trans>Submit the declaration</Trans>
              </button>
            </p>
          )}
        </>
      )}
    </section>
  )
}
