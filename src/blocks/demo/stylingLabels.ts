import type { StylingKey } from './types';

export const STYLING_LABELS: Record<StylingKey, string> = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' };
