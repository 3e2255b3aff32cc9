import Box from '@mui/system/Box';

// The same declarations as visuallyHidden from @mui/utils.
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export default function HiddenLabel() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, color: 'text.primary' }}>
      <Box
        component="button"
        type="button"
        sx={{ width: 40, height: 40, borderRadius: '50%', border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary', cursor: 'pointer', fontSize: 20 }}
      >
        <span aria-hidden="true">✕</span>
        <Box component="span" sx={visuallyHidden}>
          Close the dialog
        </Box>
      </Box>
      <Box component="a" href="#hiding-text-but-not-from-screen-readers" sx={{ color: 'primary.main' }}>
        Read more
        <Box component="span" sx={visuallyHidden}>
          {' '}
          about hiding text from sight
        </Box>
      </Box>
    </Box>
  );
}
