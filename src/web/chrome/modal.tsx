import * as Dialog from '@radix-ui/react-dialog'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './modal.css'

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** When false there is no close button and neither Escape nor the backdrop closes the modal. */
  closable?: boolean
  size?: 'small' | 'medium'
  children: ReactNode
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closable = true,
  size = 'medium',
  children,
}: ModalProps) {
  const { t } = useLingui()
  const block = (event: Event) => {
    if (!closable) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || closable ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop" data-testid="modal-backdrop" />
        <Dialog.Content
          className={`modal modal--${size}`}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {closable && (
              <Dialog.Close className="icon-button modal__close" aria-label={t`Close`}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </header>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
