import Box from '@mui/material/Box';

const plans = [
  { name: 'Starter', price: '$0' },
  { name: 'Team', price: '$12' },
  { name: 'Business', price: '$29' },
];

export default function BoxInteractive() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {plans.map((plan) => (
        <Box
          key={plan.name}
          component="button"
          type="button"
          sx={(theme) => ({
            width: 140,
            p: 2,
            textAlign: 'left',
            font: 'inherit',
            color: 'text.primary',
            cursor: 'pointer',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            transition: theme.transitions.create(['border-color', 'transform']),
            '&:hover': {
              borderColor: 'primary.main',
              transform: 'translateY(-2px)',
            },
            '&:focus-visible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
            '& .price': {
              display: 'block',
              typography: 'h6',
              color: 'primary.main',
            },
          })}
        >
          {plan.name}
          <span className="price">{plan.price}/mo</span>
        </Box>
      ))}
    </Box>
  );
}
