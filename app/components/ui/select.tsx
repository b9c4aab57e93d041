import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { fieldBox } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice (e.g. 'Choose a currency'). */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  ref?: React.Ref<HTMLSelectElement>;
}

/** A native select (right for phones and screen readers) with its label and error text. */
export function Select({ label, options, placeholder, error, hint, hideLabel, id, className, ...rest }: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const messageId = `${selectId}-message`;
  const message = error || hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className={cn('text-sm font-medium text-text', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className={cn(fieldBox, 'relative', error ? 'border-danger' : 'border-border')}>
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="h-full w-full cursor-pointer appearance-none rounded-xl bg-transparent pl-4 pr-10 text-base text-text outline-none [&>option]:bg-surface"
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute right-3 size-4 text-text-muted"
          fill="currentColor"
          aria-hidden
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      {message ? (
        <p
          id={messageId}
          role={error ? 'alert' : undefined}
          className={cn('text-xs leading-snug', error ? 'text-danger' : 'text-text-muted')}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
