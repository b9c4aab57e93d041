import { getFormProps, useForm } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatBankNumber } from '../../../shared/bank-number.ts';
import { parseForm } from '../../../shared/forms.ts';
import { modals } from '../../../shared/modal-store.ts';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import type { ProfileActionData } from '../profile.forms.server.ts';
import { bankFormSchema, normalBankNo, type BankCurrencyInformation } from '../profile.schemas.ts';
import { Card, RadioCards, StepLink, useErrorText } from './ui.tsx';

export interface BankPartProps {
  user: AuthUser;
  banks: BankCurrencyInformation[];
  /** Two-factor authentication is on: the account is registered with the authenticator code. */
  twoFactor?: boolean;
}

function Logo({ bank, size = 32 }: { bank: BankCurrencyInformation; size?: number }) {
  return <img src={bank.logo_url} alt="" width={size} height={size} className="shrink-0 rounded-lg" loading="lazy" />;
}

/**
 * Step 2, bank part: the account holder's name and the bank account (account number, digits only, shown grouped)
 * or the crypto wallet (network and address), posted to the page's action with `bankFormSchema` (parsed here
 * first). Registered once; afterwards it shows what is registered and a way to reach staff.
 */
export function BankPart({ user, banks, twoFactor = false }: BankPartProps) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const bankList = banks.filter((b) => b.kind === 'bank');
  const networks = banks.filter((b) => b.kind === 'crypto');
  const registered = banks.find((b) => b.id === user.bank_currency_information_id);
  const hasAccount = !!(user.bank_no || user.wallet_address);
  const actionData = useActionData<ProfileActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'bank';
  const [form, fields] = useForm({
    id: 'profile-bank-form',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'bank' ? actionData.result : null,
    defaultValue: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      bank_currency_information_id: registered ? String(registered.id) : '',
      bank_no: user.bank_no ?? '',
      wallet_address: user.wallet_address ?? '',
    },
    onValidate: ({ formData }) => parseForm(formData, bankFormSchema(banks)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const chosenId = String(
    fields.bank_currency_information_id.value ?? fields.bank_currency_information_id.initialValue ?? '',
  );
  const chosenAtStart = banks.find((b) => String(b.id) === chosenId);
  const [method, setMethod] = useState<'bank' | 'crypto'>(
    chosenAtStart?.kind ?? (user.wallet_address || !bankList.length ? 'crypto' : 'bank'),
  );
  const [digits, setDigits] = useState(normalBankNo(String(fields.bank_no.initialValue ?? '')));

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
              <dt className="col-start-2 row-start-1 text-xs text-text-muted">
                {registered.kind === 'bank' ? t('bank.registered') : t('bank.network')}
              </dt>
              <dd className="col-start-1 row-span-3 row-start-1">
                <Logo bank={registered} size={40} />
              </dd>
              <dd className="col-start-2 row-start-2 font-semibold">{registered.name}</dd>
              <dd className="col-start-2 row-start-3 break-all font-mono text-sm tabular-nums">
                {user.bank_no ? formatBankNumber(user.bank_no) : user.wallet_address}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => modals.open('please-contact')}>
              {t('bank.contact')}
            </Button>
            <StepLink to={{ step: 2, part: 'personal' }}>{t('bank.continue')}</StepLink>
          </div>
        </div>
      </Card>
    );
  }

  const chosen = banks.find((b) => String(b.id) === chosenId);
  const preview = formatBankNumber(digits);
  const bankNoHint = chosen?.account_lengths.length
    ? `${t('bank.accountHint', { lengths: [...chosen.account_lengths].sort((a, b) => a - b).join(' / ') })}${preview !== digits ? ` · ${t('bank.accountPreview', { number: preview })}` : ''}`
    : undefined;

  return (
    <Card title={t('bank.title')} intro={t('bank.intro')} headingId="profile-bank">
      <Form method="post" {...getFormProps(form)} className="group/pay flex flex-col gap-5">
        <input type="hidden" name="intent" value="bank" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            key={fields.first_name.key}
            name={fields.first_name.name}
            defaultValue={String(fields.first_name.initialValue ?? '')}
            label={t('bank.firstName')}
            autoComplete="given-name"
            error={errorText(fields.first_name.errors)}
            hint={t('bank.holderHint')}
            maxLength={100}
          />
          <Input
            key={fields.last_name.key}
            name={fields.last_name.name}
            defaultValue={String(fields.last_name.initialValue ?? '')}
            label={t('bank.lastName')}
            autoComplete="family-name"
            error={errorText(fields.last_name.errors)}
            maxLength={100}
          />
        </div>

        {bankList.length && networks.length ? (
          // Which list shows follows the checked method, by CSS, so the choice works without JavaScript too.
          <RadioCards
            legend={t('bank.method')}
            name="payout-method"
            defaultValue={method}
            onChange={(m) => {
              setMethod(m);
              // A bank chosen before switching to a wallet (or the other way round) is not sent.
              for (const input of document.querySelectorAll<HTMLInputElement>(
                `#${form.id} input[name="${fields.bank_currency_information_id.name}"]`,
              ))
                input.checked = false;
            }}
            options={[
              { value: 'bank', label: t('bank.methodBank') },
              { value: 'crypto', label: t('bank.methodCrypto') },
            ]}
          />
        ) : null}

        {bankList.length || !networks.length ? (
          <div
            className={
              networks.length
                ? 'flex flex-col gap-5 group-has-[[value=crypto]:checked]/pay:hidden'
                : 'flex flex-col gap-5'
            }
          >
            {bankList.length ? (
              <RadioCards
                key={fields.bank_currency_information_id.key}
                legend={t('bank.chooseBank')}
                name={fields.bank_currency_information_id.name}
                defaultValue={chosenId}
                error={method === 'bank' ? errorText(fields.bank_currency_information_id.errors) : undefined}
                columns="grid-cols-1 sm:grid-cols-2 xl:grid-cols-3"
                options={bankList.map((b) => ({ value: String(b.id), label: b.name, icon: <Logo bank={b} /> }))}
              />
            ) : (
              <p className="text-sm text-text-muted">{t('bank.noBanks')}</p>
            )}
            <Input
              key={fields.bank_no.key}
              name={fields.bank_no.name}
              defaultValue={String(fields.bank_no.initialValue ?? '')}
              label={t('bank.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              onInput={(e) => {
                // Digits only as the member types (the server also takes spaces and dashes).
                const only = e.currentTarget.value.replace(/[^\d]/g, '').slice(0, 20);
                if (only !== e.currentTarget.value) e.currentTarget.value = only;
                setDigits(only);
              }}
              error={errorText(fields.bank_no.errors)}
              hint={bankNoHint}
              className="sm:max-w-sm"
            />
          </div>
        ) : null}

        {networks.length ? (
          <div
            className={
              bankList.length
                ? 'flex flex-col gap-5 group-has-[[value=bank]:checked]/pay:hidden'
                : 'flex flex-col gap-5'
            }
          >
            <RadioCards
              key={`${fields.bank_currency_information_id.key}-networks`}
              legend={t('bank.chooseNetwork')}
              name={fields.bank_currency_information_id.name}
              defaultValue={chosenId}
              error={method === 'crypto' ? errorText(fields.bank_currency_information_id.errors) : undefined}
              columns="grid-cols-1 sm:grid-cols-3"
              options={networks.map((n) => ({ value: String(n.id), label: n.name, icon: <Logo bank={n} /> }))}
            />
            <Input
              key={fields.wallet_address.key}
              name={fields.wallet_address.name}
              defaultValue={String(fields.wallet_address.initialValue ?? '')}
              label={t('bank.walletAddress')}
              autoComplete="off"
              spellCheck={false}
              error={errorText(fields.wallet_address.errors)}
              hint={
                chosen?.address_format === 'tron'
                  ? t('bank.tronHint')
                  : chosen?.address_format === 'evm'
                    ? t('bank.evmHint')
                    : undefined
              }
              maxLength={64}
            />
          </div>
        ) : null}

        {twoFactor ? (
          <Input
            key={fields.totp_code.key}
            name={fields.totp_code.name}
            label={t('bank.totpCode')}
            hint={t('bank.totpHint')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            error={errorText(fields.totp_code.errors)}
          />
        ) : null}
        {form.errors?.length ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(form.errors)}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {t('bank.saveContinue')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
