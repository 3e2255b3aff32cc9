import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { isApiLayoutOption, type ApiLayoutOption } from '../preferences/apiLayoutOption';

const OPTIONS: Array<{ value: ApiLayoutOption; label: string; Icon: typeof UnfoldLess }> = [
  { value: 'collapsed', label: 'Collapse list view', Icon: UnfoldLess },
  { value: 'expanded', label: 'Expand list view', Icon: UnfoldMore },
  { value: 'table', label: 'Table view', Icon: TableRowsOutlined },
];

/** The layout switch of an API section (B9). Clicking the selected option changes nothing. */
export function ApiLayoutToggle({ value, onChange, section }: { value: ApiLayoutOption; onChange: (value: ApiLayoutOption) => void; section: string }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label="API display option"
      data-api-layout-section={section}
      onChange={(_event, next: unknown) => {
        if (isApiLayoutOption(next)) onChange(next);
      }}
    >
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <Tooltip key={option} title={label}>
          <ToggleButton value={option} aria-label={label} sx={{ px: 1, py: 0.5 }}>
            <Icon fontSize="small" />
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
}
