import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type ChangeEvent, type FormEvent } from 'react'
import { PICTURE_MIN_HEIGHT, PICTURE_MIN_WIDTH, PROFILE_LANGUAGES } from '../../../../domain/account-rules'
import { toBcp47 } from '../../../../domain/locales'
import { Avatar } from '../../../chrome/avatar'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { meKey, meQueryOptions, type PrivateUser } from '../../../api/get-me'
import { updateMe, type ProfileChanges } from '../api/update-me'
import { uploadPicture } from '../api/upload-picture'
import { AccountBackLink } from '../components/account-back-link'
import { FieldError, FormAlert } from '../components/field-error'
import { formMessagesOf } from '../components/form-messages'
import './account.css'

/** What the form sends: an emptied phone or birth date removes it. */
function changesFrom(form: FormData): ProfileChanges {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone') || null,
    borned_on: text('borned_on') || null,
    languages: form.getAll('languages').map(String),
  }
}

/** /d/account/profile: names, phone (with its certification), birth date, languages, picture. */
export function ProfilePage() {
  const { t } = useLingui()
  usePageHead({ title: t`My profile · Roam` })
  const me = useQuery(meQueryOptions())
  return (
    <section className="page">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>My profile</Trans>
      </h1>
      {me.data && <ProfileForms user={me.data} />}
    </section>
  )
}

function ProfileForms({ user }: { user: PrivateUser }) {
  const { t } = useLingui()
  const id = useId()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: meKey })
  const save = useMutation({ mutationFn: updateMe, onSuccess: refresh })
  const picture = useMutation({ mutationFn: uploadPicture, onSuccess: refresh })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(changesFrom(new FormData(event.currentTarget)))
  }
  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    if (file) picture.mutate(file)
    event.currentTarget.value = ''
  }
  const errors = formMessagesOf(save.error, t`Your profile could not be saved. Please try again.`)
  const pictureErrors = formMessagesOf(picture.error, t`The picture could not be uploaded. Please try again.`)
  const languageNames = new Intl.DisplayNames([toBcp47(locale)], { type: 'language' })
  const field = (name: string) => ({
    'aria-invalid': errors.fields[name] ? true : undefined,
    'aria-describedby': errors.fields[name] ? `${id}-${name}-error` : undefined,
  })

  return (
    <>
      <div className="account-picture card">
        <Avatar
          firstName={user.first_name}
          picture={user.profile_picture.url}
          radius={48}
          isVerified={user.phone_verified}
        />
        <div className="field">
          <label htmlFor={`${id}-picture`}>
            <Trans>Profile picture</Trans>
          </label>
          <input
            id={`${id}-picture`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choosePicture}
            disabled={picture.isPending}
            aria-describedby={`${id}-picture-hint`}
          />
          <p className="field__hint" id={`${id}-picture-hint`}>
            <Trans>
              JPEG, PNG or WebP, at least {PICTURE_MIN_WIDTH} × {PICTURE_MIN_HEIGHT} pixels, at most 10 MB.
            </Trans>
          </p>
          {picture.isPending && (
            <p role="status">
              <Trans>Uploading…</Trans>
            </p>
          )}
          <FieldError
            id={`${id}-picture-error`}
            messages={[...pictureErrors.general, ...Object.values(pictureErrors.fields).flat()]}
          />
        </div>
      </div>

      <form className="account-form card" onSubmit={submit} aria-label={t`Profile`}>
        <FormAlert messages={errors.general} />
        {save.isSuccess && (
          <p className="account-notice account-notice--success" role="status">
            <Trans>Your profile is saved.</Trans>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-first_name`}>
            <Trans>First name</Trans>
          </label>
          <input
            id={`${id}-first_name`}
            name="first_name"
            type="text"
            autoComplete="given-name"
            defaultValue={user.first_name}
            required
            {...field('first_name')}
          />
          <FieldError id={`${id}-first_name-error`} messages={errors.fields.first_name} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-last_name`}>
            <Trans>Last name</Trans>
          </label>
          <input
            id={`${id}-last_name`}
            name="last_name"
            type="text"
            autoComplete="family-name"
            defaultValue={user.last_name}
            required
            {...field('last_name')}
          />
          <FieldError id={`${id}-last_name-error`} messages={errors.fields.last_name} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            <Trans>Phone number</Trans>
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+33612345678"
            defaultValue={user.phone ?? ''}
            {...field('phone')}
          />
          <FieldError id={`${id}-phone-error`} messages={errors.fields.phone} />
          {user.phone && (
            <p className="field__hint">
              {user.phone_verified ? (
                <Trans>This number is certified.</Trans>
              ) : (
                <LocalizedLink to={paths.accountCertifyPhone.href()}>
                  <Trans>Certify this number</Trans>
                </LocalizedLink>
              )}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-borned_on`}>
            <Trans>Date of birth</Trans>
          </label>
          <input
            id={`${id}-borned_on`}
            name="borned_on"
            type="date"
            autoComplete="bday"
            defaultValue={user.borned_on ?? ''}
            {...field('borned_on')}
          />
          <FieldError id={`${id}-borned_on-error`} messages={errors.fields.borned_on} />
        </div>
        <fieldset aria-describedby={errors.fields.languages ? `${id}-languages-error` : undefined}>
          <legend>
            <Trans>Languages you speak</Trans>
          </legend>
          {PROFILE_LANGUAGES.map((code) => (
            <label key={code}>
              <input type="checkbox" name="languages" value={code} defaultChecked={user.languages.includes(code)} />{' '}
              {languageNames.of(code) ?? code}
            </label>
          ))}
        </fieldset>
        <FieldError id={`${id}-languages-error`} messages={errors.fields.languages} />
        <button className="button button--primary" type="submit" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save my profile</Trans>}
        </button>
      </form>

      <p>
        <LocalizedLink className="account-danger-link" to={paths.accountDelete.href()}>
          <Trans>Delete my account</Trans>
        </LocalizedLink>
      </p>
    </>
  )
}
