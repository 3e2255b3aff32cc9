import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const quotas = [
  { label: 'Storage', used: 72, detail: '7.2 GB of 10 GB', color: 'primary' },
  { label: 'Email sends', used: 94, detail: '9,400 of 10,000 this month', color: 'danger' },
] as const;

export default function LinearProgressInCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography level="title-md">Usage</Typography>
      {quotas.map((quota) => (
        <CardContent key={quota.label} sx={{ gap: 0.5 }}>
          <Typography level="body-sm" sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{quota.label}</span>
            <span>{quota.detail}</span>
          </Typography>
          <LinearProgress
            determinate
            value={quota.used}
            color={quota.color}
            size="sm"
            aria-label={`${quota.label}: ${quota.used}% used`}
          />
        </CardContent>
      ))}
    </Card>
  );
}
