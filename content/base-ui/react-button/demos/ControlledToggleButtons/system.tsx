import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '8px',
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
});

const Status = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
});

const ToggleButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '6px 14px',
  borderRadius: '999px',
  border: '1px solid #94a3b8',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    backgroundColor: '#0369a1',
    borderColor: '#0369a1',
    color: '#fff',
  },
  '&.Mui-focusVisible': {
    outline: '3px solid #7dd3fc',
    outlineOffset: '2px',
  },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#64748b',
  },
  '[data-mui-color-scheme="dark"] &[aria-pressed="true"]': {
    backgroundColor: '#38bdf8',
    borderColor: '#38bdf8',
    color: '#0f172a',
  },
});

const filters = ['Unread', 'Starred', 'Attachments'];

export default function ControlledToggleButtons() {
  const [active, setActive] = React.useState<string[]>(['Unread']);

  const toggle = (filter: string) =>
    setActive((current) =>
      current.includes(filter) ? current.filter((item) => item !== filter) : [...current, filter],
    );

  return (
    <Stack>
      <Row role="group" aria-label="Message filters">
        {filters.map((filter) => (
          <Button
            key={filter}
            slots={{ root: ToggleButton }}
            aria-pressed={active.includes(filter)}
            onClick={() => toggle(filter)}
          >
            {filter}
          </Button>
        ))}
      </Row>
      <Status>Showing: {active.length === 0 ? 'all messages' : active.join(', ')}</Status>
    </Stack>
  );
}
