import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stack from '@mui/joy/Stack';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function StepperIndicators() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 520 }}>
      <Stepper>
        {variants.map((variant) => (
          <Step key={variant} indicator={<StepIndicator variant={variant} color="primary">{variant[0]?.toUpperCase()}</StepIndicator>}>
            {variant}
          </Step>
        ))}
      </Stepper>
      <Stepper>
        <Step indicator={<StepIndicator variant="solid" color="success"><PersonRoundedIcon /></StepIndicator>}>
          Account
        </Step>
        <Step indicator={<StepIndicator variant="solid" color="primary"><HomeRoundedIcon /></StepIndicator>}>
          Address
        </Step>
        <Step indicator={<StepIndicator variant="outlined"><CreditCardRoundedIcon /></StepIndicator>}>
          Payment
        </Step>
      </Stepper>
      <Stepper>
        <Step>Steps without an indicator</Step>
        <Step>show only</Step>
        <Step>the connector</Step>
      </Stepper>
      <Stepper orientation="vertical">
        <Step>In a vertical stepper,</Step>
        <Step>a step without an indicator</Step>
        <Step>shows a dot</Step>
      </Stepper>
    </Stack>
  );
}
