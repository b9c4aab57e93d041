import type { FastifyInstance } from 'fastify';
import type { AppServices } from './services.ts';
import type { ContextFactory } from './rest/service.ts';
import { registerLocaleRest } from '../app/features/locale/locale.rest.server.ts';
import { registerAuthRest } from '../app/features/auth/auth.rest.server.ts';
import { registerSiteRest } from '../app/features/site/site.rest.server.ts';
import { registerPolicyRest } from '../app/features/policy/policy.rest.server.ts';
import { registerReferralRest } from '../app/features/referral/referral.rest.server.ts';
import { registerGamesRest } from '../app/features/games/games.rest.server.ts';
import { registerLedgerRest } from '../app/features/ledger/ledger.rest.server.ts';
import { registerSeamlessRest } from '../app/features/seamless/seamless.rest.server.ts';
import { registerWalletRest } from '../app/features/wallet/wallet.rest.server.ts';
import { registerProfileRest } from '../app/features/profile/profile.rest.server.ts';
import { registerOtpRest } from '../app/features/otp/otp.rest.server.ts';
import { registerPlayRest } from '../app/features/games/play.rest.server.ts';
import { registerCashboxRest } from '../app/features/cashbox/cashbox.rest.server.ts';
import { registerAffiliateRest } from '../app/features/affiliate/affiliate.rest.server.ts';
import { registerPromotionsRest } from '../app/features/promotions/promotions.rest.server.ts';
import { registerLevelsRest } from '../app/features/levels/levels.rest.server.ts';
import { registerCashbackRest } from '../app/features/cashback/cashback.rest.server.ts';
import { registerCouponsRest } from '../app/features/coupons/coupons.rest.server.ts';
import { registerQuestsRest } from '../app/features/quests/quests.rest.server.ts';
import { registerProtectionRest } from '../app/features/protection/protection.rest.server.ts';
import { registerFreespinsRest } from '../app/features/freespins/freespins.rest.server.ts';
import { registerCompetitionsRest } from '../app/features/competitions/competitions.rest.server.ts';
import { registerRewardsRest } from '../app/features/rewards/rewards.rest.server.ts';
import { registerMemosRest } from '../app/features/memos/memos.rest.server.ts';
import { registerPushRest } from '../app/features/push/push.rest.server.ts';

export type RegisterRoutes = (
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
) => void | Promise<void>;

/** Every feature's Fastify routes, in registration order. */
export const FEATURE_ROUTES: RegisterRoutes[] = [
  registerLocaleRest,
  registerAuthRest,
  registerSiteRest,
  registerPolicyRest,
  registerReferralRest,
  registerGamesRest,
  registerLedgerRest,
  registerSeamlessRest,
  registerWalletRest,
  registerProfileRest,
  registerOtpRest,
  registerPlayRest,
  registerCashboxRest,
  registerAffiliateRest,
  registerPromotionsRest,
  registerLevelsRest,
  registerCashbackRest,
  registerCouponsRest,
  registerQuestsRest,
  registerFreespinsRest,
  registerCompetitionsRest,
  registerRewardsRest,
  registerMemosRest,
  registerPushRest,
  registerProtectionRest,
];
