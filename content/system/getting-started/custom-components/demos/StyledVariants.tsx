import { styled } from '@mui/system';

interface TagProps {
  size?: 'small' | 'large';
  outlined?: boolean;
}

// Each variant applies its style when every prop it names has that value.
const Tag = styled('span', {
  shouldForwardProp: (prop) => prop !== 'size' && prop !== 'outlined',
})<TagProps>({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '4px 10px',
  fontSize: 14,
  borderRadius: 4,
  backgroundColor: '#1565c0',
  color: '#fff',
  border: '2px solid #1565c0',
  variants: [
    { props: { size: 'small' }, style: { padding: '2px 6px', fontSize: 12 } },
    { props: { size: 'large' }, style: { padding: '8px 16px', fontSize: 18 } },
    { props: { outlined: true }, style: { backgroundColor: 'transparent', color: '#1565c0' } },
  ],
});

export default function StyledVariants() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Tag size="small">small</Tag>
      <Tag>default</Tag>
      <Tag size="large">large</Tag>
      <Tag outlined size="large">
        large outlined
      </Tag>
    </div>
  );
}
