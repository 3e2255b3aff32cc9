import { styled } from '../theme/styled';
import { isApiLayoutOption, type ApiLayoutOption } from '../preferences/apiLayoutOption';
import { ShellIcon, type ShellIconName } from '../icons/ShellIcon';

const OPTIONS: Array<{ value: ApiLayoutOption; label: string; icon: ShellIconName }> = [
  { value: 'collapsed', label: 'Collapse list view', icon: 'UnfoldLess' },
  { value: 'expanded', label: 'Expand list view', icon: 'UnfoldMore' },
  { value: 'table', label: 'Table view', icon: 'TableRowsOutlined' },
];

const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 8,
}));

const Option = styled('button')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: '4px 8px',
  margin: 0,
  border: 0,
  background: 'none',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:first-of-type': { borderStartStartRadius: 7, borderEndStartRadius: 7 },
  '&:last-of-type': { borderStartEndRadius: 7, borderEndEndRadius: 7 },
  '& + &': { borderInlineStart: `1px solid ${theme.vars.palette.divider}` },
  '& svg': { width: 20, height: 20 },
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&[aria-pressed="true"]': {
    color: theme.vars.palette.text.primary,
    backgroundColor: theme.vars.palette.action.selected,
  },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  '&:hover::after, &:focus-visible::after': {
    content: 'attr(aria-label)',
    position: 'absolute',
    top: 'calc(100% + 6px)',
    insetInlineEnd: 0,
    padding: '4px 8px',
    borderRadius: 4,
    background: 'rgba(33, 33, 33, 0.92)',
    color: '#fff',
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    zIndex: 1,
  },
}));

/** The layout switch of an API section (B9): three toggle buttons, one pressed. Clicking the pressed one changes nothing. */
export function ApiLayoutToggle({ value, onChange, section }: { value: ApiLayoutOption; onChange: (value: ApiLayoutOption) => void; section: string }) {
  return (
    <Group role="group" aria-label="API display option" data-api-layout-section={section}>
      {OPTIONS.map(({ value: option, label, icon }) => (
        <Option
          key={option}
          type="button"
          aria-label={label}
          aria-pressed={option === value}
          onClick={() => {
            if (option !== value && isApiLayoutOption(option)) onChange(option);
          }}
        >
          <ShellIcon name={icon} />
        </Option>
      ))}
    </Group>
  );
}
