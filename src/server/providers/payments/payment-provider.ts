import type { PaymentMethod } from '../../../domain/payment-rules'

/** Spec 2 §8 card registration errors: the card data is wrong, the registration token expired, or anything else. */
export type CardRegistrationErrorType = 'card' | 'token' | 'unknown'

export type CardRegistrationResult =
  | { ok: true; cardId: string; alias: string; expiry: string }
  | { ok: false; type: CardRegistrationErrorType; message: string }

export interface CardData {
  number: string
  /** MMYY */
  expiry: string
  cvx: string
}

/**
 * Where the guest sends a bank transfer (MangoPay's bank wire pay-in): the escrow account and the
 * reference that matches the incoming wire to this pay-in. Amounts in minor units.
 */
export interface BankWireDetails {
  iban: string
  bic: string
  holder: string
  /** Null for the guest's own wallet IBAN (its banking alias): every wire to it is the guest's, no reference needed. */
  reference: string | null
  /** After this the provider no longer waits for the wire: the pay-in fails. */
  expiresAt: string
}

/**
 * A pay-in or refund as the provider sees it. `nextAction` says what the guest must still do:
 * `redirect` to `redirectUrl` (3-D Secure challenge or a hosted wallet/bank page), `mobile` (confirm
 * in an app, or send a transfer: we poll), or nothing. A FAILED transaction carries a spec 2 §8 provider code.
 */
export interface ProviderTransaction {
  id: string
  status: 'CREATED' | 'SUCCEEDED' | 'FAILED'
  nextAction: 'none' | 'redirect' | 'mobile'
  redirectUrl: string | null
  resultCode: string | null
  amount: number
  currency: string
  /** A transfer pay-in waiting for the wire: where to send it; null otherwise. */
  bankWire: BankWireDetails | null
}

export interface PayInRequest {
  /** The provider charges at most once per key: a second request with it returns the first transaction. */
  idempotencyKey: string
  amount: number
  currency: string
  method: PaymentMethod
  /** The provider's card id, for card methods. */
  cardId?: string
  /** Where the browser comes back (with ?transactionId=) after 3-D Secure or a hosted page. */
  returnUrl: string
  /** The guest's phone number, for mbway. */
  phoneNumber?: string
  /** A later instalment charged without the guest: no 3-D Secure challenge. */
  offSession?: boolean
  /** The provider's wallet of the guest, for transfer_wallet. */
  walletId?: string
}

/**
 * The guest's wallet at the provider (MangoPay's wallet with its banking alias): a permanent IBAN of the guest's own,
 * every wire to it credits the wallet, and transfer_wallet pay-ins debit it. Amounts in minor units.
 */
export interface ProviderWallet {
  id: string
  iban: string
  bic: string
  /** The name the banking alias is opened in: the guest's. */
  holder: string
  balance: number
  currency: string
}

export interface OpenWalletRequest {
  /** The provider opens at most one wallet per key: a second request with it returns the first wallet. */
  idempotencyKey: string
  holder: string
  currency: string
}

export interface RefundRequest {
  idempotencyKey: string
  payInId: string
  amount: number
}

/**
 * The adapter to the payment service provider (card vault, pay-ins, 3-D Secure, wallets, refunds). A transfer_wallet
 * pay-in debits the guest's wallet (`walletId`) when its balance covers the amount and succeeds at once; otherwise it
 * waits (`mobile`) for wires to the wallet's IBAN and succeeds as soon as they cover it, or fails at its deadline. The
 * provider debits a wallet under its own lock, so two pay-ins never spend the same balance. A refund of such a pay-in
 * credits the wallet back.
 */
export interface PaymentProvider {
  registerCard(userId: number, card: CardData): Promise<CardRegistrationResult>
  payIn(request: PayInRequest): Promise<ProviderTransaction>
  /** The current state of a transaction: how a 3-D Secure return, a hosted return or a mobile poll is settled. */
  getTransaction(id: string): Promise<ProviderTransaction | null>
  /** Gives up a pay-in still waiting for the guest; a pay-in that already settled is returned as it is. */
  cancelPayIn(id: string): Promise<ProviderTransaction | null>
  refund(request: RefundRequest): Promise<ProviderTransaction>
  /** Opens the guest's wallet with its banking alias (the IBAN wires are sent to). */
  openWallet(request: OpenWalletRequest): Promise<ProviderWallet>
  /** The wallet as it stands, its balance included; null when unknown. */
  getWallet(id: string): Promise<ProviderWallet | null>
}

/** The provider could not be reached or answered nonsense: the outcome of the call is unknown. */
export class PaymentProviderUnavailable extends Error {}
