import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const languages = [
  { code: 'en', name: 'English', native: 'English' },
  { code: 'de', name: 'German', native: 'Deutsch' },
  { code: 'es', name: 'Spanish', native: 'Español' },
  { code: 'ja', name: 'Japanese', native: '日本語' },
  { code: 'pt', name: 'Portuguese', native: 'Português' },
];

export default function SelectionDialog() {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState('en');

  const current = languages.find((item) => item.code === language);

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Language: {current?.name}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change language
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Choose a language</DialogTitle>
        <List sx={{ pt: 0, minWidth: 280 }}>
          {languages.map((item) => (
            <ListItemButton
              key={item.code}
              selected={item.code === language}
              autoFocus={item.code === language}
              onClick={() => {
                setLanguage(item.code);
                setOpen(false);
              }}
            >
              <ListItemText
                primary={item.name}
                secondary={<span lang={item.code}>{item.native}</span>}
              />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
