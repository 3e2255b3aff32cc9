import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [mainAxis, setMainAxis] = React.useState(8);
  const [crossAxis, setCrossAxis] = React.useState(0);

  return (
    <Layout>
      <Controls>
        <Field>
          mainAxis: {mainAxis}px
          <input
            type="range"
            min={0}
            max={40}
            value={mainAxis}
            onChange={(event) => setMainAxis(Number(event.target.value))}
          />
        </Field>
        <Field>
          crossAxis: {crossAxis}px
          <input
            type="range"
            min={-60}
            max={60}
            value={crossAxis}
            onChange={(event) => setCrossAxis(Number(event.target.value))}
          />
        </Field>
      </Controls>
      <Stage>
        <Anchor ref={setAnchor}>Anchor</Anchor>
        <Label open anchor={anchor} offset={{ mainAxis, crossAxis }}>
          Popup
        </Label>
      </Stage>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' });

const Controls = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' });

const Field = styled('label')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: 'ui-monospace, monospace',
  fontSize: 13,
  color: '#0f172a',
  '[data-mui-color-scheme="dark"] &': { color: '#f1f5f9' },
});

const Stage = styled('div')({ display: 'flex', justifyContent: 'center', paddingTop: 16, minHeight: 150 });

const Anchor = styled('div')({
  alignSelf: 'flex-start',
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
  fontSize: 13,
  fontWeight: 600,
  borderRadius: 6,
  backgroundColor: '#1e3a8a',
  color: '#fff',
  '[data-mui-color-scheme="dark"] &': { backgroundColor: '#bfdbfe', color: '#0f172a' },
});
