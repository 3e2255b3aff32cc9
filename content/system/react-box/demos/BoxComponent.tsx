import Box from '@mui/system/Box';

export default function BoxComponent() {
  return (
    <Box component="nav" aria-label="Account" sx={{ color: 'text.primary' }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
        {['Profile', 'Billing', 'Security'].map((item) => (
          <Box component="li" key={item}>
            <Box component="a" href="#the-component-prop" sx={{ color: 'primary.main' }}>
              {item}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
