import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { CountryPicker } from '../../../components/country-picker'
import {
  EARNINGS_VEHICLE_TYPES,
  MAX_SEATS,
  MAX_WEEKS_A_YEAR,
  type EarningsAnswers,
  type EarningsStep,
} from '../../../../domain/earnings-steps'

interface FieldsProps {
  step: Exclude<EarningsStep, 'results'>
  answers: EarningsAnswers
  thisYear: number
  errors: Record<string, string[]>
  onEdit: (answers: Partial<EarningsAnswers>) => void
}

const numberOrNull = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value))

function Field({
  label,
  error,
  children,
}: {
  label: string
  error?: string[]
  children: (id: string) => React.ReactNode
}) {
  const id = useId()
  return (
    <div className="earnings__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error?.map((message) => (
        <p key={message} className="earnings__error" role="alert">
          {message}
        </p>
      ))}
    </div>
  )
}

/** The inputs of one step; every change goes to the machine. */
export function EarningsFields({ step, answers, thisYear, errors, onEdit }: FieldsProps) {
  const { t } = useLingui()
  const vehicleTypes: Record<(typeof EARNINGS_VEHICLE_TYPES)[number], string> = {
    lowprofile: t`Low profile motorhome`,
    coachbuilt: t`Coachbuilt motorhome`,
    aclass: t`A-class motorhome`,
    campervan: t`Campervan`,
    van: t`Van`,
    caravan: t`Caravan`,
    other: t`Other vehicle`,
  }
  switch (step) {
    case 'owner':
      return (
        <>
          <fieldset className="earnings__field">
            <legend>
              <Trans>You rent out as</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name="is_professional"
                checked={answers.isProfessional === false}
                onChange={() => onEdit({ isProfessional: false })}
              />{' '}
              <Trans>A private owner</Trans>
            </label>
            <label>
              <input
                type="radio"
                name="is_professional"
                checked={answers.isProfessional === true}
                onChange={() => onEdit({ isProfessional: true })}
              />{' '}
              <Trans>A professional</Trans>
            </label>
          </fieldset>
          <fieldset className="earnings__field">
            <legend>
              <Trans>When could guests travel with it?</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name="vehicle_availability"
                checked={answers.vehicleAvailability === 'all_year'}
                onChange={() => onEdit({ vehicleAvailability: 'all_year' })}
              />{' '}
              <Trans>All year round</Trans>
            </label>
            <label>
              <input
                type="radio"
                name="vehicle_availability"
                checked={answers.vehicleAvailability === 'some_weeks'}
                onChange={() => onEdit({ vehicleAvailability: 'some_weeks' })}
              />{' '}
              <Trans>Some weeks and weekends</Trans>
            </label>
          </fieldset>
          {answers.vehicleAvailability === 'some_weeks' && (
            <>
              <Field label={t`Weeks a year`}>
                {(id) => (
                  <input
                    id={id}
                    type="number"
                    min={0}
                    max={MAX_WEEKS_A_YEAR}
                    value={answers.numberOfWeeks ?? ''}
                    onChange={(event) => onEdit({ numberOfWeeks: numberOrNull(event.target.value) })}
                  />
                )}
              </Field>
              <Field label={t`Weekends a year`}>
                {(id) => (
                  <input
                    id={id}
                    type="number"
                    min={0}
                    max={MAX_WEEKS_A_YEAR}
                    value={answers.numberOfWeekends ?? ''}
                    onChange={(event) => onEdit({ numberOfWeekends: numberOrNull(event.target.value) })}
                  />
                )}
              </Field>
            </>
          )}
        </>
      )
    case 'vehicle':
      return (
        <>
          <Field label={t`Vehicle type`} error={errors.vehicle_type}>
            {(id) => (
              <select
                id={id}
                value={answers.vehicleType ?? ''}
                onChange={(event) =>
                  onEdit({ vehicleType: (event.target.value || null) as EarningsAnswers['vehicleType'] })
                }
              >
                <option value="">{t`Choose a type`}</option>
                {EARNINGS_VEHICLE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {vehicleTypes[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t`Country of registration`} error={errors.vehicle_registration_country}>
            {(id) => (
              <CountryPicker
                id={id}
                name="vehicle_registration_country"
                defaultValue={answers.vehicleRegistrationCountry}
                onChange={(code) => onEdit({ vehicleRegistrationCountry: code })}
              />
            )}
          </Field>
        </>
      )
    case 'vehicle-properties':
      return (
        <>
          <Field label={t`Year of first registration`} error={errors.vehicle_registered_year}>
            {(id) => (
              <input
                id={id}
                type="number"
                max={thisYear}
                value={answers.vehicleRegisteredYear ?? ''}
                onChange={(event) => onEdit({ vehicleRegisteredYear: numberOrNull(event.target.value) })}
              />
            )}
          </Field>
          <Field label={t`Seats with a seatbelt`} error={errors.number_of_seats}>
            {(id) => (
              <input
                id={id}
                type="number"
                min={1}
                max={MAX_SEATS}
                value={answers.numberOfSeats ?? ''}
                onChange={(event) => onEdit({ numberOfSeats: numberOrNull(event.target.value) })}
              />
            )}
          </Field>
        </>
      )
    case 'about-you':
      return (
        <>
          <Field label={t`First name`} error={errors.first_name}>
            {(id) => (
              <input
                id={id}
                autoComplete="given-name"
                value={answers.firstName}
                onChange={(event) => onEdit({ firstName: event.target.value })}
              />
            )}
          </Field>
          <Field label={t`Last name`} error={errors.last_name}>
            {(id) => (
              <input
                id={id}
                autoComplete="family-name"
                value={answers.lastName}
                onChange={(event) => onEdit({ lastName: event.target.value })}
              />
            )}
          </Field>
          <Field label={t`Email`} error={errors.email}>
            {(id) => (
              <input
                id={id}
                type="email"
                autoComplete="email"
                value={answers.email}
                onChange={(event) => onEdit({ email: event.target.value })}
              />
            )}
          </Field>
          <Field label={t`Phone number (optional)`} error={errors.phone_number}>
            {(id) => (
              <input
                id={id}
                type="tel"
                autoComplete="tel"
                value={answers.phoneNumber}
                onChange={(event) => onEdit({ phoneNumber: event.target.value })}
              />
            )}
          </Field>
        </>
      )
  }
}
