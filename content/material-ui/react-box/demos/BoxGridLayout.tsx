import Box from '@mui/material/Box';

const areas = [
  { name: 'header', label: 'Header' },
  { name: 'sidebar', label: 'Sidebar' },
  { name: 'main', label: 'Main content' },
  { name: 'footer', label: 'Footer' },
];

export default function BoxGridLayout() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: '160px 1fr',
        gridTemplateRows: 'auto 140px auto',
        gridTemplateAreas: `"header header"
          "sidebar main"
          "footer footer"`,
        gap: 1,
      }}
    >
      {areas.map((area) => (
        <Box
          key={area.name}
          sx={{
            gridArea: area.name,
            p: 1.5,
            borderRadius: 1,
            bgcolor: area.name === 'main' ? 'primary.main' : 'action.selected',
            color: area.name === 'main' ? 'primary.contrastText' : 'text.primary',
            typography: 'body2',
          }}
        >
          {area.label}
        </Box>
      ))}
    </Box>
  );
}
