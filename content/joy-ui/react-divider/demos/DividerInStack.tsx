import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Revenue', value: '€38.2k' },
  { label: 'Refunds', value: '12' },
];

export default function DividerInStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={<Divider orientation="vertical" />}
      sx={{ flexWrap: 'wrap' }}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography level="body-xs">{stat.label}</Typography>
          <Typography level="title-lg">{stat.value}</Typography>
        </div>
      ))}
    </Stack>
  );
}
