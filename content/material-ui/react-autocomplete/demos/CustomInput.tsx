import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';

const colors = ['Amber', 'Coral', 'Indigo', 'Mint', 'Ochre', 'Teal', 'Vermilion'];

export default function CustomInput() {
  return (
    <Autocomplete
      id="custom-input-color"
      options={colors}
      sx={{ width: 240 }}
      renderInput={(params) => (
        // InputProps.ref marks the box the list is positioned against;
        // inputProps carries the value, the handlers and the combobox attributes.
        <Box ref={params.InputProps.ref} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box component="label" {...params.InputLabelProps} sx={{ typography: 'body2' }}>
            Accent color
          </Box>
          <Box
            component="input"
            type="text"
            {...params.inputProps}
            sx={{
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'text.secondary',
              borderRadius: 1,
              px: 1.5,
              py: 1,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          />
        </Box>
      )}
    />
  );
}
