import type { SVGProps } from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';

/** Stands in for an icon from any SVG library: 1em square, sized and coloured by Joy's variables. */
function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
      style={{
        width: '1em',
        height: '1em',
        flexShrink: 0,
        fontSize: 'var(--Icon-fontSize, 1.5rem)',
        color: 'var(--Icon-color, currentColor)',
        margin: 'var(--Icon-margin)',
        ...props.style,
      }}
    >
      <path fill="currentColor" d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" />
    </svg>
  );
}

export default function InlineSvgIcons() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Button size="sm" startDecorator={<StarIcon />}>
          Star
        </Button>
        <Button size="lg" color="warning" variant="soft" startDecorator={<StarIcon />}>
          Star
        </Button>
      </Stack>
      <List sx={{ maxWidth: 220 }}>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <StarIcon />
            </ListItemDecorator>
            Favorites
          </ListItemButton>
        </ListItem>
      </List>
    </Stack>
  );
}
