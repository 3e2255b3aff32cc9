import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioOrientation() {
  return (
    <FormControl>
      <FormLabel>Payment</FormLabel>
      <RadioGroup orientation="horizontal" defaultValue="card" name="payment" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Radio value="card" label="Card" />
        <Radio value="paypal" label="PayPal" />
        <Radio value="invoice" label="Invoice" />
      </RadioGroup>
    </FormControl>
  );
}
