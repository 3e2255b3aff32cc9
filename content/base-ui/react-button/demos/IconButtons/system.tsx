import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
});

const IconButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  borderRadius: '50%',
  border: '1px solid #94a3b8',
  backgroundColor: 'transparent',
  color: '#0f172a',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#f1f5f9',
  },
  '&.Mui-focusVisible': {
    outline: '3px solid #7dd3fc',
    outlineOffset: '2px',
  },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#64748b',
    color: '#f1f5f9',
  },
  '[data-mui-color-scheme="dark"] &:hover': {
    backgroundColor: '#1e293b',
  },
});

export default function IconButtons() {
  return (
    <Row>
      <Button slots={{ root: IconButton }} aria-label="Add to favorites">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
        </svg>
      </Button>
      <Button slots={{ root: IconButton }} aria-label="Share">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
        </svg>
      </Button>
    </Row>
  );
}
