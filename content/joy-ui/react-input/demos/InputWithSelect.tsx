import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const symbols: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };

export default function InputWithSelect() {
  const [currency, setCurrency] = React.useState('usd');

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Amount</FormLabel>
      <Input
        placeholder="0.00"
        startDecorator={
          <React.Fragment>
            <Select
              variant="plain"
              value={currency}
              onChange={(event, value) => setCurrency(value ?? 'usd')}
              slotProps={{ button: { 'aria-label': 'Currency' } }}
              sx={{ mr: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="usd">US dollar</Option>
              <Option value="eur">Euro</Option>
              <Option value="gbp">Pound</Option>
            </Select>
            <Divider orientation="vertical" />
            <span aria-hidden="true">{symbols[currency]}</span>
          </React.Fragment>
        }
      />
    </FormControl>
  );
}
