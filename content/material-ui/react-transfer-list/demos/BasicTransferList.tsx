import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

function within(items: string[], kept: string[]) {
  return items.filter((item) => kept.includes(item));
}

export default function BasicTransferList() {
  const [checked, setChecked] = useState<string[]>([]);
  const [left, setLeft] = useState(['Apples', 'Bananas', 'Cherries', 'Dates', 'Figs']);
  const [right, setRight] = useState(['Grapes', 'Kiwis']);

  const leftChecked = within(left, checked);
  const rightChecked = within(right, checked);

  const toggle = (item: string) => {
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );
  };

  const moveAllRight = () => {
    setRight([...right, ...left]);
    setLeft([]);
  };
  const moveCheckedRight = () => {
    setRight([...right, ...leftChecked]);
    setLeft(without(left, leftChecked));
    setChecked(without(checked, leftChecked));
  };
  const moveCheckedLeft = () => {
    setLeft([...left, ...rightChecked]);
    setRight(without(right, rightChecked));
    setChecked(without(checked, rightChecked));
  };
  const moveAllLeft = () => {
    setLeft([...left, ...right]);
    setRight([]);
  };

  const renderList = (title: string, items: string[], id: string) => (
    <Card variant="outlined" sx={{ width: 180, height: 260, overflow: 'auto' }}>
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
      {renderList('Fruit stand', left, 'basic-transfer-left')}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={moveAllRight}
          disabled={left.length === 0}
          aria-label="Move all to basket"
        >
          <KeyboardDoubleArrowRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveCheckedRight}
          disabled={leftChecked.length === 0}
          aria-label="Move selected to basket"
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveCheckedLeft}
          disabled={rightChecked.length === 0}
          aria-label="Move selected to fruit stand"
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveAllLeft}
          disabled={right.length === 0}
          aria-label="Move all to fruit stand"
        >
          <KeyboardDoubleArrowLeftIcon />
        </Button>
      </Stack>
      {renderList('Basket', right, 'basic-transfer-right')}
    </Stack>
  );
}
