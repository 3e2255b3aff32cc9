import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const placements: Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top');
  const selectId = React.useId();

  return (
    <Layout>
      <Field>
        <label htmlFor={selectId}>Placement</label>
        <Select
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
      <Stage>
        <Anchor ref={setAnchor}>Anchor</Anchor>
        <Label open anchor={anchor} placement={placement} offset={6}>
          {({ placement: finalPlacement }: PopupChildrenProps) => finalPlacement}
        </Label>
      </Stage>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16, width: '100%' });

const Field = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 14,
  fontWeight: 600,
  color: '#0f172a',
  '[data-mui-color-scheme="dark"] &': { color: '#f1f5f9' },
});

const Select = styled('select')({
  padding: '6px 8px',
  font: 'inherit',
  fontWeight: 400,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': { borderColor: '#475569', backgroundColor: '#0f172a', color: '#f1f5f9' },
});

const Stage = styled('div')({ display: 'flex', justifyContent: 'center', padding: '64px 0' });

const Anchor = styled('div')({
  padding: '20px 24px',
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 8,
  border: '1px dashed #64748b',
  color: '#334155',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#94a3b8', color: '#e2e8f0' },
});

const Label = styled(Popup)({
  zIndex: 10,
  padding: '4px 10px',
  fontFamily: 'ui-monospace, monospace',
  fontSize: 13,
  borderRadius: 6,
  backgroundColor: '#1e3a8a',
  color: '#fff',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#bfdbfe', color: '#0f172a' },
});
