import { useState, type FormEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

export default function SearchForm() {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(query.trim());
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
      {/* Paper renders a <form>, so Enter in the input submits it. */}
      <Paper
        component="form"
        variant="outlined"
        onSubmit={handleSubmit}
        sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 0.5 }}
      >
        <InputBase
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search invoices"
          inputProps={{ 'aria-label': 'Search invoices' }}
          sx={{ flex: 1 }}
        />
        <IconButton type="submit" aria-label="Search">
          <SearchIcon />
        </IconButton>
      </Paper>
      <Typography variant="body2" color="text.secondary" role="status">
        {submitted === null ? 'Type a customer name and press Enter.' : `Searched for "${submitted}"`}
      </Typography>
    </Stack>
  );
}
