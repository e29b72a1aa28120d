import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthModalKind } from '../../../chrome/main-menu'
import { Modal } from '../../../chrome/modal'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

/** Single sign-on mode (spec 1 §2): log in and sign up open this modal instead of their routes. */
export function AuthModal({
  kind,
  onKindChange,
}: {
  kind: AuthModalKind | null
  onKindChange: (kind: AuthModalKind | null) => void
}) {
  const { t } = useLingui()
  const close = () => onKindChange(null)
  return (
    <Modal
      open={kind !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={kind === 'signup' ? t`Create your Roam account` : t`Log in to Roam`}
      size="small"
    >
      {kind === 'signup' ? (
        <SignUpForm
          onSuccess={close}
          footer={
            <p className="auth-form__switch">
              <Trans>Already have an account?</Trans>{' '}
              <button type="button" className="link-button" onClick={() => onKindChange('login')}>
                <Trans>Log in</Trans>
              </button>
            </p>
          }
        />
      ) : (
        <SignInForm
          onSuccess={close}
          onLeave={close}
          footer={
            <p className="auth-form__switch">
              <Trans>New to Roam?</Trans>{' '}
              <button type="button" className="link-button" onClick={() => onKindChange('signup')}>
                <Trans>Sign up</Trans>
              </button>
            </p>
          }
        />
      )}
    </Modal>
  )
}
