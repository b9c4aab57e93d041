import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { parseForm, serviceFailureMessages } from '../../../shared/forms';
import { catalogPageTitle, pageTitle } from '../../../shared/seo';
import { AddressForm } from '../components/address-form';
import { formatPoints, RewardFrame, useMoney } from '../components/reward-ui';
import { freshKey, rewardsPage } from '../rewards.page.server';
import { redeemRewardSchema } from '../rewards.schemas';
import type { Route } from './+types/product';

export const handle = { i18n: ['rewards'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const [points, item] = await Promise.all([services.rewards.balance(member.id), services.rewards.item(id, locale)]);
  if (item?.kind !== 'physical') throw data(null, { status: 404 });
  return { locale, points, badge: config.point_img_url, item, key: freshKey() };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const { locale, member, services } = await rewardsPage(params, context);
  const submission = parseForm(await request.formData(), redeemRewardSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  let id: number;
  try {
    id = (await services.rewards.redeemPhysical(member, submission.value, locale)).id;
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    // A refusal of the item (out of stock) or of the points is the form's own message.
    const { item_id: itemErrors, key: keyErrors, ...fieldErrors } = failure.fieldErrors;
    return data(
      {
        result: submission.reply({
          formErrors: [...failure.formErrors, ...(itemErrors ?? []), ...(keyErrors ?? [])],
          fieldErrors,
        }),
      },
      { status: failure.status },
    );
  }
  throw redirect(`/${locale}/reward/history?done=${id}`);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    loaderData?.item
      ? pageTitle(matches, loaderData.item.name)
      : catalogPageTitle(matches, 'rewards', 'product.list_title'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const { locale, points, badge, item, key } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search, setSearch] = useSearchParams();
  const here = `/${locale}/reward/redreemExchangeReward/${item.id}`;
  const asked = search.get('address') === '1';
  const [open, setOpen] = useState(asked || !!actionData);
  useEffect(() => {
    if (asked || actionData) setOpen(true);
  }, [asked, actionData]);
  const out = item.stock !== null && item.stock <= 0;
  const short = item.points_price > points;
  const close = () => {
    setOpen(false);
    if (asked) setSearch({}, { replace: true, preventScrollReset: true });
  };

  return (
    <RewardFrame locale={locale} title={t('product.list_title')} points={points} badge={badge}>
      <Link to={`/${locale}/reward/redreemExchangeReward`} className="text-sm text-primary hover:underline">
        ← {t('product.back')}
      </Link>
      <article className="grid gap-4 overflow-hidden rounded-3xl border border-border bg-surface md:grid-cols-2">
        <img src={item.image_url} alt={item.name} className="aspect-[4/3] w-full object-cover" />
        <div className="flex flex-col gap-3 p-4 md:p-6">
          <h2 className="text-xl font-bold md:text-2xl">{item.name}</h2>
          <p className="text-sm text-text-muted">{item.description}</p>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl bg-surface-alt p-3">
              <dt className="text-text-muted">{t('product.price')}</dt>
              <dd className="text-lg font-bold text-amber-300">{formatPoints(item.points_price)}</dd>
            </div>
            <div className="rounded-xl bg-surface-alt p-3">
              <dt className="text-text-muted">{t('product.value_label')}</dt>
              <dd className="text-lg font-bold">{money(item.product_value)}</dd>
            </div>
            <div className="col-span-2 rounded-xl bg-surface-alt p-3">
              <dt className="text-text-muted">{t('product.stock_label')}</dt>
              <dd className={out ? 'font-bold text-danger' : 'font-bold'}>
                {out ? t('product.out_of_stock') : t('product.stock', { count: item.stock ?? 0 })}
              </dd>
            </div>
          </dl>
          {short && !out ? (
            <p role="note" className="rounded-xl bg-warning/15 p-3 text-sm">
              {t('product.need_more', { points: formatPoints(item.points_price - points) })}
            </p>
          ) : null}
          <a
            href={`${here}?address=1`}
            aria-disabled={out || undefined}
            onClick={(e) => {
              e.preventDefault();
              if (!out) setOpen(true);
            }}
            className={`mt-auto inline-flex min-h-12 items-center justify-center rounded-full px-6 font-bold ${
              out ? 'pointer-events-none bg-surface-alt text-text-muted' : 'bg-primary text-primary-contrast'
            }`}
          >
            {t('product.redeem')}
          </a>
          <p className="text-xs text-text-muted">{t('product.shipping_note')}</p>
        </div>
      </article>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('address.title')}
        description={t('address.description', { name: item.name, points: formatPoints(item.points_price) })}
        portal={false}
        closeHref={here}
        closeLabel={t('close')}
      >
        <div className="pt-3">
          <AddressForm
            id="reward-address"
            schema={redeemRewardSchema}
            lastResult={navigation.state === 'idle' ? actionData?.result : null}
            submitting={navigation.state === 'submitting'}
            submitLabel={t('address.submit', { points: formatPoints(item.points_price) })}
            hidden={
              <>
                <input type="hidden" name="item_id" value={item.id} />
                <input type="hidden" name="key" value={key} />
              </>
            }
          />
        </div>
      </Dialog>
    </RewardFrame>
  );
}
