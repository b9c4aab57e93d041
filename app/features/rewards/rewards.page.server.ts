import { data, redirect, type RouterContextProvider } from 'react-router';
import { getServerContext } from '../../context';
import { isLocale, type Locale } from '../../i18n/config';
import { parseForm, serviceFailureMessages } from '../../shared/forms';
import { drawSchema } from './rewards.schemas';

/**
 * What every rewards page's loader and action start with: the language, the signed-in member (a visitor is sent to
 * log in) and the point display flag (off: home, as the shell's guard does for reward and totalpoints).
 */
export async function rewardsPage(params: { lang?: string }, context: Readonly<RouterContextProvider>) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const locale: Locale = params.lang;
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${locale}?modal=login`);
  const services = ctx.services;
  const config = await services.rewards.config();
  if (!config.is_display) throw redirect(`/${locale}`);
  return { locale, member, services, config };
}

/** A fresh idempotency key for the next submission of a form the page shows. */
export function freshKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The action of the lucky box and random card pages: the draw is recorded and given before the answer carries it,
 * so the page shows (after its animation) only what is already the member's.
 */
export async function drawAction(
  kind: 'lucky_box' | 'random_card',
  args: { params: { lang?: string }; context: Readonly<RouterContextProvider>; request: Request },
) {
  const { locale, member, services } = await rewardsPage(args.params, args.context);
  const submission = parseForm(await args.request.formData(), drawSchema);
  if (submission.status !== 'success') return data({ result: submission.reply(), redeem: null }, { status: 400 });
  try {
    const redeem = await services.rewards.draw(member, kind, submission.value, locale);
    return { result: submission.reply({ resetForm: true }), redeem, item: submission.value.item_id };
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return data(
      {
        result: submission.reply({ formErrors: [...failure.formErrors, ...Object.values(failure.fieldErrors).flat()] }),
        redeem: null,
        item: submission.value.item_id,
      },
      { status: failure.status },
    );
  }
}
