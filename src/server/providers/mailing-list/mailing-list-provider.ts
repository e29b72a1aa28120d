/**
 * What the mailing provider answered to "add this contact". Like Brevo, a refusal carries a code
 * (duplicate_parameter, invalid_parameter, unauthorized, ...); spec 1 §5 maps it to our family.
 */
export type AddContactResult = { ok: true } | { ok: false; status: number; code: string; message: string }

/** An adapter to the mailing-list service that holds the newsletter subscribers. */
export interface MailingListProvider {
  addContact(email: string): Promise<AddContactResult>
}
