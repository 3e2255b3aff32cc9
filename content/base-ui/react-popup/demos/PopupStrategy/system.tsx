import * as React from 'react';
import { Unstable_Popup as Popup, type PopupStrategy as Strategy } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function PopupStrategy() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [strategy, setStrategy] = React.useState<Strategy>('absolute');

  return (
    <Layout>
      <Choices>
        <legend>strategy</legend>
        {(['absolute', 'fixed'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="popup-strategy-system"
              value={value}
              checked={strategy === value}
              onChange={() => setStrategy(value)}
            />
            {value}
          </label>
        ))}
      </Choices>
      <Card>
        <CardTitle>Quarterly report</CardTitle>
        <CardText>This card hides whatever overflows it.</CardText>
        <Button type="button" ref={setAnchor}>
          Share
        </Button>
        <Menu open anchor={anchor} placement="bottom-start" offset={6} strategy={strategy} disablePortal>
          Anyone with the link can view this report.
        </Menu>
      </Card>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 230 });

const Choices = styled('fieldset')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: 'ui-monospace, monospace',
  fontSize: 13,
  color: '#0f172a',
  '& legend': { float: 'left', marginRight: 8, padding: 0, fontWeight: 700 },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: 4 },
  '[data-mui-color-scheme="dark"] &': { color: '#f1f5f9' },
});

const Card = styled('div')({
  position: 'relative',
  boxSizing: 'border-box',
  width: 280,
  maxWidth: '100%',
  height: 150,
  overflow: 'hidden',
  padding: 16,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#f8fafc',
  color: '#0f172a',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#1e293b', color: '#f1f5f9' },
});

const CardTitle = styled('p')({ margin: 0, fontSize: 15, fontWeight: 700 });

const CardText = styled('p')({ margin: '4px 0 12px', fontSize: 13 });

const Button = styled('button')({
  padding: '6px 14px',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
  },
});

const Menu = styled(Popup)({
  zIndex: 10,
  boxSizing: 'border-box',
  width: 220,
  padding: '10px 14px',
  fontSize: 14,
  lineHeight: 1.5,
  borderRadius: 10,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#475569', backgroundColor: '#0f172a', color: '#f1f5f9' },
});
