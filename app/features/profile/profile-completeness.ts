/**
 * When a member's profile is complete (platform-shell § 5, player-features § 4): bank currency information, the
 * account number (or, for a crypto network, the wallet address) and the first name are always needed; date of
 * birth, gender, register channel and e-mail too when the global config's profile_dob, profile_gender,
 * profile_register_channel and email_required ask for them. Deposits, withdrawals and playing wait for a complete
 * profile. One pure function, used by the pages and by the server.
 */

/** Which optional fields the site requires (from the global config). */
export interface ProfileRules {
  dob: boolean;
  gender: boolean;
  registerChannel: boolean;
  emailRequired: boolean;
}

export const NO_EXTRA_PROFILE_RULES: ProfileRules = { dob: false, gender: false, registerChannel: false, emailRequired: false };

/** The member fields the rule reads, as GET /mb/users returns them. */
export interface ProfileFields {
  bank_currency_information_id: number | null;
  bank_no: string | null;
  wallet_address?: string | null;
  first_name: string | null;
  DOB: string | null;
  gender: string | null;
  register_channal_id: number | null;
  email: string | null;
}

/** A missing field, named as the API names it. */
export type MissingProfileField = 'bank_currency_information_id' | 'bank_no' | 'first_name' | 'DOB' | 'gender' | 'register_channal_id' | 'email';

/** The global config's switches, read into rules (a missing config requires nothing extra). */
export function profileRulesOf(config: { profile_dob?: boolean; profile_gender?: boolean; profile_register_channel?: boolean; email_required?: boolean } | null | undefined): ProfileRules {
  return {
    dob: !!config?.profile_dob,
    gender: !!config?.profile_gender,
    registerChannel: !!config?.profile_register_channel,
    emailRequired: !!config?.email_required,
  };
}

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The fields still missing, in the order the profile page asks for them; empty when the profile is complete. */
export function missingProfileFields(user: ProfileFields, rules: ProfileRules): MissingProfileField[] {
  const missing: MissingProfileField[] = [];
  if (empty(user.bank_currency_information_id)) missing.push('bank_currency_information_id');
  // A crypto network takes a wallet address where a bank takes an account number.
  if (empty(user.bank_no) && empty(user.wallet_address)) missing.push('bank_no');
  if (empty(user.first_name)) missing.push('first_name');
  if (rules.dob && empty(user.DOB)) missing.push('DOB');
  if (rules.gender && empty(user.gender)) missing.push('gender');
  if (rules.registerChannel && empty(user.register_channal_id)) missing.push('register_channal_id');
  if (rules.emailRequired && empty(user.email)) missing.push('email');
  return missing;
}

export function isProfileComplete(user: ProfileFields, rules: ProfileRules): boolean {
  return missingProfileFields(user, rules).length === 0;
}
