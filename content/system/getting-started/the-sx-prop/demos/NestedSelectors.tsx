import Box from '@mui/system/Box';

const items = ['Inbox', 'Drafts', 'Sent', 'Archive'];

export default function NestedSelectors() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        maxWidth: 280,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        // Every li inside the list.
        '& li': { px: 2, py: 1.5 },
        // All but the last get a divider.
        '& li:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        // A class on a child.
        '& .count': { float: 'right', color: 'text.secondary', fontSize: 14 },
        // The element itself, in a state.
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {items.map((item, index) => (
        <li key={item}>
          {item}
          <span className="count">{index * 7 + 3}</span>
        </li>
      ))}
    </Box>
  );
}
