import { createActorContext } from '@xstate/react'
import { createContext, useContext } from 'react'
import { paymentFunnelMachine } from '../../../../../machines/payment-funnel.machine'
import type { CardFormErrors, PaymentDetails } from '../../../../domain/payment-step'
import type { StepDrafts } from './funnel-step-actors'

/** One payment-funnel actor per funnel visit, shared by the step routes (created in FunnelRoute). */
export const FunnelActor = createActorContext(paymentFunnelMachine)

/**
 * What the guest typed, kept out of the machine so personal and card data never sit in a snapshot:
 * each page fills its part before sending user.next or user.pay, the provided actors read it.
 */
export interface FunnelDrafts {
  steps: () => StepDrafts
  setSteps: (values: StepDrafts) => void
  payment: () => PaymentDetails
  setPayment: (details: PaymentDetails) => void
  cardErrors: () => CardFormErrors
  setCardErrors: (errors: CardFormErrors) => void
}

export function createFunnelDrafts(): FunnelDrafts {
  let steps: StepDrafts = {}
  let payment: PaymentDetails = {}
  let cardErrors: CardFormErrors = {}
  return {
    steps: () => steps,
    setSteps: (values) => {
      steps = values
    },
    payment: () => payment,
    setPayment: (details) => {
      payment = details
      cardErrors = {}
    },
    cardErrors: () => cardErrors,
    setCardErrors: (errors) => {
      cardErrors = errors
    },
  }
}

export const FunnelDraftContext = createContext<FunnelDrafts | null>(null)

export function useFunnelDrafts(): FunnelDrafts {
  const drafts = useContext(FunnelDraftContext)
  if (!drafts) throw new Error('useFunnelDrafts: render inside FunnelRoute')
  return drafts
}
