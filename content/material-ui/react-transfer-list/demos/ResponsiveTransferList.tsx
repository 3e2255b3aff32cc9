import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

// On narrow screens the lists stack, so the arrows turn to point down and up.
const arrowSx = { transform: { xs: 'rotate(90deg)', sm: 'none' } };

export default function ResponsiveTransferList() {
  const [available, setAvailable] = useState(['Dashboard', 'Reports', 'Billing', 'Audit log']);
  const [granted, setGranted] = useState(['Projects', 'Settings']);
  const [checked, setChecked] = useState<string[]>([]);

  const availableChecked = available.filter((item) => checked.includes(item));
  const grantedChecked = granted.filter((item) => checked.includes(item));

  const grant = () => {
    setGranted([...granted, ...availableChecked]);
    setAvailable(without(available, availableChecked));
    setChecked(without(checked, availableChecked));
  };
  const revoke = () => {
    setAvailable([...available, ...grantedChecked]);
    setGranted(without(granted, grantedChecked));
    setChecked(without(checked, grantedChecked));
  };

  const renderList = (title: string, items: string[], id: string) => (
    <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 220 }, maxWidth: 320 }}>
      <Typography id={id} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={id} sx={{ height: { xs: 150, sm: 200 }, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              label={item}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() =>
                    setChecked(
                      checked.includes(item) ? without(checked, [item]) : [...checked, item],
                    )
                  }
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems="center"
      justifyContent="center"
      sx={{ width: '100%' }}
    >
      {renderList('Available areas', available, 'responsive-transfer-available')}
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={grant}
          disabled={availableChecked.length === 0}
          aria-label="Grant access to selected areas"
        >
          <ChevronRightIcon sx={arrowSx} />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={revoke}
          disabled={grantedChecked.length === 0}
          aria-label="Revoke access to selected areas"
        >
          <ChevronLeftIcon sx={arrowSx} />
        </Button>
      </Stack>
      {renderList('Access granted', granted, 'responsive-transfer-granted')}
    </Stack>
  );
}
