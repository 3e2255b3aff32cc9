import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const metrics = [
  { label: 'Revenue', value: '$48,210', change: '+12%', color: 'success' },
  { label: 'Orders', value: '1,284', change: '+4%', color: 'success' },
  { label: 'Refunds', value: '32', change: '+9%', color: 'danger' },
  { label: 'Visitors', value: '18,402', change: '−2%', color: 'neutral' },
] as const;

export default function DashboardCards() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
      {metrics.map((metric) => (
        <Card key={metric.label} variant="outlined" size="sm">
          <Typography level="body-sm">{metric.label}</Typography>
          <Typography level="h3" component="p">
            {metric.value}
          </Typography>
          <Chip size="sm" variant="soft" color={metric.color} sx={{ alignSelf: 'flex-start' }}>
            {metric.change} this month
          </Chip>
        </Card>
      ))}
    </Box>
  );
}
