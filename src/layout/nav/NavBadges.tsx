import { styled } from '../../theme/styled';
import type { ShellTheme } from '../../theme/shellTheme';
import { useTranslate } from '../../i18n/I18nProvider';
import type { PageFlag } from '../../navigation/pageFlags';
import type { Plan } from '../../navigation/types';
import { SUCCESS_TEXT_COLOR, WARNING_TEXT_COLOR } from '../../theme/palette';
import { PLAN_PATHS } from './navTreeHtml';

/** The chip of a flag, shared by the drawer's markup (`.nav-flag`) and the page title's chips. */
export function navFlagStyles(theme: ShellTheme) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: 18,
    padding: '0 6px',
    marginInlineStart: 6,
    borderRadius: 9,
    fontSize: '0.6875rem',
    fontWeight: 600,
    lineHeight: 1,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    border: '1px solid',
    borderColor: theme.vars.palette.divider,
    color: theme.vars.palette.text.secondary,
    '&[data-kind="newFeature"]': {
      color: SUCCESS_TEXT_COLOR,
      borderColor: 'currentColor',
    },
    '&[data-kind="unstable"]': {
      color: WARNING_TEXT_COLOR,
      borderColor: 'currentColor',
    },
    // The drawer's mark of a page still being written: an icon, quieter than the chips.
    '&[data-kind="beingWritten"]': {
      padding: 0,
      border: 0,
      opacity: 0.8,
    },
  } as const;
}

const Chip = styled('span')(({ theme }) => navFlagStyles(theme));

const FLAG_LABELS: Record<PageFlag, string> = {
  newFeature: 'nav.new',
  planned: 'nav.planned',
  unstable: 'nav.unstable',
  legacy: 'nav.legacy',
};

/** Chips for New, Planned, Unstable and Legacy. */
export function FlagChips({ flags }: { flags: readonly PageFlag[] }) {
  const t = useTranslate();
  return (
    <>
      {flags.map((flag) => (
        <Chip key={flag} data-kind={flag} className="nav-flag">
          {t(FLAG_LABELS[flag])}
        </Chip>
      ))}
    </>
  );
}

const PLAN_LABELS: Record<Plan, string> = { pro: 'nav.proPlan', premium: 'nav.premiumPlan' };

const PlanSvg = styled('svg')({
  width: 14,
  height: 14,
  marginInlineStart: 6,
  flexShrink: 0,
  verticalAlign: 'middle',
});

/** The mark of a page that needs a paid plan of the Data Grid. */
export function PlanMark({ plan }: { plan: Plan }) {
  const t = useTranslate();
  const label = t(PLAN_LABELS[plan]);
  const { color, d } = PLAN_PATHS[plan];
  return (
    <PlanSvg viewBox="0 0 16 16" role="img" aria-label={label} className={`plan-${plan}`} data-plan={plan}>
      <title>{label}</title>
      <path fill={color} d={d} />
    </PlanSvg>
  );
}
