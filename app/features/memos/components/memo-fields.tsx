import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

/** A multi-line text field with its label and its error tied to it. */
export function MemoTextArea(props: {
  id?: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  maxLength: number;
  rows?: number;
}) {
  const auto = useId();
  const id = props.id ?? auto;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        rows={props.rows ?? 5}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={cn(
          'w-full rounded-xl border bg-background/60 px-4 py-3 text-base outline-none focus:border-primary',
          props.error ? 'border-danger' : 'border-border',
        )}
      />
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-xs leading-snug text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The optional picture of a memo: images only (the server checks the bytes and re-encodes them). */
export function MemoImageField(props: { label: string; hint: string; error?: string }) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={messageId}
        className={cn(
          'block w-full rounded-xl border bg-background/60 p-2 text-sm file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-surface-alt file:px-3 file:font-semibold file:text-text',
          props.error ? 'border-danger' : 'border-border',
        )}
      />
      <p
        id={messageId}
        role={props.error ? 'alert' : undefined}
        className={cn('text-xs leading-snug', props.error ? 'text-danger' : 'text-text-muted')}
      >
        {props.error ?? props.hint}
      </p>
    </div>
  );
}
