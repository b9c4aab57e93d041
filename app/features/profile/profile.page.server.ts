import type { AppServices } from '../../../server/services.ts';
import type { Locale } from '../../i18n/config.ts';
import type { AuthUser } from '../auth/auth.schemas.ts';
import {
  MINIMUM_AGE,
  type ActiveStep,
  type ProfileRules,
  type BankCurrencyInformation,
  type OtpStatusEntry,
  type RegisterChannel,
  type SecurityQuestion,
} from './profile.schemas.ts';

/** What the profile page renders with: the member, the verify steps, and the lists of its forms. */
export interface ProfilePageData {
  user: AuthUser;
  steps: ActiveStep[];
  otp: OtpStatusEntry[];
  /** Banks of the member's currency, then the crypto networks. */
  banks: BankCurrencyInformation[];
  questions: SecurityQuestion[];
  channels: RegisterChannel[];
  rules: ProfileRules;
  minimumAge: number;
  /** The member has two-factor authentication on: the bank account asks for the authenticator code. */
  twoFactor: boolean;
}

export async function loadProfilePage(
  services: AppServices,
  memberId: number,
  locale: Locale,
): Promise<ProfilePageData | null> {
  const { profile } = services;
  const user = await services.auth.profile(memberId);
  if (!user) return null;
  const languageId = (await services.locale.languageByCode(locale))?.id ?? null;
  const [steps, otp, banks, questions, channels, rules, config, twoFactor] = await Promise.all([
    profile.activeSteps(memberId, true),
    profile.otpStatus(memberId),
    profile.banks({ languageId }),
    profile.securityQuestions(languageId),
    profile.registerChannels(languageId),
    profile.rules(),
    services.site.globalConfig(),
    services.twoFactor.enabled(memberId),
  ]);
  return {
    user,
    steps,
    otp,
    banks: banks
      .filter((b) => b.kind === 'crypto' || b.currency_id === user.currency_id)
      .sort((a, b) => (a.kind === b.kind ? a.order_no - b.order_no : a.kind === 'bank' ? -1 : 1)),
    questions,
    channels,
    rules,
    minimumAge: Math.max(MINIMUM_AGE, config?.minimum_age ?? MINIMUM_AGE),
    twoFactor,
  };
}
