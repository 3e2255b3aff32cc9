import { styled } from '@mui/system';

const Kbd = styled('kbd')`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(0.25, 0.75)};
  border: 1px solid currentColor;
  border-bottom-width: 3px;
  border-radius: 4px;
  font-family: ui-monospace, monospace;
  font-size: 0.875em;
`;

export default function TemplateLiteral() {
  return (
    <p>
      Press <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> to search.
    </p>
  );
}
