import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';

export default function DividerCssVariables() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
      <Divider sx={{ '--Divider-thickness': '3px' }} />
      <Divider
        sx={(theme) => ({
          '--Divider-lineColor': theme.vars.palette.primary.solidBg,
          '--Divider-thickness': '2px',
        })}
      />
      <Divider sx={{ '--Divider-gap': '2rem' }}>Wide gap around the text</Divider>
      <Divider
        sx={(theme) => ({
          '--Divider-thickness': '4px',
          // a gradient needs `background`: the line colour is a background-color
          background: `linear-gradient(to right, ${theme.vars.palette.primary[500]}, ${theme.vars.palette.success[400]})`,
          borderRadius: '2px',
        })}
      />
    </Box>
  );
}
