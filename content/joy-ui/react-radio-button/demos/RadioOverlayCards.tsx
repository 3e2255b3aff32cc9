import FormLabel from '@mui/joy/FormLabel';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'basic', title: 'Basic', detail: '1 project, community support' },
  { value: 'pro', title: 'Pro', detail: '10 projects, email support' },
  { value: 'team', title: 'Team', detail: 'Unlimited projects, phone support' },
];

export default function RadioOverlayCards() {
  return (
    <div>
      <FormLabel id="plan-cards-label" sx={{ mb: 1.5 }}>
        Choose a plan
      </FormLabel>
      <RadioGroup
        aria-labelledby="plan-cards-label"
        defaultValue="pro"
        overlay
        name="plan-cards"
        sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 2 }}
      >
        {plans.map((plan) => (
          <Sheet
            key={plan.value}
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 'md',
              width: 200,
              maxWidth: '100%',
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
            }}
          >
            <Radio
              value={plan.value}
              label={plan.title}
              slotProps={{
                action: ({ checked }) => ({
                  sx: (theme) =>
                    checked ? { inset: -1, border: '2px solid', borderColor: theme.vars.palette.primary[500] } : {},
                }),
                label: { sx: { fontWeight: 'lg' } },
              }}
              sx={{ [`& .${radioClasses.radio}`]: { mt: '2px' } }}
            />
            <Typography level="body-sm" sx={{ pl: 3.5 }}>
              {plan.detail}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
