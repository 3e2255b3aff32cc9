import Box from '@mui/system/Box';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function StickyHeader() {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Weekly schedule, scrollable"
      sx={{ height: 180, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 340, color: 'text.primary' }}
    >
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, px: 2, py: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', fontWeight: 'bold' }}>
        Week 12 · scroll me
      </Box>
      {days.map((day) => (
        <Box key={day} sx={{ px: 2, py: 1.5 }}>
          {day}: 09:00 stand-up
        </Box>
      ))}
    </Box>
  );
}
