import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { canReach, STEP_NUMBERS, type StepNo, type StepState } from '../profile-steps.ts';

const LABELS: Record<StepNo, string> = { 1: 'steps.basic', 2: 'steps.profile', 3: 'steps.free_credit' };

/**
 * The three steps: an active step can be chosen, the current one is marked, the others wait. Choosing one asks the
 * page for `?step=n` (a GET form, so it works before the page's JavaScript has loaded).
 */
export function StepBar({ state }: { state: StepState }) {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('steps.label')}>
      <Form method="get" preventScrollReset>
        <ol className="grid grid-cols-3 gap-2">
          {STEP_NUMBERS.map((n) => {
            const current = state.current === n;
            const done = state.active[n - 1];
            const selectable = canReach(state, n) && !current;
            return (
              <li key={n} className="min-w-0">
                <button
                  type="submit"
                  name="step"
                  value={n}
                  disabled={!selectable}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'group flex w-full flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-center transition md:flex-row md:gap-3 md:px-3 md:text-left',
                    current
                      ? 'bg-primary/10 ring-1 ring-primary/60'
                      : selectable
                        ? 'hover:bg-surface-alt'
                        : 'cursor-default',
                  )}
                >
                  <span
                    aria-hidden
                    className={cn(
                      'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
                      done
                        ? 'bg-success text-white'
                        : current
                          ? 'bg-primary text-primary-contrast'
                          : 'border border-border bg-surface-alt text-text-muted',
                    )}
                  >
                    {done ? (
                      <svg
                        viewBox="0 0 24 24"
                        className="size-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="3"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="m5 12 5 5 9-10" />
                      </svg>
                    ) : (
                      n
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block text-[11px] font-medium uppercase tracking-wide text-text-muted">
                      {t('steps.step', { n })}
                    </span>
                    <span
                      className={cn(
                        'block text-xs font-semibold leading-tight md:text-sm',
                        current ? 'text-text' : 'text-text-muted',
                      )}
                    >
                      {t(LABELS[n])}
                    </span>
                    {done ? (
                      <span className="sr-only"> ({t('steps.done')})</span>
                    ) : !selectable && !current ? (
                      <span className="sr-only"> ({t('steps.locked')})</span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </Form>
    </nav>
  );
}
