import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { needsUboDeclaration, PROFESSIONAL_TYPES, type ProfessionalType } from '../../../../domain/account-rules'
import { CountryPicker } from '../../../components/country-picker'
import { usePageHead } from '../../../lib/page-head'
import { companyQueryOptions, type Company } from '../api/get-company'
import { legalOwnerQueryOptions, type LegalOwner } from '../api/get-legal-owner'
import { meKey, meQueryOptions } from '../../../api/get-me'
import { saveCompany } from '../api/save-company'
import { saveLegalOwner } from '../api/save-legal-owner'
import { AccountBackLink } from '../components/account-back-link'
import { FieldError, FormAlert } from '../components/field-error'
import { formMessagesOf } from '../components/form-messages'
import './account.css'

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/** /d/account/professional: the company (with the UBO requirement of a BUSINESS) and its legal owner. */
export function ProfessionalPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Professional account · Roam` })
  const me = useQuery(meQueryOptions())
  const isPro = me.data?.is_pro === true
  const company = useQuery({ ...companyQueryOptions(), enabled: isPro })
  const legal = useQuery({ ...legalOwnerQueryOptions(), enabled: isPro })
  return (
    <section className="page">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Professional account</Trans>
      </h1>
      {me.data && !isPro && (
        <p className="account-notice">
          <Trans>This page is for professional accounts.</Trans>
        </p>
      )}
      {company.isSuccess && <CompanyForm company={company.data} />}
      {legal.isSuccess && <LegalOwnerForm owner={legal.data} />}
    </section>
  )
}

function Field({
  id,
  name,
  label,
  errors,
  children,
}: {
  id: string
  name: string
  label: ReactNode
  errors: Record<string, string[]>
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {children}
      <FieldError id={`${id}-${name}-error`} messages={errors[name]} />
    </div>
  )
}

const countryPicker = (
  id: string,
  name: string,
  value: string | null | undefined,
  errors: Record<string, string[]>,
) => (
  <CountryPicker
    id={`${id}-${name}`}
    name={name}
    defaultValue={value}
    invalid={Boolean(errors[name])}
    describedBy={errors[name] ? `${id}-${name}-error` : undefined}
  />
)

function CompanyForm({ company }: { company: Company | null }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [type, setType] = useState<ProfessionalType>(company?.type ?? 'SOLETRADER')
  const save = useMutation({
    mutationFn: (form: FormData) =>
      saveCompany(
        {
          type,
          name: text(form, 'name'),
          registration_number: text(form, 'registration_number'),
          vat_number: text(form, 'vat_number') || null,
          address: text(form, 'address'),
          zipcode: text(form, 'zipcode'),
          city: text(form, 'city'),
          country: text(form, 'country'),
        },
        company !== null,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: meKey }),
      ]),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  const errors = formMessagesOf(save.error, t`The company could not be saved. Please try again.`)
  const typeLabels: Record<ProfessionalType, string> = {
    SOLETRADER: t`Sole trader`,
    BUSINESS: t`Company (business)`,
    PARTNERSHIP_DE: t`Partnership (Germany)`,
    PARTNERSHIP_NL: t`Partnership (Netherlands)`,
  }
  const input = (name: keyof Company, autoComplete?: string) => (
    <input
      id={`${id}-${name}`}
      name={name}
      type="text"
      autoComplete={autoComplete}
      defaultValue={String(company?.[name] ?? '')}
      aria-invalid={errors.fields[name] ? true : undefined}
    />
  )
  return (
    <form className="account-form card" onSubmit={submit} aria-label={t`Company`}>
      <h2>
        <Trans>Company</Trans>
      </h2>
      <FormAlert messages={errors.general} />
      {save.isSuccess && (
        <p className="account-notice account-notice--success" role="status">
          <Trans>The company is saved.</Trans>
        </p>
      )}
      <Field id={id} name="type" label={<Trans>Type of company</Trans>} errors={errors.fields}>
        <select
          id={`${id}-type`}
          name="type"
          value={type}
          onChange={(event) => setType(event.currentTarget.value as ProfessionalType)}
        >
          {PROFESSIONAL_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      {needsUboDeclaration(type) && (
        <p className="account-notice" role="note">
          <Trans>
            A company must also declare its ultimate beneficial owners (UBO declaration) before it receives payouts.
          </Trans>
        </p>
      )}
      <Field id={id} name="name" label={<Trans>Company name</Trans>} errors={errors.fields}>
        {input('name', 'organization')}
      </Field>
      <Field id={id} name="registration_number" label={<Trans>Registration number</Trans>} errors={errors.fields}>
        {input('registration_number')}
      </Field>
      <Field id={id} name="vat_number" label={<Trans>VAT number (optional)</Trans>} errors={errors.fields}>
        {input('vat_number')}
      </Field>
      <Field id={id} name="address" label={<Trans>Address</Trans>} errors={errors.fields}>
        {input('address', 'street-address')}
      </Field>
      <Field id={id} name="zipcode" label={<Trans>Postcode</Trans>} errors={errors.fields}>
        {input('zipcode', 'postal-code')}
      </Field>
      <Field id={id} name="city" label={<Trans>City</Trans>} errors={errors.fields}>
        {input('city', 'address-level2')}
      </Field>
      <Field id={id} name="country" label={<Trans>Country</Trans>} errors={errors.fields}>
        {countryPicker(id, 'country', company?.country, errors.fields)}
      </Field>
      <button className="button button--primary" type="submit" disabled={save.isPending}>
        <Trans>Save the company</Trans>
      </button>
    </form>
  )
}

function LegalOwnerForm({ owner }: { owner: LegalOwner | null }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (form: FormData) =>
      saveLegalOwner(
        {
          first_name: text(form, 'first_name'),
          last_name: text(form, 'last_name'),
          borned_on: text(form, 'borned_on'),
          nationality: text(form, 'nationality'),
          country_of_residence: text(form, 'country_of_residence'),
        },
        owner !== null,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalOwnerQueryOptions().queryKey }),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  const errors = formMessagesOf(save.error, t`The legal owner could not be saved. Please try again.`)
  const input = (name: keyof LegalOwner, type = 'text') => (
    <input
      id={`${id}-${name}`}
      name={name}
      type={type}
      defaultValue={owner?.[name] ?? ''}
      aria-invalid={errors.fields[name] ? true : undefined}
    />
  )
  return (
    <form className="account-form card" onSubmit={submit} aria-label={t`Legal owner`}>
      <h2>
        <Trans>Legal owner</Trans>
      </h2>
      <p className="field__hint">
        <Trans>The person legally responsible for the company.</Trans>
      </p>
      <FormAlert messages={errors.general} />
      {save.isSuccess && (
        <p className="account-notice account-notice--success" role="status">
          <Trans>The legal owner is saved.</Trans>
        </p>
      )}
      <Field id={id} name="first_name" label={<Trans>First name</Trans>} errors={errors.fields}>
        {input('first_name')}
      </Field>
      <Field id={id} name="last_name" label={<Trans>Last name</Trans>} errors={errors.fields}>
        {input('last_name')}
      </Field>
      <Field id={id} name="borned_on" label={<Trans>Date of birth</Trans>} errors={errors.fields}>
        {input('borned_on', 'date')}
      </Field>
      <Field id={id} name="nationality" label={<Trans>Nationality</Trans>} errors={errors.fields}>
        {countryPicker(id, 'nationality', owner?.nationality, errors.fields)}
      </Field>
      <Field id={id} name="country_of_residence" label={<Trans>Country of residence</Trans>} errors={errors.fields}>
        {countryPicker(id, 'country_of_residence', owner?.country_of_residence, errors.fields)}
      </Field>
      <button className="button button--primary" type="submit" disabled={save.isPending}>
        <Trans>Save the legal owner</Trans>
      </button>
    </form>
  )
}
