import { styled } from '@mui/system';

const Flexible = styled('div')({ padding: 8, border: '1px dashed currentColor' });

// skipSx: the component ignores sx, for example to keep a design token fixed.
const Fixed = styled('div', { skipSx: true })({ padding: 8, border: '1px dashed currentColor' });

export default function SkipSx() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Flexible sx={{ fontWeight: 'bold', px: 3 }}>sx applies</Flexible>
      <Fixed sx={{ fontWeight: 'bold', px: 3 }}>sx is ignored</Fixed>
    </div>
  );
}
