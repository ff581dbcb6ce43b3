/**
 * The message formatter, as `$_` (`i18n/format.ts`) gives it. `default` is what a message id missing from every
 * bundle gives (instead of the id itself).
 */
export type Translate = (
  id: string,
  options?: { values?: Record<string, string | number>; default?: string },
) => string;
