let dayjsLoaded = false;

/**
 * Loads a dayjs locale (English is built in) and makes it the global one. dayjs and the table of its locales
 * (dayjs-locales.ts) load with the first non-English locale, so a page in English that formats no dates does not
 * download them; code that imports dayjs gets the same module.
 */
export async function loadDayjsLocale(name: string): Promise<void> {
  try {
    if (name === 'en' && !dayjsLoaded) return; // English is dayjs's default locale
    const { applyDayjsLocale } = await import('./dayjs-locales.ts');
    await applyDayjsLocale(name);
    dayjsLoaded = true;
  } catch (err) {
    console.error(`dayjs locale ${name} could not be loaded`, err);
  }
}
