import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const sections = [
  { title: 'Getting started', pages: ['Installation', 'Usage', 'Templates'] },
  { title: 'Components', pages: ['Button', 'Input', 'List', 'Table'] },
];

export default function NestedList() {
  const [open, setOpen] = React.useState<string[]>(['Getting started']);
  return (
    <List
      component="nav"
      aria-label="Documentation"
      size="sm"
      sx={{ maxWidth: 260, '--List-nestedInsetStart': '1rem' }}
    >
      {sections.map((section) => {
        const expanded = open.includes(section.title);
        const listId = `nested-${section.title.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <ListItem
            key={section.title}
            nested
            endAction={
              <IconButton
                size="sm"
                aria-label={`${expanded ? 'Collapse' : 'Expand'} ${section.title}`}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() =>
                  setOpen((current) =>
                    expanded
                      ? current.filter((title) => title !== section.title)
                      : [...current, section.title],
                  )
                }
              >
                <KeyboardArrowDownIcon
                  sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: '0.2s' }}
                />
              </IconButton>
            }
          >
            <ListSubheader sx={{ minHeight: 32 }}>{section.title}</ListSubheader>
            {expanded && (
              <List id={listId}>
                {section.pages.map((page) => (
                  <ListItem key={page}>
                    <ListItemButton>{page}</ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
