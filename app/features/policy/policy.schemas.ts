/** The policies the site stores in every language; three have a page of their own (policy.server.ts). */
export const POLICY_SLUGS = ['terms-and-conditions', 'privacy-policy', 'cookies-policy', 'security'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** A policy in one language, as GET /pb/policy answers it. */
export interface Policy {
  id: number;
  slug: PolicySlug;
  language_id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  updated_at: string;
}
