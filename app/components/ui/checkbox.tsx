import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}

/** A checkbox with its label (clicking the text ticks it) and an optional error under it. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-text">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'mt-0.5 size-5 shrink-0 cursor-pointer rounded border accent-[var(--color-primary)]',
            error ? 'border-danger' : 'border-border',
          )}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} role="alert" className="pl-8 text-xs leading-snug text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
