import Button from '@mui/joy/Button';

export default function FirstComponent() {
  return <Button onClick={() => undefined}>Hello, Joy</Button>;
}
