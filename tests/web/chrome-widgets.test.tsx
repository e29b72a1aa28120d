import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { Modal } from '../../src/web/chrome/modal'
import { ToastsProvider, useToasts } from '../../src/web/chrome/toasts-context'
import { ToastsView } from '../../src/web/chrome/toasts-view'
import { NewVersionBanner } from '../../src/web/chrome/new-version-banner'
import { lazyPage } from '../../src/web/app/lazy-page'
import { reloadOnChunkError, watchBuildVersion } from '../../src/web/lib/build-version'
import { renderApp } from './support/render-app'
import { state } from './support/state'

function wrap(node: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
}

describe('modal', () => {
  it('closes by its close button and by Escape when closable', async () => {
    const onOpenChange = vi.fn()
    wrap(
      <Modal open onOpenChange={onOpenChange} title="Hello">
        Body
      </Modal>,
    )
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    onOpenChange.mockClear()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('ignores Escape and has no close button when not closable', async () => {
    const onOpenChange = vi.fn()
    wrap(
      <Modal open onOpenChange={onOpenChange} title="Hello" closable={false}>
        Body
      </Modal>,
    )
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument()
  })
})

describe('toasts view', () => {
  function Trigger() {
    const { show } = useToasts()
    return (
      <button
        type="button"
        onClick={() =>
          show({
            type: 'error',
            fields: [
              {
                label: { text: 'Payment', needTranslation: false },
                description: { text: 'Card refused', needTranslation: false },
              },
            ],
          })
        }
      >
        show
      </button>
    )
  }

  it('renders the toasts of the machine and dismisses them', async () => {
    wrap(
      <ToastsProvider>
        <Trigger />
        <ToastsView />
      </ToastsProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'show' }))
    const toast = await screen.findByRole('alert')
    expect(toast).toHaveTextContent('Payment')
    expect(toast).toHaveTextContent('Card refused')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})

describe('chatbot', () => {
  function chatbotScript() {
    return document.getElementById('roam-chatbot') as HTMLScriptElement | null
  }

  it('is injected on whitelisted paths with the mapped language when fully configured', async () => {
    state.config.chatbot = { enabled: true, scriptUrl: 'https://bot.roam.test/widget.js', id: 'bot-1' }
    await renderApp('/ca/s')
    await waitFor(() => expect(chatbotScript()).not.toBeNull())
    expect(chatbotScript()!.dataset.language).toBe('es')
    expect(chatbotScript()!.src).toBe('https://bot.roam.test/widget.js')
    act(() => chatbotScript()!.remove())
  })

  it('is not injected elsewhere or without its settings', async () => {
    state.config.chatbot = { enabled: true, scriptUrl: 'https://bot.roam.test/widget.js', id: 'bot-1' }
    await renderApp('/sign-in')
    // The sign-in page hides the bot once it has rendered: a loaded machine may take a moment.
    await waitFor(() => expect(document.documentElement.hasAttribute('data-chatbot-hidden')).toBe(true))
    expect(chatbotScript()).toBeNull()
  })

  it('needs the id too', async () => {
    state.config.chatbot = { enabled: true, scriptUrl: 'https://bot.roam.test/widget.js', id: null }
    await renderApp('/')
    expect(chatbotScript()).toBeNull()
  })
})

describe('new build', () => {
  it('shows the banner when the build watcher reports a newer build', async () => {
    vi.mocked(watchBuildVersion).mockImplementationOnce((onUpdate) => {
      setTimeout(onUpdate, 0)
      return () => {}
    })
    wrap(<NewVersionBanner />)
    expect(await screen.findByText('A new version of Roam is available.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('reloads the target page when a lazy route chunk fails to load', async () => {
    const load = lazyPage(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => () => null,
    )
    await expect(load()).rejects.toThrow('Failed to fetch')
    expect(reloadOnChunkError).toHaveBeenCalledWith(`${window.location.pathname}${window.location.search}`)
  })
})
