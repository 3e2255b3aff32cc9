import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const amenities = ['Air conditioning', 'Breakfast', 'Free parking', 'Gym', 'Pets allowed', 'Pool', 'Wi-Fi'];

export default function CheckboxesAutocomplete() {
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Amenities</FormLabel>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={amenities}
        defaultValue={['Wi-Fi']}
        placeholder="Filter by amenity"
        renderTags={(chosen, getTagProps) =>
          chosen.map((amenity, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="primary"
                endDecorator={<ChipDelete onClick={onClick} aria-label={`Remove ${amenity}`} />}
                {...tagProps}
              >
                {amenity}
              </Chip>
            );
          })
        }
        renderOption={(props, option, { selected }) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>{selected ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}</ListItemDecorator>
              {option}
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
