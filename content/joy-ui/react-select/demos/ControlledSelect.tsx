import * as React from 'react';
import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

export default function ControlledSelect() {
  const [sort, setSort] = React.useState<string | null>('newest');

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Select value={sort} onChange={(event, newSort) => setSort(newSort)} aria-label="Sort by" sx={{ minWidth: 180 }}>
        <Option value="newest">Newest first</Option>
        <Option value="oldest">Oldest first</Option>
        <Option value="popular">Most popular</Option>
      </Select>
      <Typography level="body-sm">value: {JSON.stringify(sort)}</Typography>
    </Box>
  );
}
