import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const LIMIT = 280;

export default function ControlledTextarea() {
  const [bio, setBio] = React.useState('Frontend engineer. I write about accessible forms and design systems.');
  const left = LIMIT - bio.length;

  return (
    <Field>
      <Label htmlFor="profile-bio">Short bio</Label>
      <Textarea
        id="profile-bio"
        aria-describedby="profile-bio-count"
        minRows={2}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
      />
      <Row>
        <Count id="profile-bio-count">{left} characters left</Count>
        <ClearButton type="button" onClick={() => setBio('')} disabled={bio === ''}>
          Clear
        </ClearButton>
      </Row>
    </Field>
  );
}

const Field = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  max-width: 340px;
`;

const Label = styled('label')`
  font-size: 14px;
  font-weight: 600;
`;

const Row = styled('div')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Count = styled('span')`
  font-size: 13px;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const ClearButton = styled('button')`
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  padding: 4px 10px;
  border-radius: 6px;
  border: 1px solid #94a3b8;
  background-color: transparent;
  color: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }
`;

const Textarea = styled(TextareaAutosize)`
  box-sizing: border-box;
  width: 100%;
  max-width: 340px;
  font: inherit;
  font-size: 14px;
  line-height: 1.5;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background-color: #fff;
  color: #0f172a;
  resize: none;

  &::placeholder {
    color: #64748b;
  }

  &:focus {
    outline: 2px solid #3b82f6;
    outline-offset: 0;
    border-color: #3b82f6;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &::placeholder {
    color: #94a3b8;
  }
`;
