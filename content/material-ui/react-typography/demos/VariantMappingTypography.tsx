import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Every Typography below this provider renders subtitles as paragraphs
// and captions as <small> elements.
function withTextMapping(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiTypography: {
        defaultProps: {
          variantMapping: {
            subtitle1: 'p',
            subtitle2: 'p',
            caption: 'small',
          },
        },
      },
    },
  };
}

export default function VariantMappingTypography() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <div>
        <Typography variant="overline" component="p">
          Mapping on one component
        </Typography>
        <Typography
          variant="h5"
          variantMapping={{ h5: 'h3' }}
        >
          Opening hours (an h5 look on an h3)
        </Typography>
      </div>
      <ThemeProvider theme={withTextMapping}>
        <div>
          <Typography variant="overline" component="p">
            Mapping from the theme
          </Typography>
          <Typography variant="subtitle1">
            Subtitle rendered as a paragraph
          </Typography>
          <Typography variant="caption">Caption rendered as &lt;small&gt;</Typography>
        </div>
      </ThemeProvider>
    </Stack>
  );
}
