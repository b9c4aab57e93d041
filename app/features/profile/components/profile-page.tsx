import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useSearchParams } from 'react-router';
import { initialStepState, stepFromRequest } from '../profile-steps.ts';
import type { ProfileActionData } from '../profile.forms.server.ts';
import type { ProfilePageData } from '../profile.page.server.ts';
import { BankPart } from './bank-part.tsx';
import { BasicStep } from './basic-step.tsx';
import { FreeCreditStep } from './free-credit-step.tsx';
import { PersonalPart } from './personal-part.tsx';
import { StepBar } from './step-bar.tsx';
import { Notice } from './ui.tsx';

/**
 * The profile in three steps (see profile-steps.ts for the rules). The step and part shown follow the page's data
 * (the first step not done), the address (`?step=&part=`, what the step buttons ask for) and, after a save, where
 * the save leads. Every form posts to the page's action, which saves and reloads the page's data (and the shell's,
 * so the play prompt knows at once that the profile is complete), with or without JavaScript.
 */
export function ProfilePage({ data }: { data: ProfilePageData }) {
  const { t } = useTranslation('profile');
  const actionData = useActionData<ProfileActionData>();
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const user = data.user;

  const opening = initialStepState(data.steps, { bankSaved: !!(user.bank_no || user.wallet_address) });
  const asked = actionData?.goTo ?? { step: params.get('step'), part: params.get('part') ?? undefined };
  const state = stepFromRequest(opening, asked.step, asked.part);
  const saved = !!actionData?.saved;

  // When another step or part opens, focus moves to its heading (keyboard and screen reader users land on it).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id =
      state.current === 1
        ? 'profile-basic'
        : state.current === 3
          ? 'profile-free-credit'
          : state.part === 'bank'
            ? 'profile-bank'
            : 'profile-personal';
    document.getElementById(id)?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.current, state.part]);

  const missing = data.steps.find((s) => s.step_no === 2)?.detail?.missing ?? [];
  const eligible = data.steps.find((s) => s.step_no === 3)?.status_active ?? false;

  return (
    <div className="flex flex-col gap-4 md:gap-5">
      <header>
        <h1 ref={headingRef} className="scroll-mt-24 text-xl font-bold md:text-2xl">
          {t('title')}
        </h1>
        <p className="mt-1 text-sm text-text-muted">{t('intro')}</p>
      </header>
      <StepBar state={state} />
      {saved ? <Notice>{t('saved')}</Notice> : null}

      {state.current === 1 ? (
        <BasicStep
          user={user}
          rules={data.rules}
          canNext={state.active[0]}
          editEmail={params.get('edit') === 'email'}
        />
      ) : null}

      {state.current === 2 && state.part === 'bank' ? (
        <BankPart user={user} banks={data.banks} twoFactor={data.twoFactor} />
      ) : null}

      {state.current === 2 && state.part === 'personal' ? (
        <>
          {missing.length ? (
            <p className="rounded-xl bg-warning/12 px-3 py-2 text-sm text-warning">
              {t('personal.missing', { fields: missing.map((f) => t(`fields.${f}`)).join(', ') })}
            </p>
          ) : null}
          <PersonalPart
            user={user}
            questions={data.questions}
            channels={data.channels}
            rules={data.rules}
            minimumAge={data.minimumAge}
          />
        </>
      ) : null}

      {state.current === 3 ? <FreeCreditStep eligible={eligible} /> : null}
    </div>
  );
}
