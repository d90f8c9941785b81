// Intl's formatters, each made when it is first used rather than when its module loads: the first
// one a page makes loads the browser's locale and time-zone data, tens of milliseconds on a slow
// phone, which at import stood before the page's first draw
// (docs/decisions/0139-nothing-built-before-the-page-draws.md). On a signed-in page the entry has
// the browser load that data while the app's code downloads (src/main.tsx,
// docs/decisions/0142-intl-data-loaded-while-the-code-downloads.md), so that these are quick to make.

type DateFormat = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'>;
type NumberFormat = Pick<Intl.NumberFormat, 'format'>;

const onFirstUse = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** `new Intl.DateTimeFormat(locale, options)`, made on its first use. */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale = 'en-GB'): DateFormat {
  const formatter = onFirstUse(() => new Intl.DateTimeFormat(locale, options));
  return {
    format: (date) => formatter().format(date),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

/** `new Intl.NumberFormat('en-GB', options)`, made on its first use. */
export function numberFormat(options?: Intl.NumberFormatOptions): NumberFormat {
  const formatter = onFirstUse(() => new Intl.NumberFormat('en-GB', options));
  return { format: (value) => formatter().format(value) };
}
