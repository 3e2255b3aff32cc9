import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const symbols: Record<string, string> = { usd: '$', eur: '€', gbp: '£' };

export default function InputWithSelect() {
  const [currency, setCurrency] = React.useState('usd');

  // Two controls, so no FormControl (it holds one): the label points at the input by id.
  return (
    <Box sx={{ maxWidth: 320, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <FormLabel htmlFor="transfer-amount">Amount</FormLabel>
      <Input
        id="transfer-amount"
        placeholder="0.00"
        startDecorator={
          <React.Fragment>
            <Select
              variant="plain"
              value={currency}
              onChange={(event, value) => setCurrency(value ?? 'usd')}
              aria-label="Currency"
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
    </Box>
  );
}
