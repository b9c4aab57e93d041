/**
 * A bank account number as shown (spec § 9): 10 digits grouped 3-6-1 ("123-456789-0"), 13 digits grouped 3-3-7
 * ("123-456-7890123"); anything else is shown as it is. Spaces and dashes typed by the member are ignored.
 */
export function formatBankNumber(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return value;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 9)}-${digits.slice(9)}`;
  if (digits.length === 13) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}
