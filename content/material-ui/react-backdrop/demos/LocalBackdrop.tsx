import { useEffect, useRef, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export default function LocalBackdrop() {
  const [loading, setLoading] = useState(false);
  const [updates, setUpdates] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setLoading(false);
      setUpdates((count) => count + 1);
    }, 1500);
  };

  return (
    <Card variant="outlined" sx={{ position: 'relative', maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" component="p" color="text.secondary">
          Weekly sales
        </Typography>
        <Typography variant="h4" component="p">
          €{(18420 + updates * 310).toLocaleString('en-US')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {updates === 0
            ? 'Updated at 09:00'
            : `Refreshed ${updates === 1 ? 'once' : `${updates} times`}`}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={refresh} disabled={loading}>
          Refresh
        </Button>
      </CardActions>
      {/* Covers the card only: absolute instead of fixed, above the card content. */}
      <Backdrop
        open={loading}
        sx={{
          position: 'absolute',
          zIndex: 1,
          bgcolor: (theme) => alpha(theme.palette.background.paper, 0.7),
        }}
      >
        <CircularProgress aria-label="Refreshing sales" />
      </Backdrop>
    </Card>
  );
}
