import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export default function TypographyDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography startDecorator={<CheckCircleOutlineIcon />} color="success">
        All systems operational
      </Typography>
      <Typography
        level="title-lg"
        endDecorator={
          <Chip size="sm" color="primary" variant="soft">
            Beta
          </Chip>
        }
      >
        Insights
      </Typography>
      <Typography
        level="body-sm"
        startDecorator={<WarningAmberIcon />}
        color="warning"
        sx={{ alignItems: 'flex-start', maxWidth: 340 }}
      >
        Your trial ends in three days. Add a payment method to keep your projects and their history.
      </Typography>
    </Box>
  );
}
