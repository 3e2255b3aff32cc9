import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const addOns = [
  { name: 'Extra storage', detail: '100 GB for $2 a month' },
  { name: 'Priority support', detail: 'Answers within four hours' },
];

export default function CheckboxOverlayCards() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {addOns.map((addOn) => (
        <Sheet
          key={addOn.name}
          variant="outlined"
          sx={{ p: 2, borderRadius: 'md', width: 240, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          <Checkbox overlay label={addOn.name} sx={{ fontWeight: 'lg' }} />
          <Typography level="body-sm" sx={{ pl: 3.5 }}>
            {addOn.detail}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
