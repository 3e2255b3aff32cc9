import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const allLanguages = [
  'Arabic',
  'Chinese',
  'Dutch',
  'English',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Spanish',
  'Swedish',
  'Turkish',
];

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

export default function SearchableTransferList() {
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [chosen, setChosen] = useState(['English']);

  const available = without(allLanguages, chosen).filter((language) =>
    language.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const checkedAvailable = available.filter((item) => checked.includes(item));
  const checkedChosen = chosen.filter((item) => checked.includes(item));

  const toggle = (item: string) => {
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );
  };

  const renderItems = (items: string[], id: string) => (
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
  );

  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="stretch"
      justifyContent="center"
      flexWrap="wrap"
      useFlexGap
    >
      <Card variant="outlined" sx={{ width: 220, p: 1.5 }}>
        <Typography id="searchable-available" component="p" variant="subtitle2">
          Available languages
        </Typography>
        <TextField
          id="searchable-filter"
          label="Filter"
          size="small"
          fullWidth
          margin="dense"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {available.length > 0 ? (
          renderItems(available, 'searchable-available')
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ height: 200, pt: 1 }}>
            No language matches “{query}”.
          </Typography>
        )}
      </Card>
      <Stack spacing={1} justifyContent="center">
        <Button
          variant="outlined"
          size="small"
          disabled={checkedAvailable.length === 0}
          onClick={() => {
            setChosen([...chosen, ...checkedAvailable]);
            setChecked(without(checked, checkedAvailable));
          }}
        >
          Add
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={checkedChosen.length === 0}
          onClick={() => {
            setChosen(without(chosen, checkedChosen));
            setChecked(without(checked, checkedChosen));
          }}
        >
          Remove
        </Button>
      </Stack>
      <Card variant="outlined" sx={{ width: 220, p: 1.5 }}>
        <Typography id="searchable-chosen" component="p" variant="subtitle2">
          Subtitles offered ({chosen.length})
        </Typography>
        {renderItems(chosen, 'searchable-chosen')}
      </Card>
    </Stack>
  );
}
