/**
 * Areas of the shell strings (the top-level keys of translations/<language>.json) that only code loaded
 * later uses: the home page, the 404 page, the search dialog and the settings drawer. Their English comes
 * with that code (src/generated/wordings/<area>.ts, passed to `useTranslate`), not in every page's
 * JavaScript, where it was half of the shell strings. Other languages' strings arrive whole with the
 * page's data, as before.
 */
export const ON_DEMAND_AREAS = ['home', 'notFound', 'search', 'settings'] as const;

export type OnDemandArea = (typeof ON_DEMAND_AREAS)[number];
