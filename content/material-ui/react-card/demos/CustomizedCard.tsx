import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

const StatCard = styled(Card)(({ theme }) => ({
  width: 260,
  borderRadius: theme.shape.borderRadius * 3,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: 'none',
  transition: theme.transitions.create(['box-shadow', 'transform']),
  '&:hover': {
    boxShadow: theme.shadows[6],
    transform: 'translateY(-2px)',
  },
}));

export default function CustomizedCard() {
  return (
    <StatCard>
      <CardHeader
        title="Monthly visitors"
        titleTypographyProps={{ variant: 'subtitle2', color: 'text.secondary' }}
        action={
          <Chip
            icon={<TrendingUpIcon />}
            label="+12%"
            color="success"
            size="small"
            variant="outlined"
          />
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box sx={{ typography: 'h4', fontWeight: 'bold' }}>18,240</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
          Compared with 16,290 in April
        </Box>
      </CardContent>
    </StatCard>
  );
}
