import { getFormProps, useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formMessage, parseForm, type FormMessage, type FormResult } from '../../../shared/forms';
import type { z } from 'zod';

type ShippingFields = { address: string; contact: string; phone: string; email: string };

/**
 * The address modal's form: address, contact name, phone and e-mail, all required, checked with the feature's schema
 * in the browser and again by the page's action; each error under its field in the member's language.
 */
export function AddressForm({
  schema,
  lastResult,
  hidden,
  submitLabel,
  submitting,
  defaults,
  id,
}: {
  schema: z.ZodType;
  lastResult: FormResult | null | undefined;
  /** Hidden fields (the item or redeem, the key). */
  hidden: ReactNode;
  submitLabel: string;
  submitting: boolean;
  defaults?: { contact?: string; phone?: string; email?: string };
  id: string;
}) {
  const { t } = useTranslation('rewards');
  const [form, fields] = useForm<ShippingFields, ShippingFields, FormMessage[]>({
    id,
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, schema as z.ZodType<ShippingFields>),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: defaults,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      {hidden}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fields.address.id} className="text-sm font-medium">
          {t('address.address')}
        </label>
        <textarea
          id={fields.address.id}
          name={fields.address.name}
          key={fields.address.key}
          defaultValue={fields.address.initialValue as string | undefined}
          rows={3}
          autoComplete="street-address"
          aria-invalid={fields.address.errors ? true : undefined}
          aria-describedby={fields.address.errors ? `${fields.address.id}-error` : undefined}
          className={`w-full rounded-xl border bg-background/60 px-4 py-3 text-base outline-none focus:border-primary ${
            fields.address.errors ? 'border-danger' : 'border-border'
          }`}
        />
        {fields.address.errors ? (
          <p id={`${fields.address.id}-error`} className="text-sm text-danger">
            {formMessage(t, fields.address.errors)}
          </p>
        ) : null}
      </div>
      <Input
        label={t('address.contact')}
        name={fields.contact.name}
        key={fields.contact.key}
        defaultValue={fields.contact.initialValue as string | undefined}
        autoComplete="name"
        error={formMessage(t, fields.contact.errors)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t('address.phone')}
          name={fields.phone.name}
          key={fields.phone.key}
          defaultValue={fields.phone.initialValue as string | undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={formMessage(t, fields.phone.errors)}
        />
        <Input
          label={t('address.email')}
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.initialValue as string | undefined}
          inputMode="email"
          autoComplete="email"
          error={formMessage(t, fields.email.errors)}
        />
      </div>
      {form.errors ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
          {formMessage(t, form.errors)}
        </p>
      ) : null}
      <Button type="submit" className="w-full" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
