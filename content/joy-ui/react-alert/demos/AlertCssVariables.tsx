import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function AlertCssVariables() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
      <Alert
        role="note"
        variant="outlined"
        color="primary"
        startDecorator={<InfoOutlinedIcon />}
        endDecorator={
          <IconButton variant="soft" color="primary" aria-label="Close">
            <CloseRoundedIcon />
          </IconButton>
        }
        sx={{
          '--Alert-radius': '999px',
          '--Alert-padding': '0.375rem',
          '--Alert-decoratorChildHeight': '2.25rem',
          pl: 2,
        }}
      >
        A pill-shaped alert with a round close button.
      </Alert>
      <Alert role="note" sx={{ '--Alert-radius': '0px', borderLeft: '4px solid', borderColor: 'primary.500' }}>
        A square alert with an accent border.
      </Alert>
    </Box>
  );
}
