import { styled } from '@mui/system';

const Quote = styled('blockquote')({
  margin: 0,
  padding: '12px 16px',
  borderInlineStart: '4px solid #1976d2',
  fontStyle: 'italic',
  maxWidth: 420,
});

export default function ObjectStyles() {
  return <Quote>Simplicity is prerequisite for reliability.</Quote>;
}
