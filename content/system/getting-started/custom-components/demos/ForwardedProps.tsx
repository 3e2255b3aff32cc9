import { styled } from '@mui/system';

interface ChipProps {
  tone: 'neutral' | 'positive' | 'negative';
}

// tone is a styling prop: keep it off the DOM element.
const Chip = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<ChipProps>(({ tone }) => ({
  display: 'inline-block',
  padding: '4px 12px',
  borderRadius: 16,
  fontSize: 14,
  fontWeight: 600,
  ...(tone === 'positive' && { backgroundColor: '#e6f4ea', color: '#1e4620' }),
  ...(tone === 'negative' && { backgroundColor: '#fdecea', color: '#5f2120' }),
  ...(tone === 'neutral' && { backgroundColor: '#eceff1', color: '#263238' }),
}));

export default function ForwardedProps() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Chip tone="positive">Paid</Chip>
      <Chip tone="negative">Overdue</Chip>
      <Chip tone="neutral">Draft</Chip>
    </div>
  );
}
