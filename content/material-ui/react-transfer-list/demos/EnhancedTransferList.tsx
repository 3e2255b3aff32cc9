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
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

function within(items: string[], kept: string[]) {
  return items.filter((item) => kept.includes(item));
}

export default function EnhancedTransferList() {
  const [checked, setChecked] = useState<string[]>(['Maya Chen']);
  const [left, setLeft] = useState([
    'Maya Chen',
    'Omar Haddad',
    'Lena Fischer',
    'Tom Okafor',
  ]);
  const [right, setRight] = useState(['Sara Lindqvist', 'Diego Ruiz']);

  const leftChecked = within(left, checked);
  const rightChecked = within(right, checked);

  const toggle = (item: string) => {
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );
  };

  const toggleAll = (items: string[]) => {
    const allChecked = within(items, checked).length === items.length;
    setChecked(
      allChecked ? without(checked, items) : [...without(checked, items), ...items],
    );
  };

  const moveRight = () => {
    setRight([...right, ...leftChecked]);
    setLeft(without(left, leftChecked));
    setChecked(without(checked, leftChecked));
  };
  const moveLeft = () => {
    setLeft([...left, ...rightChecked]);
    setRight(without(right, rightChecked));
    setChecked(without(checked, rightChecked));
  };

  const renderList = (title: string, items: string[], id: string) => {
    const count = within(items, checked).length;
    return (
      <Card variant="outlined" sx={{ width: 220 }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          avatar={
            <Checkbox
              onChange={() => toggleAll(items)}
              checked={items.length > 0 && count === items.length}
              indeterminate={count > 0 && count < items.length}
              disabled={items.length === 0}
              inputProps={{ 'aria-label': `Select all in ${title}` }}
            />
          }
          title={title}
          titleTypographyProps={{ id, component: 'p' }}
          subheader={`${count}/${items.length} selected`}
        />
        <Divider />
        <List dense aria-labelledby={id} sx={{ height: 200, overflow: 'auto' }}>
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
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      justifyContent="center"
      flexWrap="wrap"
      useFlexGap
    >
      {renderList('Team members', left, 'enhanced-transfer-left')}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={moveRight}
          disabled={leftChecked.length === 0}
          aria-label="Add selected to project"
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveLeft}
          disabled={rightChecked.length === 0}
          aria-label="Remove selected from project"
        >
          <ChevronLeftIcon />
        </Button>
      </Stack>
      {renderList('Project team', right, 'enhanced-transfer-right')}
    </Stack>
  );
}
