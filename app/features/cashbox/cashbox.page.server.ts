import QRCode from 'qrcode';
import type { AppServices } from '../../../server/services.ts';
import type { CashboxMember } from './cashbox.service.server.ts';
import type {
  DepositView,
  PaymentTypeView,
  TransferWallet,
  WithdrawalConfigView,
  WithdrawalView,
} from './cashbox.schemas.ts';
import { TRANSFER_WALLETS } from './cashbox.schemas.ts';

/** What the wallet page (and the cashbox's forms) need, read on the server. */
export interface CashboxPageData {
  currency: { id: number; code: string; symbol: string; decimals: number; is_following: boolean };
  wallets: { main: number; cashback: number; rebate: number; affiliate: number };
  transfers: Record<TransferWallet, { minimum: number; balance: number } | null>;
  types: PaymentTypeView[];
  pending: (DepositView & { qr_image: string | null; seconds_left: number | null }) | null;
  withdraw: WithdrawalConfigView;
  /** Recent deposits and withdrawals with their timelines. */
  recentDeposits: DepositView[];
  recentWithdrawals: WithdrawalView[];
  /** The member's reference code for bank transfers. */
  reference: string;
  /** The profile is complete (deposits and withdrawals need it); else the missing fields. */
  missingProfile: string[];
  /** Deposit bonuses the member may choose with a deposit (the promotions feature's), and the one chosen before. */
  promotions: { id: number; title: string }[];
  promotion: number | null;
  /** The member has no deposit limit and has not been asked yet: the deposit form suggests setting one. */
  depositLimitPrompt: boolean;
  /** The member has two-factor authentication on: a withdrawal asks for the authenticator code. */
  twoFactor: boolean;
  /** Deposits − withdrawals of the last 30 days and since the member joined (the statements feature's figures). */
  netPosition: { last30: number; lifetime: number };
}

/** The PromptPay text drawn as a QR image (PNG data URL) on the server, so the page shows it before any script runs. */
export async function qrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
}

export async function loadCashboxPage(
  services: AppServices,
  member: CashboxMember,
  options: { locale?: string; promotion?: string | null } = {},
): Promise<CashboxPageData | null> {
  const currency = await services.locale.currencyById(member.currencyId);
  if (!currency) return null;
  const cashbox = services.cashbox;
  const to = new Date();
  const [
    wallet,
    rules,
    types,
    pending,
    withdraw,
    deposits,
    withdrawals,
    completeness,
    promotions,
    protection,
    twoFactor,
    net,
  ] = await Promise.all([
    services.wallet.profile(member),
    cashbox.transferStatus(currency.code),
    cashbox.paymentTypes(member, { include: true }),
    cashbox.pendingDeposit(member),
    cashbox.withdrawalConfig(member),
    cashbox.deposits(member.id, { limit: 5, skip: 0 }),
    cashbox.withdrawals(member.id, { limit: 5, skip: 0 }),
    services.profile.completeness(member.id),
    services.promotions.depositChoices(member.id, options.locale ?? 'th'),
    services.protection.view(member.id),
    services.twoFactor.enabled(member.id),
    services.statements.netPosition(member, { from: new Date(to.getTime() - 30 * 86_400_000), to }),
  ]);
  const chosen = Number(options.promotion);
  const transfers = Object.fromEntries(
    TRANSFER_WALLETS.map((w) => {
      const rule = rules.find((r) => r.wallet === w && r.is_active);
      return [w, rule ? { minimum: rule.minimum, balance: wallet.wallets[w] } : null];
    }),
  ) as CashboxPageData['transfers'];
  return {
    currency: {
      id: currency.id,
      code: currency.code,
      symbol: currency.symbol,
      decimals: currency.decimals,
      is_following: currency.is_following,
    },
    wallets: wallet.wallets,
    transfers,
    types,
    pending: pending
      ? {
          ...pending,
          qr_image: pending.qr_payload ? await qrImage(pending.qr_payload) : null,
          seconds_left: pending.expires_at
            ? Math.max(0, Math.floor((new Date(pending.expires_at).getTime() - Date.now()) / 1000))
            : null,
        }
      : null,
    withdraw,
    recentDeposits: deposits.data,
    recentWithdrawals: withdrawals.data,
    reference: cashbox.depositReference(member.id),
    missingProfile: completeness.missing,
    promotions: promotions.map((p) => ({ id: p.id, title: p.short_title })),
    promotion: promotions.some((p) => p.id === chosen) ? chosen : null,
    depositLimitPrompt: protection.prompt_deposit_limit,
    twoFactor,
    netPosition: { last30: net.net, lifetime: net.lifetime.net },
  };
}
