import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { AuthUser } from '../../auth/auth.schemas.ts';
import { isProfileComplete } from '../profile-completeness.ts';
import { applyActiveSteps, canAdvance, getStep, initialStepState, nextStep, selectStep, showPart, type StepNo } from '../profile-steps.ts';
import type { ProfilePageData } from '../profile.page.server.ts';
import { BankPart } from './bank-part.tsx';
import { BasicStep } from './basic-step.tsx';
import { FreeCreditStep } from './free-credit-step.tsx';
import { PersonalPart } from './personal-part.tsx';
import { StepBar } from './step-bar.tsx';
import { Notice } from './ui.tsx';

/**
 * The profile in three steps (see profile-steps.ts for the rules): the state machine takes the active-step
 * information whenever the page's data is reloaded, and every save reloads it (with the shell's, so the play
 * prompt knows at once that the profile is complete).
 */
export function ProfilePage({ data }: { data: ProfilePageData }) {
  const { t } = useTranslation('profile');
  const revalidator = useRevalidator();
  const [state, setState] = useState(() => initialStepState(data.steps, { bankSaved: !!(data.user.bank_no || data.user.wallet_address) }));
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const user = data.user;

  useEffect(() => {
    setState((s) => applyActiveSteps(s, data.steps));
  }, [data.steps]);

  const reload = async () => {
    await revalidator.revalidate();
  };

  /** A transition of the state machine. */
  const go = (transition: (s: typeof state) => typeof state) => {
    setState(transition);
    setSaved(false);
  };

  // When another step or part opens, focus moves to its heading (keyboard and screen reader users land on it).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = state.current === 1 ? 'profile-basic' : state.current === 3 ? 'profile-free-credit' : state.part === 'bank' ? 'profile-bank' : 'profile-personal';
    const heading = document.getElementById(id);
    heading?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.current, state.part]);

  async function bankSaved(_updated: AuthUser) {
    setSaved(true);
    setState((s) => showPart(s, 'personal'));
    await reload();
  }

  async function personalSaved(updated: AuthUser) {
    await reload();
    // A complete profile is step 2 done: on to the free credit (getting step 3 marks step 2 active).
    if (isProfileComplete(updated, data.rules)) go((s) => getStep(s, 3));
    setSaved(true);
  }

  const missing = data.steps.find((s) => s.step_no === 2)?.detail?.missing ?? [];
  const eligible = data.steps.find((s) => s.step_no === 3)?.status_active ?? false;

  return (
    <div className="flex flex-col gap-4 md:gap-5">
      <header>
        <h1 ref={headingRef} className="scroll-mt-24 text-xl font-bold md:text-2xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-text-muted">{t('intro')}</p>
      </header>
      <StepBar state={state} onSelect={(n: StepNo) => go((s) => selectStep(s, n))} />
      {saved ? <Notice>{t('saved')}</Notice> : null}

      {state.current === 1 ? (
        <BasicStep user={user} rules={data.rules} onChanged={reload} canNext={canAdvance(state)} onNext={() => go(nextStep)} />
      ) : null}

      {state.current === 2 && state.part === 'bank' ? (
        <BankPart user={user} banks={data.banks} onSaved={bankSaved} onContinue={() => go((s) => showPart(s, 'personal'))} />
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
            onSaved={personalSaved}
            onBack={() => go((s) => showPart(s, 'bank'))}
          />
        </>
      ) : null}

      {state.current === 3 ? <FreeCreditStep eligible={eligible} onBack={() => go((s) => selectStep(s, 2))} /> : null}
    </div>
  );
}
