import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const toppings = [
  'Basil',
  'Black olives',
  'Chili flakes',
  'Fresh mozzarella',
  'Mushrooms',
  'Red onion',
  'Roasted peppers',
  'Rocket',
];

export default function CheckboxOptions() {
  return (
    <Autocomplete
      id="checkbox-options-toppings"
      multiple
      disableCloseOnSelect
      options={toppings}
      defaultValue={['Basil', 'Fresh mozzarella']}
      sx={{ width: 420, maxWidth: '100%' }}
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props as typeof props & { key: string };
        return (
          <li key={key} {...optionProps}>
            {/* The option is announced as selected (aria-selected): the box is only a picture
                of that state, so it is an icon rather than a focusable checkbox input. */}
            {selected ? (
              <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1.5 }} />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1.5 }} />
            )}
            {option}
          </li>
        );
      }}
      renderTags={(tagValue, getTagProps, ownerState) =>
        // The default chips spread a `key` prop, which React warns about; rendering them here
        // passes the key directly.
        tagValue.map((option, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} label={option} size={ownerState.size} {...tagProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Toppings" placeholder="Add a topping" />
      )}
    />
  );
}
