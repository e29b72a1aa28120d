/** A lead as the CRM keeps it: a contact keyed by e-mail with flat string properties. */
export interface CrmLead {
  email: string
  properties: Record<string, string>
}

export type PushLeadResult = { ok: true; contactId: string } | { ok: false; status: number; message: string }

/** An adapter to the CRM the sales team follows prospective owners in. */
export interface CrmProvider {
  pushLead(lead: CrmLead): Promise<PushLeadResult>
}

/** The CRMs the push route names (POST /v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/). */
export const KNOWN_CRMS = ['hubspot'] as const
export type KnownCrm = (typeof KNOWN_CRMS)[number]
