import { styled } from '@mui/system';

interface PriceProps {
  amount: number;
  currency: string;
  className?: string;
}

// Any component that passes className to its root element can be styled.
function Price({ amount, currency, className }: PriceProps) {
  const text = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  return <span className={className}>{text}</span>;
}

const BigPrice = styled(Price)(({ theme }) => ({
  fontSize: 32,
  fontWeight: 700,
  letterSpacing: '-0.02em',
  padding: theme.spacing(1, 0),
}));

export default function WrapComponent() {
  return (
    <div>
      <Price amount={19.99} currency="USD" />
      <br />
      <BigPrice amount={249} currency="EUR" sx={{ color: 'success.dark' }} />
    </div>
  );
}
