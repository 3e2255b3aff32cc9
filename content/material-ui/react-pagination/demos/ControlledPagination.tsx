import { useState, type ChangeEvent } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const articles = [
  { title: 'Planning a team offsite', minutes: 6 },
  { title: 'Writing clear release notes', minutes: 4 },
  { title: 'A guide to code review etiquette', minutes: 8 },
  { title: 'Measuring page performance', minutes: 11 },
  { title: 'Designing empty states', minutes: 5 },
  { title: 'How we run incident reviews', minutes: 9 },
  { title: 'Naming things in a design system', minutes: 7 },
  { title: 'Onboarding new engineers remotely', minutes: 10 },
  { title: 'When to split a component', minutes: 3 },
  { title: 'Keyboard testing checklist', minutes: 6 },
];

const pageSize = 3;

export default function ControlledPagination() {
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(articles.length / pageSize);
  const visible = articles.slice((page - 1) * pageSize, page * pageSize);

  const handleChange = (_event: ChangeEvent<unknown>, value: number) => {
    setPage(value);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Page {page} of {pageCount}
      </Typography>
      <List dense>
        {visible.map((article) => (
          <ListItem key={article.title} disableGutters>
            <ListItemText
              primary={article.title}
              secondary={`${article.minutes} min read`}
            />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={handleChange}
        color="primary"
        aria-label="Article list pages"
      />
    </Stack>
  );
}
