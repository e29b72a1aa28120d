import type { UboDeclarationStatus } from '../../../domain/payout-rules'

/** An owner's bank account as the provider keeps it (MangoPay's IBAN bank account). */
export interface BankAccountInput {
  iban: string
  bic: string
  holderName: string
  address: string
  city: string
  postalCode: string
  country: string
}

export interface ProviderBankAccount extends BankAccountInput {
  id: string
  createdAt: Date
}

export interface PayOutRequest {
  /** The provider pays at most once per key: a second request with it returns the first payout. */
  idempotencyKey: string
  bankAccountId: string
  amount: number
  currency: string
}

export interface ProviderPayout {
  id: string
  status: 'CREATED' | 'SUCCEEDED' | 'FAILED'
  resultCode: string | null
}

export interface UboInput {
  firstName: string
  lastName: string
  nationality: string
  /** yyyy-MM-dd */
  birthday: string
}

export interface ProviderUboDeclaration {
  id: string
  status: UboDeclarationStatus
  refusedReason: string | null
}

/** The adapter to the payment provider's owner side: bank accounts, payouts to them, UBO declarations. */
export interface PayoutProvider {
  createBankAccount(userId: number, account: BankAccountInput): Promise<ProviderBankAccount>
  getBankAccount(id: string): Promise<ProviderBankAccount | null>
  payOut(request: PayOutRequest): Promise<ProviderPayout>
  /** Sends the declaration for review: it comes back VALIDATION_ASKED (A) and is decided later. */
  submitUboDeclaration(ubos: UboInput[]): Promise<ProviderUboDeclaration>
  getUboDeclaration(id: string): Promise<ProviderUboDeclaration | null>
}
