import * as React from 'react';
import { Popper, type PopperPlacementType } from '@mui/base/Popper';
import { styled } from '@mui/system';

const placements: PopperPlacementType[] = [
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

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const selectId = React.useId();

  return (
    <Layout>
      <Label htmlFor={selectId}>
        Placement
        <Select
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(placements.find((item) => item === event.target.value) ?? 'bottom')}
        >
          {placements.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </Select>
      </Label>
      <Stage>
        <Anchor ref={setAnchor}>Anchor</Anchor>
        <Tooltip open={anchor !== null} anchorEl={anchor} placement={placement}>
          {({ placement: actual }) => `placement: ${actual}`}
        </Tooltip>
      </Stage>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });

const Label = styled('label')({ fontSize: 14, fontWeight: 600 });

const Select = styled('select')({
  marginLeft: 8,
  padding: '6px 8px',
  font: 'inherit',
  fontWeight: 400,
  borderRadius: 6,
  border: '1px solid #94a3b8',
  backgroundColor: '#fff',
  color: '#0f172a',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#64748b', backgroundColor: '#0f172a', color: '#f1f5f9' },
});

const Stage = styled('div')({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 200 });

const Anchor = styled('div')({
  padding: '24px 32px',
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 8,
  border: '2px dashed #64748b',
});

const Tooltip = styled(Popper)({
  zIndex: 10,
  maxWidth: 240,
  padding: '6px 10px',
  fontSize: 13,
  lineHeight: 1.4,
  borderRadius: 6,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
  boxShadow: '0 4px 6px -1px rgb(0 0 0 / 0.2)',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#e2e8f0', color: '#0f172a' },
});
