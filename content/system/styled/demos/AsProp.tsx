import { styled } from '@mui/system';

const Action = styled('a')({
  display: 'inline-block',
  padding: '8px 16px',
  borderRadius: 4,
  border: '1px solid #1565c0',
  backgroundColor: '#1565c0',
  color: '#ffffff',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
});

export default function AsProp() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Action href="#the-as-prop">A link</Action>
      {/* Same styles, rendered as a button. */}
      <Action as="button" type="button">
        A button
      </Action>
    </div>
  );
}
