import { styled } from '@mui/system';

const Card = styled('article')(({ theme }) => ({
  maxWidth: 320,
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: '1px solid',
  borderColor: 'currentColor',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

const Title = styled('h3')({
  margin: 0,
  fontSize: 18,
});

const Meta = styled('p')({
  margin: '4px 0 0',
  fontSize: 14,
  opacity: 0.75,
});

export default function StyledCard() {
  return (
    <Card sx={{ color: 'text.primary', bgcolor: 'background.paper' }}>
      <Title>Quarterly report</Title>
      <Meta>Updated 3 hours ago by Ana Souza</Meta>
    </Card>
  );
}
