import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { chatbotLanguage, chatbotSettings, isChatbotPath } from '../../domain/chatbot'
import { stripLocale } from '../../domain/locale-routing'
import { getConfig } from '../lib/runtime-config'
import { useLocale } from '../lib/locale-context'

const SCRIPT_ID = 'roam-chatbot'

declare global {
  interface Window {
    roamChatbotSettings?: { id: string; language: string }
  }
}

/** Spec 1 §2: the optional chatbot, injected only on whitelisted paths; hidden elsewhere. */
export function Chatbot() {
  const settings = chatbotSettings(getConfig())
  const { locale } = useLocale()
  const { pathname } = useLocation()
  const allowed = settings !== null && isChatbotPath(stripLocale(pathname))
  const language = chatbotLanguage(locale)

  useEffect(() => {
    document.documentElement.toggleAttribute('data-chatbot-hidden', !allowed)
    if (!allowed || !settings) return
    window.roamChatbotSettings = { id: settings.id, language }
    if (document.getElementById(SCRIPT_ID)) return
    const script = document.createElement('script')
    script.id = SCRIPT_ID
    script.src = settings.scriptUrl
    script.async = true
    script.dataset.chatbotId = settings.id
    script.dataset.language = language
    document.body.appendChild(script)
  }, [allowed, settings?.id, settings?.scriptUrl, language]) // eslint-disable-line react-hooks/exhaustive-deps

  return null
}
