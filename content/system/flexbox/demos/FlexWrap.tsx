import Box from '@mui/system/Box';

const tags = ['react', 'typescript', 'css-in-js', 'emotion', 'design-tokens', 'accessibility', 'theming'];

export default function FlexWrap() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, color: 'text.primary', maxWidth: 340 }}>
      {(['nowrap', 'wrap'] as const).map((wrap) => (
        <Box key={wrap}>
          <Box component="code" sx={{ fontSize: 13 }}>{`flexWrap: '${wrap}'`}</Box>
          <Box sx={{ display: 'flex', flexWrap: wrap, gap: 1, p: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
            {tags.map((tag) => (
              <Box key={tag} sx={{ px: 1, py: 0.25, border: 1, borderColor: 'primary.main', borderRadius: 4, fontSize: 13, whiteSpace: 'nowrap' }}>
                {tag}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
