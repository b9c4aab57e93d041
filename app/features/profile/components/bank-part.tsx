import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatBankNumber } from '../../../shared/bank-number.ts';
import { fieldErrorsFromIssues, firstErrorByField, type FieldError } from '../../../shared/field-errors.ts';
import { modals } from '../../../shared/modal-store.ts';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import { patchProfile, showFailure, verifyBankInfo } from '../profile.client.ts';
import {
  checkBankNo, checkWalletAddress, firstNameSchema, lastNameSchema, normalBankNo, type BankCurrencyInformation,
} from '../profile.schemas.ts';
import { Card, RadioCards, useErrorText } from './ui.tsx';

export interface BankPartProps {
  user: AuthUser;
  banks: BankCurrencyInformation[];
  onSaved(user: AuthUser): void | Promise<void>;
  /** On to the personal part. */
  onContinue(): void;
}

function Logo({ bank, size = 32 }: { bank: BankCurrencyInformation; size?: number }) {
  return <img src={bank.logo_url} alt="" width={size} height={size} className="shrink-0 rounded-lg" loading="lazy" />;
}

/**
 * Step 2, bank part: the account holder's name and the bank account (account number, digits only, shown grouped)
 * or the crypto wallet (network and address). Registered once; afterwards it shows what is registered and a way to
 * reach staff.
 */
export function BankPart({ user, banks, onSaved, onContinue }: BankPartProps) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const bankList = banks.filter((b) => b.kind === 'bank');
  const networks = banks.filter((b) => b.kind === 'crypto');
  const registered = banks.find((b) => b.id === user.bank_currency_information_id);
  const hasAccount = !!(user.bank_no || user.wallet_address);

  const [method, setMethod] = useState<'bank' | 'crypto'>(user.wallet_address || !bankList.length ? 'crypto' : 'bank');
  const [values, setValues] = useState({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    bank: registered?.kind === 'bank' ? String(registered.id) : '',
    network: registered?.kind === 'crypto' ? String(registered.id) : '',
    bank_no: user.bank_no ?? '',
    wallet_address: user.wallet_address ?? '',
  });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [busy, setBusy] = useState(false);

  if (hasAccount && registered) {
    return (
      <Card title={t('bank.title')} intro={t('bank.lockedNote')} headingId="profile-bank">
        <div className="flex flex-col gap-5">
          <dl className="grid gap-3 rounded-xl border border-border bg-background/40 p-4 sm:grid-cols-2">
            <div>
              <dt className="text-xs text-text-muted">{t('bank.holder')}</dt>
              <dd className="font-semibold">{user.full_name ?? user.first_name}</dd>
            </div>
            {/* A name-value group holds only its dt and dd: the logo is a dd of its own, placed left of the texts. */}
            <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3">
              <dt className="col-start-2 row-start-1 text-xs text-text-muted">{registered.kind === 'bank' ? t('bank.registered') : t('bank.network')}</dt>
              <dd className="col-start-1 row-span-3 row-start-1"><Logo bank={registered} size={40} /></dd>
              <dd className="col-start-2 row-start-2 font-semibold">{registered.name}</dd>
              <dd className="col-start-2 row-start-3 break-all font-mono text-sm tabular-nums">{user.bank_no ? formatBankNumber(user.bank_no) : user.wallet_address}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => modals.open('please-contact')}>{t('bank.contact')}</Button>
            <Button onClick={onContinue}>{t('bank.continue')}</Button>
          </div>
        </div>
      </Card>
    );
  }

  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key === 'bank' || key === 'network' ? 'bank_currency_information_id' : key]) {
      setErrors((e) => {
        const next = { ...e };
        delete next[key === 'bank' || key === 'network' ? 'bank_currency_information_id' : key];
        return next;
      });
    }
  };

  const chosen = banks.find((b) => String(b.id) === (method === 'bank' ? values.bank : values.network));

  function validate(): FieldError[] {
    const problems: FieldError[] = [];
    for (const [key, schema] of [['first_name', firstNameSchema], ['last_name', lastNameSchema]] as const) {
      const r = schema.safeParse(values[key]);
      if (!r.success) problems.push(...fieldErrorsFromIssues(r.error.issues).map((e) => ({ ...e, path: key })));
    }
    if (!chosen) {
      problems.push({ path: 'bank_currency_information_id', errorCode: 'BANK_REQUIRED' });
    } else if (method === 'bank') {
      const p = checkBankNo(chosen, values.bank_no);
      if (p) problems.push({ path: 'bank_no', ...p });
    } else {
      const p = checkWalletAddress(chosen, values.wallet_address);
      if (p) problems.push({ path: 'wallet_address', ...p });
    }
    return problems;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validate();
    if (problems.length) {
      setErrors(firstErrorByField(problems));
      return;
    }
    setErrors({});
    setBusy(true);
    const account = method === 'bank' ? { bank_no: normalBankNo(values.bank_no) } : { wallet_address: values.wallet_address.trim() };
    try {
      await verifyBankInfo({ bank_currency_information_id: chosen!.id, ...account });
      const updated = await patchProfile(user.id, { first_name: values.first_name, last_name: values.last_name, bank_currency_information_id: chosen!.id, ...account });
      await onSaved(updated);
    } catch (err) {
      setErrors(firstErrorByField(showFailure(err).map((e) => (e.path === 'crypto_network' ? { ...e, path: 'bank_currency_information_id' } : e))));
    } finally {
      setBusy(false);
    }
  }

  const digits = normalBankNo(values.bank_no);
  const preview = formatBankNumber(digits);
  const bankNoHint = chosen?.account_lengths.length
    ? `${t('bank.accountHint', { lengths: [...chosen.account_lengths].sort((a, b) => a - b).join(' / ') })}${preview !== digits ? ` · ${t('bank.accountPreview', { number: preview })}` : ''}`
    : undefined;

  return (
    <Card title={t('bank.title')} intro={t('bank.intro')} headingId="profile-bank">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('bank.firstName')} autoComplete="given-name" value={values.first_name} onChange={(e) => set('first_name', e.target.value)} error={errorText(errors.first_name)} hint={t('bank.holderHint')} maxLength={100} />
          <Input label={t('bank.lastName')} autoComplete="family-name" value={values.last_name} onChange={(e) => set('last_name', e.target.value)} error={errorText(errors.last_name)} maxLength={100} />
        </div>

        {bankList.length && networks.length ? (
          <RadioCards
            legend={t('bank.method')}
            name="payout-method"
            value={method}
            onChange={(m) => {
              setMethod(m);
              setErrors({});
            }}
            options={[{ value: 'bank', label: t('bank.methodBank') }, { value: 'crypto', label: t('bank.methodCrypto') }]}
          />
        ) : null}

        {method === 'bank' ? (
          <>
            {bankList.length ? (
              <RadioCards
                legend={t('bank.chooseBank')}
                name="bank"
                value={values.bank}
                onChange={(v) => set('bank', v)}
                error={errorText(errors.bank_currency_information_id)}
                columns="grid-cols-1 sm:grid-cols-2 xl:grid-cols-3"
                options={bankList.map((b) => ({ value: String(b.id), label: b.name, icon: <Logo bank={b} /> }))}
              />
            ) : <p className="text-sm text-text-muted">{t('bank.noBanks')}</p>}
            <Input
              label={t('bank.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              value={values.bank_no}
              onChange={(e) => set('bank_no', e.target.value.replace(/[^\d]/g, '').slice(0, 20))}
              error={errorText(errors.bank_no)}
              hint={bankNoHint}
              className="sm:max-w-sm"
            />
          </>
        ) : (
          <>
            <RadioCards
              legend={t('bank.chooseNetwork')}
              name="network"
              value={values.network}
              onChange={(v) => set('network', v)}
              error={errorText(errors.bank_currency_information_id)}
              columns="grid-cols-1 sm:grid-cols-3"
              options={networks.map((n) => ({ value: String(n.id), label: n.name, icon: <Logo bank={n} /> }))}
            />
            <Input
              label={t('bank.walletAddress')}
              autoComplete="off"
              spellCheck={false}
              value={values.wallet_address}
              onChange={(e) => set('wallet_address', e.target.value.trim())}
              error={errorText(errors.wallet_address)}
              hint={chosen?.address_format === 'tron' ? t('bank.tronHint') : chosen?.address_format === 'evm' ? t('bank.evmHint') : undefined}
              maxLength={64}
            />
          </>
        )}

        <div className="flex justify-end">
          <Button type="submit" loading={busy}>{t('bank.saveContinue')}</Button>
        </div>
      </form>
    </Card>
  );
}
