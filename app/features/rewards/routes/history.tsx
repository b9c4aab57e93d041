import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { parseForm, serviceFailureMessages } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { AddressForm } from '../components/address-form';
import { EmptyState, formatPoints, RedeemRow, RewardFrame, usePointsLive } from '../components/reward-ui';
import { rewardsPage } from '../rewards.page.server';
import { prizeAddressSchema } from '../rewards.schemas';
import type { Route } from './+types/history';
import { Pager } from '../../../components/ui/pager';

export const handle = { i18n: ['rewards'] };

const PAGE_SIZE = 10;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const url = new URL(request.url);
  const page = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const [points, list] = await Promise.all([
    services.rewards.balance(member.id),
    services.rewards.redeems(member.id, { limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }, locale),
  ]);
  const asked = Number(url.searchParams.get('address'));
  const addressFor =
    Number.isSafeInteger(asked) && asked > 0 ? await services.rewards.redeem(member.id, asked, locale) : null;
  return {
    locale,
    points,
    badge: config.point_img_url,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    redeems: list.data,
    addressFor: addressFor?.status === 'address_required' ? addressFor : null,
    done: url.searchParams.get('done'),
    // The setting page sits in the setting layout's frame; reward/history draws the shop's.
    setting: url.pathname.includes('/setting/'),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const { locale, member, services } = await rewardsPage(params, context);
  const submission = parseForm(await request.formData(), prizeAddressSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { redeem_id, ...shipping } = submission.value;
  try {
    await services.rewards.submitAddress(member.id, redeem_id, shipping, locale);
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    const { redeem_id: redeemErrors, ...fieldErrors } = failure.fieldErrors;
    return data(
      { result: submission.reply({ formErrors: [...failure.formErrors, ...(redeemErrors ?? [])], fieldErrors }) },
      { status: failure.status },
    );
  }
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  throw redirect(`${path}?done=${redeem_id}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'history.title'), { name: 'robots', content: 'noindex' }];
}

export default function RedeemHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  usePointsLive();
  const { locale, points, badge, page, pages, redeems, addressFor, done, setting } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [, setSearch] = useSearchParams();
  const here = setting ? `/${locale}/setting/redeemhistory` : `/${locale}/reward/history`;
  const loading = navigation.state === 'loading' && navigation.location.pathname === here;
  const content = (
    <div className="space-y-3">
      {done ? (
        <p role="status" className="rounded-xl border border-success/40 bg-success/10 p-3 font-semibold text-success">
          {t('history.saved')}
        </p>
      ) : null}
      {loading ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-24 animate-pulse rounded-2xl bg-surface-alt" />
          ))}
        </div>
      ) : redeems.length === 0 ? (
        <EmptyState
          text={t('empty.history')}
          action={
            <Link
              to={`/${locale}/reward`}
              className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-bold text-primary-contrast"
            >
              {t('hub.title')}
            </Link>
          }
        />
      ) : (
        <ul className="space-y-2">
          {redeems.map((r) => (
            <RedeemRow key={r.id} redeem={r} locale={locale} addressHref={`${here}?address=${r.id}`} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={(p) => `${here}?page=${p}`} />
      <Dialog
        open={!!addressFor}
        onOpenChange={(open) => {
          if (!open) setSearch({}, { replace: true, preventScrollReset: true });
        }}
        title={t('address.title')}
        description={
          addressFor
            ? t('address.prize_description', { name: addressFor.prize?.name ?? addressFor.item_name ?? '' })
            : undefined
        }
        portal={false}
        closeHref={here}
        closeLabel={t('close')}
      >
        {addressFor ? (
          <div className="pt-3">
            <AddressForm
              id="prize-address"
              schema={prizeAddressSchema}
              lastResult={navigation.state === 'idle' ? actionData?.result : null}
              submitting={navigation.state === 'submitting'}
              submitLabel={t('address.save')}
              hidden={<input type="hidden" name="redeem_id" value={addressFor.id} />}
            />
          </div>
        ) : null}
      </Dialog>
    </div>
  );
  if (setting)
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-bold md:text-2xl">{t('history.title')}</h1>
          <p className="text-sm">
            {t('balance')} <strong className="tabular-nums">{formatPoints(points)}</strong>
          </p>
        </div>
        {content}
      </div>
    );
  return (
    <RewardFrame locale={locale} title={t('history.title')} points={points} badge={badge}>
      {content}
    </RewardFrame>
  );
}
