import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

export default function OrderedTransferList() {
  const [checked, setChecked] = useState<string[]>([]);
  const [hidden, setHidden] = useState(['Phone', 'Created on', 'Tags']);
  const [visible, setVisible] = useState(['Name', 'Email', 'Company', 'Status']);

  const hiddenChecked = hidden.filter((item) => checked.includes(item));
  const visibleChecked = visible.filter((item) => checked.includes(item));
  // Reordering works on a single selected column.
  const single = visibleChecked.length === 1 ? visibleChecked[0] : undefined;
  const position = single === undefined ? -1 : visible.indexOf(single);

  const toggle = (item: string) => {
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );
  };

  const moveBy = (offset: number) => {
    if (single === undefined) return;
    const next = without(visible, [single]);
    next.splice(position + offset, 0, single);
    setVisible(next);
  };

  const renderList = (title: string, items: string[], id: string) => (
    <Card variant="outlined" sx={{ width: 180, height: 240, overflow: 'auto' }}>
      <Typography id={id} component="p" variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={id}>
        {items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              label={item}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() => toggle(item)}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );

  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      justifyContent="center"
      flexWrap="wrap"
      useFlexGap
    >
      {renderList('Hidden columns', hidden, 'ordered-transfer-hidden')}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={hiddenChecked.length === 0}
          aria-label="Show selected columns"
          onClick={() => {
            setVisible([...visible, ...hiddenChecked]);
            setHidden(without(hidden, hiddenChecked));
          }}
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={visibleChecked.length === 0}
          aria-label="Hide selected columns"
          onClick={() => {
            setHidden([...hidden, ...visibleChecked]);
            setVisible(without(visible, visibleChecked));
          }}
        >
          <ChevronLeftIcon />
        </Button>
      </Stack>
      {renderList('Visible columns', visible, 'ordered-transfer-visible')}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={position <= 0}
          aria-label="Move column up"
          onClick={() => moveBy(-1)}
        >
          <ArrowUpwardIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={position === -1 || position === visible.length - 1}
          aria-label="Move column down"
          onClick={() => moveBy(1)}
        >
          <ArrowDownwardIcon />
        </Button>
      </Stack>
    </Stack>
  );
}
