import * as Dialog from '@radix-ui/react-dialog'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './side-panel.css'

export interface SidePanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  title: ReactNode
  children: ReactNode
}

/** The main menu below the xl breakpoint: a panel from the right, closed by its button, the backdrop or Escape. */
export function SidePanel({ open, onOpenChange, trigger, title, children }: SidePanelProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="side-panel__backdrop" data-testid="side-panel-backdrop" />
        <Dialog.Content className="side-panel" aria-describedby={undefined}>
          <header className="side-panel__header">
            <Dialog.Title className="side-panel__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t`Close the menu`}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <div className="side-panel__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
