import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

function PlainMarkup() {
  return (
    <div>
      <p>
        Plain <strong>HTML</strong> with no Joy component: a paragraph, bold text and a box sized with
        padding.
      </p>
      <div style={{ width: '100%', padding: 12, border: '1px dashed currentColor' }}>width 100% + padding 12px</div>
    </div>
  );
}

export default function ScopedBaseline() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Without a baseline
        </Typography>
        <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 'sm', p: 1.5, overflow: 'hidden' }}>
          <PlainMarkup />
        </Box>
      </div>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Inside ScopedCssBaseline
        </Typography>
        <ScopedCssBaseline sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 'sm', p: 1.5 }}>
          <PlainMarkup />
        </ScopedCssBaseline>
      </div>
    </Box>
  );
}
