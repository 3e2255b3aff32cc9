import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Column {
  id: number;
  label: string;
  // Required columns cannot be hidden.
  locked?: boolean;
}

// The source order: both sides are always shown in this order.
const columns: Column[] = [
  { id: 1, label: 'Order number', locked: true },
  { id: 2, label: 'Customer' },
  { id: 3, label: 'Email' },
  { id: 4, label: 'Status', locked: true },
  { id: 5, label: 'Total' },
  { id: 6, label: 'Created' },
  { id: 7, label: 'Updated' },
];

export default function KeyedTransferList() {
  // The state holds ids only; labels and flags are looked up in `columns`.
  const [shown, setShown] = useState<number[]>([1, 2, 4, 5]);
  const [checked, setChecked] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const hidden = columns.filter((column) => !shown.includes(column.id));
  const visible = columns.filter((column) => shown.includes(column.id));
  const hiddenChecked = hidden.filter((column) => checked.includes(column.id));
  const visibleChecked = visible.filter((column) => checked.includes(column.id));

  const toggle = (id: number) => {
    setChecked((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };

  const move = (moved: Column[], show: boolean) => {
    const ids = moved.map((column) => column.id);
    setShown((current) =>
      show ? [...current, ...ids] : current.filter((id) => !ids.includes(id)),
    );
    setChecked((current) => current.filter((id) => !ids.includes(id)));
    // Read out by screen readers through the live region below.
    setAnnouncement(
      `${moved.map((column) => column.label).join(', ')} moved to ${show ? 'shown' : 'hidden'} columns.`,
    );
  };

  const renderList = (title: string, items: Column[], id: string) => (
    <Card variant="outlined" sx={{ width: 220 }}>
      <CardHeader
        title={title}
        subheader={`${items.length} columns`}
        titleTypographyProps={{ id, component: 'p', variant: 'subtitle1' }}
        sx={{ px: 2, py: 1 }}
      />
      <Divider />
      <List dense aria-labelledby={id} sx={{ height: 220, overflow: 'auto' }}>
        {items.map((column) => (
          <ListItem key={column.id} sx={{ py: 0 }}>
            <FormControlLabel
              label={column.locked ? `${column.label} (required)` : column.label}
              disabled={column.locked}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(column.id)}
                  onChange={() => toggle(column.id)}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );

  return (
    <Stack spacing={2} alignItems="center">
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        justifyContent="center"
        flexWrap="wrap"
        useFlexGap
      >
        {renderList('Hidden columns', hidden, 'keyed-transfer-hidden')}
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => move(hiddenChecked, true)}
            disabled={hiddenChecked.length === 0}
          >
            Show
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => move(visibleChecked, false)}
            disabled={visibleChecked.length === 0}
          >
            Hide
          </Button>
        </Stack>
        {renderList('Shown columns', visible, 'keyed-transfer-shown')}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {announcement}
      </Typography>
    </Stack>
  );
}
