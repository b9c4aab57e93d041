import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Shown under the field in the danger colour; marks the field invalid. */
  error?: ReactNode;
  /** Help under the field while there is no error. */
  hint?: ReactNode;
  /** Something inside the field at its end (a show-password button, a unit). */
  end?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

export const fieldBox =
  'flex h-12 w-full items-center rounded-xl border bg-background/60 text-text transition focus-within:border-primary';

/** A text field with its label, and an error or hint text tied to it. */
export function Input({ label, error, hint, end, hideLabel, id, className, ...rest }: InputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const messageId = `${inputId}-message`;
  const message = error || hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-sm font-medium text-text', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className={cn(fieldBox, error ? 'border-danger' : 'border-border')}>
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="h-full min-w-0 flex-1 rounded-xl bg-transparent px-4 text-base text-text outline-none placeholder:text-text-muted/70"
          {...rest}
        />
        {end ? <div className="flex shrink-0 items-center pr-2">{end}</div> : null}
      </div>
      {message ? (
        <p
          id={messageId}
          className={cn('text-xs leading-snug', error ? 'text-danger' : 'text-text-muted')}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'end'> {
  /** Accessible names of the show / hide button, in the page's language. */
  toggleLabels: { show: string; hide: string };
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ toggleLabels, ...rest }: PasswordInputProps) {
  const { show: showLabel, hide: hidePasswordLabel } = toggleLabels;
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? hidePasswordLabel : showLabel}
          title={visible ? hidePasswordLabel : showLabel}
          className="grid size-9 place-items-center rounded-lg text-text-muted hover:bg-surface-alt hover:text-text"
        >
          <EyeIcon off={visible} />
        </button>
      }
    />
  );
}
