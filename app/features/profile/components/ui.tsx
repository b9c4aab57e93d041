import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import type { FormMessage } from '../../../shared/forms.ts';

/**
 * The text of a field's first error (a code and its placeholders, as the action and the browser's parse give it):
 * the profile's catalog first, then the OTP and common ones.
 */
export function useErrorText(): (errors: readonly FormMessage[] | FormMessage | undefined) => string | undefined {
  const { t } = useTranslation(['profile', 'otp', 'common']);
  return (errors) => {
    const e = Array.isArray(errors) ? errors[0] : (errors as FormMessage | undefined);
    return e
      ? String(
          t(
            [
              `profile:errors.${e.errorCode}`,
              `otp:errors.${e.errorCode}`,
              `common:errors.${e.errorCode}`,
              'common:errors.INVALID_FIELD',
            ],
            { ...e.params },
          ),
        )
      : undefined;
  };
}

export function Card({
  title,
  intro,
  children,
  className,
  headingId,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  headingId?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-border bg-surface p-4 md:p-6', className)}
    >
      {/* Focused when its step or part opens (tabIndex -1: not in the tab order). */}
      <h2 id={headingId} tabIndex={-1} className="scroll-mt-28 text-lg font-bold outline-none md:text-xl">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-text-muted">{intro}</p> : null}
      <div className="mt-4 md:mt-5">{children}</div>
    </section>
  );
}

export function StatusBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 self-start rounded-full px-2.5 py-1 text-xs font-semibold',
        verified ? 'bg-success/15 text-success' : 'bg-warning/15 text-warning',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {verified ? (
          <path d="m5 12 5 5 9-10" />
        ) : (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </>
        )}
      </svg>
      {verified ? t('basic.verified') : t('basic.waiting')}
    </span>
  );
}

/** A polite message under a form (saved, code sent). */
export function Notice({ children, tone = 'success' }: { children: ReactNode; tone?: 'success' | 'info' }) {
  return (
    <p
      role="status"
      className={cn(
        'rounded-xl px-3 py-2 text-sm font-medium',
        tone === 'success' ? 'bg-success/12 text-success' : 'bg-primary/10 text-text',
      )}
    >
      {children}
    </p>
  );
}

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** mm:ss of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A group of radio cards (gender, bank or crypto, banks, networks): real radio inputs of a form, checked by the
 * browser (the card's look follows `:checked`, so it works before the page's JavaScript has loaded).
 */
export function RadioCards<T extends string>({
  legend,
  name,
  defaultValue,
  options,
  onChange,
  error,
  columns = 'grid-cols-2',
  hideLegend,
  className,
}: {
  legend: ReactNode;
  name: string;
  defaultValue?: string;
  options: { value: T; label: string; icon?: ReactNode; hint?: string }[];
  onChange?(value: T): void;
  error?: string;
  columns?: string;
  hideLegend?: boolean;
  className?: string;
}) {
  const errorId = `${name}-${useId().replace(/:/g, '')}-error`;
  return (
    <fieldset className={cn('flex flex-col gap-1.5', className)} aria-describedby={error ? errorId : undefined}>
      <legend className={cn('mb-1.5 text-sm font-medium text-text', hideLegend && 'sr-only')}>{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'group/card flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-background/60 px-3 py-2 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/60',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-semibold',
              error ? 'border-danger' : 'border-border hover:border-primary/50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={defaultValue === o.value}
              onChange={onChange ? () => onChange(o.value) : undefined}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            {o.icon}
            <span className="min-w-0 flex-1">
              <span className="block leading-snug">{o.label}</span>
              {o.hint ? <span className="block text-xs font-normal text-text-muted">{o.hint}</span> : null}
            </span>
            <span
              aria-hidden
              className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-border group-has-[:checked]/card:border-primary"
            >
              <span className="hidden size-2.5 rounded-full bg-primary group-has-[:checked]/card:block" />
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs leading-snug text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A link to another step or part of the page (`?step=&part=`), looking like a button: it works before the page's
 * JavaScript has loaded, and may sit inside a form. Disabled: a disabled button (a link cannot be).
 */
export function StepLink({
  to,
  children,
  variant = 'primary',
  disabled,
  className,
}: {
  to: { step: number; part?: string; edit?: string };
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  disabled?: boolean;
  className?: string;
}) {
  const size = variant === 'ghost' ? 'sm' : 'md';
  if (disabled)
    return (
      <Button variant={variant} size={size} disabled className={className}>
        {children}
      </Button>
    );
  const query = new URLSearchParams({
    step: String(to.step),
    ...(to.part ? { part: to.part } : {}),
    ...(to.edit ? { edit: to.edit } : {}),
  });
  return (
    <Link to={`?${query}`} preventScrollReset className={cn(buttonClasses({ variant, size }), className)}>
      {children}
    </Link>
  );
}
