import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { modals } from '../../../shared/modal-store.ts';
import { Card, StepLink } from './ui.tsx';

/** Step 3: the free-credit rules and a way to ask staff for it through the default contact channel. */
export function FreeCreditStep({ eligible }: { eligible: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('freeCredit.title')} intro={t('freeCredit.intro')} headingId="profile-free-credit">
      <div className="flex flex-col gap-5">
        <div className="rounded-xl border border-border bg-background/40 p-4">
          <h3 className="text-sm font-bold">{t('freeCredit.rulesTitle')}</h3>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed text-text-muted marker:font-semibold marker:text-primary">
            <li>{t('freeCredit.rule1')}</li>
            <li>{t('freeCredit.rule2')}</li>
            <li>{t('freeCredit.rule3')}</li>
            <li>{t('freeCredit.rule4')}</li>
          </ol>
        </div>
        <p
          role="status"
          className={
            eligible
              ? 'rounded-xl bg-success/12 px-3 py-2 text-sm font-medium text-success'
              : 'rounded-xl bg-warning/12 px-3 py-2 text-sm font-medium text-warning'
          }
        >
          {eligible ? t('freeCredit.ready') : t('freeCredit.notReady')}
        </p>
        <p className="text-sm">{t('freeCredit.contactIntro')}</p>
        <div className="flex flex-wrap justify-between gap-3">
          <StepLink to={{ step: 2 }} variant="secondary">
            {t('steps.back')}
          </StepLink>
          <Button onClick={() => modals.open('please-contact')}>{t('freeCredit.contact')}</Button>
        </div>
      </div>
    </Card>
  );
}
