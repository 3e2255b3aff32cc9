import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function ClearableSelect() {
  const [status, setStatus] = React.useState<string | null>('open');

  return (
    <Select
      value={status}
      placeholder="Any status"
      aria-label="Status filter"
      onChange={(event, newStatus) => setStatus(newStatus)}
      sx={{ '--Select-placeholderOpacity': 0.8, width: 220, maxWidth: '100%' }}
      {...(status && {
        endDecorator: (
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Clear status filter"
            onMouseDown={(event) => event.stopPropagation()}
            onClick={() => setStatus(null)}
          >
            <CloseRounded />
          </IconButton>
        ),
        indicator: null,
      })}
    >
      <Option value="open">Open</Option>
      <Option value="in-review">In review</Option>
      <Option value="closed">Closed</Option>
    </Select>
  );
}
